import { titleTerms } from '../text/key-terms';
import { TextIndex } from '../text/passage-index';
import { splitSentences } from '../text/sentences';
import { pickKeySentences, type RankedSentence } from '../text/text-rank';
import { countSpokenWords } from '../text/word-count';

/**
 * What the offline writer knows before it writes: the key sentences of the source material (the facts the
 * answers carry) and what the description asks for. The description steers: sentences sharing its words are preferred and segments are named after
 * its phrases; it is never read out as it stands.
 */
export interface Material {
  points: RankedSentence[];
  /** Short phrases of the description ("military causes", "what historians disagree about"). */
  steer: string[];
  /** Claims of the description cut to their first clause, which the host may put to a guest. */
  premises: string[];
}

/** The description's words multiply a sentence's rank by up to this much. */
const STEER_WEIGHT = 1.5;
/** A sentence naming the episode's focus has its rank multiplied by this much. */
const FOCUS_WEIGHT = 3;
const MAX_STEER_PHRASE_WORDS = 6;
const MIN_PREMISE_WORDS = 6;

export function steerPhrases(description: string | undefined): string[] {
  if (!description?.trim()) return [];
  return description
    .split(/[,;:.!?\n]+|\s+(?:and|or)\s+/i)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p && p.split(' ').length <= MAX_STEER_PHRASE_WORDS && !/https?:/i.test(p));
}

/**
 * A description's statement ("Heat pumps move heat instead of making it, which …") gives a premise: its first
 * clause, as long as that clause is not the whole description (then it would be read out verbatim).
 */
function premisesOf(description: string | undefined, locale: string): string[] {
  if (!description?.trim()) return [];
  const whole = normalise(description);
  return splitSentences(description, locale)
    .filter((s) => !/[?？]$/.test(s) && !/https?:/i.test(s))
    .map((s) => s.split(/[,;:—]/)[0]?.trim() ?? '')
    .filter((clause) => clause.split(/\s+/).length >= MIN_PREMISE_WORDS && normalise(clause) !== whole)
    .map((clause) => `${clause.replace(/[.!。]$/, '')}.`);
}

export function normalise(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

export function prepareMaterial(
  input: { topic: string; description?: string; sourceText?: string; language: string; focus?: string },
  wordTarget: number,
): Material {
  const locale = input.language;
  const steer = steerPhrases(input.description);
  const premises = premisesOf(input.description, locale);
  const source = input.sourceText?.trim();
  if (!source) return { points: [], steer, premises };
  // Relevance by the search index (BM25 over the material's sentences), asked with the key terms of the topic and
  // description, and of the focus, which weighs more: a sentence naming it comes first.
  const sentences = splitSentences(source, locale);
  const index = new TextIndex(sentences, locale);
  const at = new Map(sentences.map((text, i) => [text, i]));
  const terms = [
    ...titleTerms(input.topic, locale),
    ...(input.description ? titleTerms(input.description, locale) : []),
  ];
  const wanted = index.scores(terms.join(' '));
  const focused = input.focus ? index.scores(titleTerms(input.focus, locale).join(' ')) : new Map<number, number>();
  const best = Math.max(1e-9, ...wanted.values());
  const boost = (sentence: string) => {
    const i = at.get(sentence) ?? -1;
    const steer = Math.min(1, (wanted.get(i) ?? 0) / best);
    return (1 + steer * (STEER_WEIGHT - 1)) * (focused.has(i) ? FOCUS_WEIGHT : 1);
  };
  // A material short for the length cannot afford to pass over sentences that resemble one already taken.
  const thin = countSpokenWords(source) < wordTarget * 1.5;
  const points = pickKeySentences(source, { locale, wordTarget, boost, maxSimilarity: thin ? 0.9 : 0.7 });
  return { points, steer, premises };
}
