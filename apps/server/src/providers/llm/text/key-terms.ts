import { splitSentences, wordTokens } from './sentences';

/**
 * Keyword TextRank (Mihalcea & Tarau 2004, §3): words are nodes, two words are linked when they stand within a
 * small window of each other, and PageRank finds the words the text is about. Instead of a stop-word list per
 * language, words found in a large share of the sentences are left out (they carry grammar, not topic), as are
 * very short Latin words.
 */
const WINDOW = 3;
const DAMPING = 0.85;
const ITERATIONS = 40;
/**
 * A word in more than this share of sentences is treated as a function word (needs ≥ 8 sentences to judge): "the",
 * "है" or "的" are in most sentences, while even the subject of an article is in fewer than half.
 */
const COMMON_SHARE = 0.5;
/** English function words that survive the share test in short texts. */
const ENGLISH_COMMON = new Set(
  'also about after again against almost along although among another around because been before being between both could does doing during each either every from have having here however into itself just many more most much must never only other over same should since some such than that their them then there these they this those through under until upon very were what when where whether which while whom whose with within without would your yours'.split(
    ' ',
  ),
);

function usable(token: string): boolean {
  if (/^\p{N}+$/u.test(token)) return false;
  if (/^[a-z]+$/.test(token)) return token.length >= 4 && !ENGLISH_COMMON.has(token);
  return token.length >= 2;
}

/** The `count` words the text is most about, best first (lower-cased). */
export function keyTerms(text: string, options: { locale?: string; count?: number } = {}): string[] {
  const locale = options.locale ?? 'en';
  const sentences = splitSentences(text, locale).map((s) => wordTokens(s, locale));
  const df = new Map<string, number>();
  for (const tokens of sentences) for (const t of new Set(tokens)) df.set(t, (df.get(t) ?? 0) + 1);
  const judge = sentences.length >= 8;
  const keep = (t: string) => usable(t) && (!judge || (df.get(t) ?? 0) / sentences.length <= COMMON_SHARE);

  const links = new Map<string, Map<string, number>>();
  const link = (a: string, b: string) => {
    if (a === b) return;
    let row = links.get(a);
    if (!row) {
      row = new Map();
      links.set(a, row);
    }
    row.set(b, (row.get(b) ?? 0) + 1);
  };
  for (const tokens of sentences) {
    const kept = tokens.filter(keep);
    for (let i = 0; i < kept.length; i += 1) {
      for (let j = i + 1; j < Math.min(kept.length, i + WINDOW); j += 1) {
        link(kept[i] as string, kept[j] as string);
        link(kept[j] as string, kept[i] as string);
      }
    }
  }
  const words = [...links.keys()];
  let score = new Map(words.map((w) => [w, 1]));
  const outSum = new Map(
    words.map((w) => [w, [...(links.get(w) as Map<string, number>).values()].reduce((a, b) => a + b, 0)]),
  );
  for (let iter = 0; iter < ITERATIONS; iter += 1) {
    const next = new Map<string, number>();
    for (const w of words) {
      let sum = 0;
      for (const [other, weight] of links.get(w) as Map<string, number>) {
        sum += (weight / (outSum.get(other) as number)) * (score.get(other) as number);
      }
      next.set(w, 1 - DAMPING + DAMPING * sum);
    }
    score = next;
  }
  return words
    .sort((a, b) => (score.get(b) as number) - (score.get(a) as number) || a.localeCompare(b))
    .slice(0, options.count ?? 10);
}

/** The words of a title worth finding in a script ("Fall of the Western Roman Empire" → fall, western, roman, empire). */
export function titleTerms(title: string, locale = 'en'): string[] {
  return [...new Set(wordTokens(title, locale).filter(usable))];
}
