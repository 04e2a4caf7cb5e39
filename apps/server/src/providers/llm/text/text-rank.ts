import { splitSentences, wordTokens } from './sentences';
import { countSpokenWords } from './word-count';

/**
 * TextRank over TF-IDF sentence similarity (Mihalcea & Tarau 2004, with cosine weights): sentences are
 * nodes, edges weigh how much two sentences share rare words, and PageRank finds the sentences the rest
 * of the text keeps returning to. Deterministic: ties fall back to document order.
 */
export interface RankedSentence {
  text: string;
  /** Position in the text, counted over usable sentences. */
  index: number;
  score: number;
  words: number;
}

type Vector = Map<string, number>;

const DAMPING = 0.85;
const MAX_ITERATIONS = 100;
const EPSILON = 1e-7;
/** Quadratic in sentences: past this many, only the first ones are ranked (about 40 pages of prose). */
const MAX_SENTENCES = 600;
const MIN_WORDS = 5;
const MAX_WORDS = 45;

function vectorize(docs: string[][]): Vector[] {
  const df = new Map<string, number>();
  for (const doc of docs) for (const t of new Set(doc)) df.set(t, (df.get(t) ?? 0) + 1);
  const n = docs.length;
  return docs.map((doc) => {
    const tf = new Map<string, number>();
    for (const t of doc) tf.set(t, (tf.get(t) ?? 0) + 1);
    const v: Vector = new Map();
    let norm = 0;
    for (const [t, count] of tf) {
      // Words in every sentence weigh nothing, which stands in for a stop-word list in every language.
      const w = (1 + Math.log(count)) * Math.log(n / (df.get(t) ?? 1));
      if (w > 0) {
        v.set(t, w);
        norm += w * w;
      }
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (const [t, w] of v) v.set(t, w / norm);
    return v;
  });
}

export function cosine(a: Vector, b: Vector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [t, w] of small) {
    const o = large.get(t);
    if (o) dot += w * o;
  }
  return dot;
}

function pageRank(weights: number[][]): number[] {
  const n = weights.length;
  const outSum = weights.map((row) => row.reduce((a, b) => a + b, 0));
  let scores = new Array<number>(n).fill(1 / n);
  for (let iter = 0; iter < MAX_ITERATIONS; iter += 1) {
    const next = new Array<number>(n).fill((1 - DAMPING) / n);
    // Dangling sentences (no shared words) spread their score evenly, so scores keep summing to one.
    let dangling = 0;
    for (let j = 0; j < n; j += 1) if (outSum[j] === 0) dangling += scores[j] as number;
    for (let i = 0; i < n; i += 1) {
      let sum = 0;
      for (let j = 0; j < n; j += 1) {
        const w = (weights[j] as number[])[i] as number;
        if (w > 0) sum += (w / (outSum[j] as number)) * (scores[j] as number);
      }
      next[i] = (next[i] as number) + DAMPING * (sum + dangling / n);
    }
    const delta = next.reduce((d, s, i) => d + Math.abs(s - (scores[i] as number)), 0);
    scores = next;
    if (delta < EPSILON) break;
  }
  return scores;
}

interface Ranking {
  sentences: RankedSentence[];
  vectors: Vector[];
}

function rank(text: string, locale: string): Ranking {
  const usable = splitSentences(text, locale)
    .map((s) => ({ text: s, words: countSpokenWords(s) }))
    .filter((s) => s.words >= MIN_WORDS && s.words <= MAX_WORDS)
    .slice(0, MAX_SENTENCES);
  const vectors = vectorize(usable.map((s) => wordTokens(s.text, locale)));
  const n = usable.length;
  const weights = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const w = cosine(vectors[i] as Vector, vectors[j] as Vector);
      (weights[i] as number[])[j] = w;
      (weights[j] as number[])[i] = w;
    }
  }
  const scores = n ? pageRank(weights) : [];
  return {
    sentences: usable.map((s, index) => ({ ...s, index, score: scores[index] ?? 0 })),
    vectors,
  };
}

/** Every usable sentence (5–45 spoken words) of the text, best first. */
export function rankSentences(text: string, locale = 'en'): RankedSentence[] {
  return rank(text, locale).sentences.sort((a, b) => b.score - a.score || a.index - b.index);
}

/**
 * The key sentences worth about `wordTarget` spoken words, in document order (a conversation follows the
 * text's own argument). A sentence that nearly repeats one already taken is passed over.
 */
export function pickKeySentences(
  text: string,
  options: {
    locale?: string;
    wordTarget: number;
    maxSimilarity?: number;
    /** Multiplies a sentence's score (e.g. what a description asks for weighs more); 1 leaves it alone. */
    boost?: (sentence: string) => number;
  },
): RankedSentence[] {
  const { sentences, vectors } = rank(text, options.locale ?? 'en');
  const maxSimilarity = options.maxSimilarity ?? 0.7;
  const weigh = (s: RankedSentence) => s.score * (options.boost?.(s.text) ?? 1);
  const byScore = [...sentences].sort((a, b) => weigh(b) - weigh(a) || a.index - b.index);
  const chosen: RankedSentence[] = [];
  let words = 0;
  for (const s of byScore) {
    if (words >= options.wordTarget) break;
    const v = vectors[s.index] as Vector;
    if (chosen.some((c) => cosine(vectors[c.index] as Vector, v) > maxSimilarity)) continue;
    chosen.push(s);
    words += s.words;
  }
  return chosen.sort((a, b) => a.index - b.index);
}
