import type { Citation, LineCitations, ScriptLine, SourcePassage } from '@podloom/contract';
import { splitSentences, wordTokens } from './sentences';
import { speakEnglishNumbers } from './spoken-numbers';
import { countSpokenWords } from './word-count';

/**
 * Passages of sources and the check of a line's citations against them (a pure function of the texts).
 *
 * The rule, sentence by sentence: a sentence of a line is *supported* by a passage when every number in it and every
 * name in it are found in the passage, and so are all but one in four of its other content words (a sentence with
 * fewer than three of those is judged by its numbers and names, and needs one). Words are compared
 * lower-cased with stop words left out and a simple stemming (plural, -ed, -ing, -ly endings); numbers compare
 * written either way ("1843" and "eighteen forty-three"). A citation *verifies* when its passage supports at least
 * one sentence of its line; one that does not is dropped. A sentence *states something* when it is not a question
 * and holds a number, a name (a capitalised word after the first, other than the speakers' names and the words of the
 * episode's and chapters' titles), a quotation or
 * a reporting phrase ("according to"); a line with such a sentence that no verified citation supports is
 * *unsupported*. Chit-chat ("Welcome back!") states nothing.
 */

/** A passage is cut after the sentence that brings it to this many words. */
export const PASSAGE_WORDS = 90;

export function splitPassages(sourceId: number, text: string, locale = 'en'): SourcePassage[] {
  const passages: SourcePassage[] = [];
  let sentences: string[] = [];
  let words = 0;
  const flush = () => {
    if (sentences.length) passages.push({ sourceId, passage: passages.length, text: sentences.join(' ') });
    sentences = [];
    words = 0;
  };
  for (const paragraph of text.split(/\n\s*\n/)) {
    for (const sentence of splitSentences(paragraph, locale)) {
      sentences.push(sentence);
      words += countSpokenWords(sentence);
      if (words >= PASSAGE_WORDS) flush();
    }
    // A paragraph ends a passage once it holds half a passage's words.
    if (words >= PASSAGE_WORDS / 2) flush();
  }
  flush();
  return passages;
}

const STOP_WORDS = new Set(
  (
    "a an the and or but nor so yet if then than that this these those there here it its it’s it's is are was were be " +
    'been being am do does did doing done have has had having of in on at by for with about against between into ' +
    'through during before after above below to from up down out off over under again further once all any both each ' +
    'few more most other some such no not only own same too very can will just should would could may might must ' +
    'shall i me my we our us you your he him his she her they them their what which who whom whose when where why how ' +
    'as also even still really quite rather well oh ah okay ok yes right now just something anything everything ' +
    'nothing thing things lot much many one ones way ways like get got go goes going went come comes came say says ' +
    'said tell told think thought know knew see saw let lets make made take took back part story people kind sort ' +
    'huh hm hmm hey wow well oh ah okay sure great yeah today'
  ).split(' '),
);

const NUMBER_WORDS = new Set(
  (
    'zero two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen ' +
    'seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million ' +
    'billion trillion percent'
  ).split(' '),
);

/** Simple stemming: enough that "sheds" finds "shed" and "introduced" finds "introduce". */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  return word
    .replace(/ies$/, 'y')
    .replace(/(?<=(?:s|x|ch|sh))es$/, '')
    .replace(/(?:ing|ed|ly|s)$/, '')
    .replace(/e$/, '');
}

const ENGLISH_LOOKING = /^[\x20-\x7E‘’–—…]*$/;

/** A script checks the same passages line after line: their words are worked out once. */
const wordsCache = new Map<string, Set<string>>();
const WORDS_CACHE_SIZE = 5_000;

/** Every token of a text, its numbers also as spoken words (English only), stemmed. */
function passageWords(text: string, locale: string): Set<string> {
  const key = `${locale}\u0000${text}`;
  let words = wordsCache.get(key);
  if (!words) {
    const spoken = ENGLISH_LOOKING.test(text) ? ` ${speakEnglishNumbers(text)}` : '';
    words = new Set(wordTokens(`${text}${spoken}`, locale).map(stem));
    if (wordsCache.size >= WORDS_CACHE_SIZE) wordsCache.clear();
    wordsCache.set(key, words);
  }
  return words;
}

/** Quoted words: guillemets, double quotes, or single quotes that are not apostrophes inside words. */
const QUOTED = /[«„"“][^«„"“”»]{3,}[»"”]|(?:^|[\s(])['‘][^'‘’]{3,}['’](?=[\s.,;:!?)]|$)/u;
const REPORTING = /\baccording to\b|\b(?:said|wrote|reported|stated|claimed|found) that\b/i;

/** The names of a sentence: capitalised words after its first word (the pronoun I left out). */
function namesOf(sentence: string): string[] {
  const words = sentence.match(/[\p{L}\p{M}'’-]+/gu) ?? [];
  return words.slice(1).filter((w) => /^\p{Lu}/u.test(w) && !/^I(?:['’]\p{L}+)?$/u.test(w));
}

export interface SentenceFacts {
  text: string;
  states: boolean;
  numbers: string[];
  names: string[];
  words: string[];
}

/** What a sentence of a line holds that a passage must have. */
export function factsOf(sentence: string, locale = 'en', ignored: ReadonlySet<string> = new Set()): SentenceFacts {
  const tokens = wordTokens(sentence, locale);
  const isNumber = (t: string) => /\d/.test(t) || NUMBER_WORDS.has(t);
  // A number's unit ("17 years", "forty kilometres") belongs to it.
  const numbers = tokens.filter(
    (t, i) => isNumber(t) || (i > 0 && isNumber(tokens[i - 1] as string) && !STOP_WORDS.has(t)),
  );
  const names = namesOf(sentence).map((n) => n.toLocaleLowerCase(locale));
  const nameSet = new Set(names);
  // The speakers' names and the words of the episode's and chapters' titles are no claim (they are still checked).
  const claimed = names.filter((n) => !ignored.has(n));
  const words = tokens
    .filter((t) => !numbers.includes(t) && !nameSet.has(t) && !STOP_WORDS.has(t) && t.length > 2 && !/['’]/.test(t))
    .map(stem);
  const question = /[?？؟]\s*$/.test(sentence);
  const states =
    !question && (numbers.length > 0 || claimed.length > 0 || QUOTED.test(sentence) || REPORTING.test(sentence));
  return { text: sentence, states, numbers, names: names.flatMap((n) => wordTokens(n, locale)), words };
}

/** A sentence with fewer other content words than this is judged by its numbers and names alone. */
const MIN_WORDS_CHECKED = 3;

/**
 * True when the passage's words hold the sentence's numbers and names, and (with three or more) all but one in four
 * of its other content words.
 */
export function supports(passage: Set<string>, facts: SentenceFacts): boolean {
  if (!facts.numbers.every((n) => passage.has(stem(n)))) return false;
  if (!facts.names.every((n) => passage.has(stem(n)))) return false;
  if (facts.words.length < MIN_WORDS_CHECKED) return facts.numbers.length + facts.names.length > 0;
  const missing = facts.words.filter((w) => !passage.has(w)).length;
  return missing <= Math.floor(facts.words.length / 4);
}

/** A claimed citation: the quote may be left to the check (a model names only the passage). */
export type ClaimedCitation = Omit<Citation, 'quote'> & { quote?: string };

export interface VerifyOptions {
  locale?: string;
  /** Names that are no claim (the speakers'). */
  ignoredNames?: readonly string[];
}

const passageKey = (p: { sourceId: number; passage: number }) => `${p.sourceId}.${p.passage}`;

/** A line's claimed citations checked against the passages: those that verify, and whether the line is unsupported. */
export function verifyLine(
  text: string,
  claimed: readonly ClaimedCitation[],
  passages: ReadonlyMap<string, SourcePassage>,
  options: VerifyOptions = {},
): { citations: Citation[]; unsupported: boolean } {
  const locale = options.locale ?? 'en';
  const ignored = new Set((options.ignoredNames ?? []).flatMap((n) => n.toLocaleLowerCase(locale).split(/\s+/)));
  const sentences = splitSentences(text, locale).map((s) => factsOf(s, locale, ignored));
  const covered = new Set<SentenceFacts>();
  const citations: Citation[] = [];
  const seen = new Set<string>();
  for (const claim of claimed) {
    const passage = passages.get(passageKey(claim));
    if (!passage || seen.has(passageKey(claim))) continue;
    const words = passageWords(passage.text, locale);
    const held = sentences.filter((s) => supports(words, s));
    if (!held.length) continue;
    const quote = quoteFor(passage, claim.quote, held, locale);
    if (!quote) continue;
    seen.add(passageKey(claim));
    for (const s of held) covered.add(s);
    citations.push({ sourceId: passage.sourceId, passage: passage.passage, quote });
  }
  const unsupported = sentences.some((s) => s.states && !covered.has(s));
  return { citations, unsupported };
}

const squash = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/**
 * The quote: the claimed one when it is the passage's own words; without one, the passage's sentence sharing most
 * words with what the line says. Undefined when a claimed quote is not in the passage.
 */
function quoteFor(
  passage: SourcePassage,
  claimed: string | undefined,
  held: SentenceFacts[],
  locale: string,
): string | undefined {
  if (claimed !== undefined)
    return squash(passage.text).includes(squash(claimed)) && claimed.trim() ? claimed : undefined;
  const wanted = new Set(held.flatMap((s) => [...s.words, ...s.names.map(stem), ...s.numbers.map(stem)]));
  let best = '';
  let bestScore = -1;
  for (const sentence of splitSentences(passage.text, locale)) {
    const words = passageWords(sentence, locale);
    const score = [...wanted].filter((w) => words.has(w)).length;
    if (score > bestScore) {
      best = sentence;
      bestScore = score;
    }
  }
  return best || undefined;
}

/** Every line's citations checked: the record stored beside the transcript, and the passages it cites. */
export function verifyScript(
  lines: readonly ScriptLine[],
  claimed: ReadonlyArray<readonly ClaimedCitation[] | undefined>,
  passages: readonly SourcePassage[],
  options: VerifyOptions = {},
): { lines: LineCitations[]; passages: SourcePassage[] } {
  const byKey = new Map(passages.map((p) => [passageKey(p), p]));
  const out: LineCitations[] = [];
  const cited = new Map<string, SourcePassage>();
  lines.forEach((line, index) => {
    const { citations, unsupported } = verifyLine(line.text, claimed[index] ?? [], byKey, options);
    if (!citations.length && !unsupported) return;
    for (const c of citations) cited.set(passageKey(c), byKey.get(passageKey(c)) as SourcePassage);
    out.push({ index, text: line.text, citations, unsupported });
  });
  return { lines: out, passages: [...cited.values()] };
}
