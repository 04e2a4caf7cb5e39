import { keyTerms, titleTerms } from '../text/key-terms';
import { splitSentences, wordTokens } from '../text/sentences';
import { pickKeySentences, type RankedSentence } from '../text/text-rank';
import { countSpokenWords } from '../text/word-count';

/**
 * What the offline writer knows before it writes (issue 15): the key sentences of the source material (the
 * facts the answers carry), the terms the material is about (what questions name), and what the description
 * asks for. The description steers: sentences sharing its words are preferred and segments are named after
 * its phrases; it is never read out as it stands.
 */
export interface Material {
  points: RankedSentence[];
  /** Lower-cased key terms of the material, best first. */
  terms: string[];
  /** Short phrases of the description ("military causes", "what historians disagree about"). */
  steer: string[];
  /** Claims of the description cut to their first clause, which the host may put to a guest. */
  premises: string[];
}

/** The description's words multiply a sentence's rank by up to this much. */
const STEER_WEIGHT = 1.5;
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
  input: { topic: string; description?: string; sourceText?: string; language: string },
  wordTarget: number,
): Material {
  const locale = input.language;
  const steer = steerPhrases(input.description);
  const premises = premisesOf(input.description, locale);
  const source = input.sourceText?.trim();
  if (!source) return { points: [], terms: [], steer, premises };
  const wanted = new Set([
    ...titleTerms(input.topic, locale),
    ...(input.description ? titleTerms(input.description, locale) : []),
  ]);
  const boost = (sentence: string) => {
    const tokens = new Set(wordTokens(sentence, locale));
    const shared = [...wanted].filter((w) => tokens.has(w)).length;
    return 1 + Math.min(1, shared / 3) * (STEER_WEIGHT - 1);
  };
  // A material short for the length cannot afford to pass over sentences that resemble one already taken.
  const thin = countSpokenWords(source) < wordTarget * 1.5;
  const points = pickKeySentences(source, { locale, wordTarget, boost, maxSimilarity: thin ? 0.9 : 0.7 });
  return { points, terms: keyTerms(source, { locale, count: 80 }), steer, premises };
}

/** Words that look like verbs or adverbs in English: a poor thing to ask about. */
const ENGLISH_NOT_NOUN = /(?:ed|ing|ly)$/;
const CAPITALISED_NAME = /(?:\b[Tt]he\s+)?\b\p{Lu}[\p{L}\p{M}'-]+(?:\s+(?:of\s+)?\p{Lu}[\p{L}\p{M}'-]+)*/gu;

/**
 * The term a sentence is about, as the sentence writes it: a name (a run of capitalised words, not the sentence's
 * first word, with its "the") when it has one not yet asked about, else its best-ranked key term with the word
 * before it when that word describes it ("heavy taxation"), else its longest word.
 */
export function termOf(
  sentence: string,
  terms: string[],
  locale: string,
  avoid: ReadonlySet<string> = new Set(),
): string {
  const english = locale.startsWith('en');
  const fresh = (t: string) =>
    !avoid.has(t.toLocaleLowerCase()) && !avoid.has(t.toLocaleLowerCase().replace(/^the /, ''));
  if (english) {
    const names = [...sentence.matchAll(CAPITALISED_NAME)]
      .filter((m) => m.index > 0 && sentence[m.index - 2] !== '.')
      .map((m) => m[0].replace(/^The /, 'the '))
      .filter((name) => name.replace(/^the /, '').length > 3 && fresh(name));
    const name = names.sort((a, b) => b.length - a.length)[0];
    if (name) return name;
  }
  const tokens = wordTokens(sentence, locale);
  const present = new Set(tokens);
  const usable = (t: string) => !avoid.has(t) && !(english && ENGLISH_NOT_NOUN.test(t));
  const term =
    terms.find((t) => present.has(t) && usable(t)) ??
    [...present].filter(usable).sort((a, b) => b.length - a.length)[0] ??
    tokens.find((t) => !avoid.has(t)) ??
    tokens[0] ??
    '';
  const written = asWritten(sentence, term);
  if (!english) return written;
  const before = tokens[tokens.indexOf(term) - 1];
  const describes =
    before &&
    before.length > 3 &&
    !ENGLISH_NOT_NOUN.test(before) &&
    !/^(?:with|from|into|that|this|their|which|about|most|some|many|other|more|such|each|every|both|also|these|those)$/.test(
      before,
    );
  return describes ? `${before} ${written}` : written;
}
function asWritten(sentence: string, term: string): string {
  if (!term) return term;
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`(?<![\\p{L}\\p{M}])${escaped}(?![\\p{L}\\p{M}])`, 'iu').exec(sentence);
  const written = found?.[0] ?? term;
  // A word capitalised only because it starts the sentence is written in lower case mid-sentence.
  return found?.index === 0 && written !== written.toUpperCase() ? written.toLocaleLowerCase() : written;
}
