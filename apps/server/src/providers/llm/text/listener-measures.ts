import type { ScriptLine } from '@podloom/contract';
import nlp from 'compromise';
import { keyTerms } from './key-terms';
import { splitSentences, wordTokens } from './sentences';
import { speakEnglishNumbers } from './spoken-numbers';

/**
 * What a listener notices in an English script, measured the same way by the tests and bench/script-quality:
 *
 * - Questions naming the material: questions holding a noun phrase of the material as the material writes it
 *   (two words or more, or a proper noun with its capitals; determiners aside), English numbers compared as spoken.
 * - Lone-keyword questions: questions that name nothing of the material but a single lowercase noun of it that
 *   the material is about (a TextRank key term): "How should we think about library?".
 * - Reused template reactions: the host's non-question sentences after another speaker's line, with the words of
 *   that line and any figure taken out; a shape said twice in one script is a template, counted per extra use.
 * - Repeated sentences: sentences said more than once, material or not, counted per extra use.
 * - Host lines referring to the previous answer: host lines after another speaker's line that repeat a noun phrase
 *   of two words or more, a name or a figure of that line.
 */
const DETERMINER = /^(?:the|a|an|this|that|these|those|its|their|his|her|our|my|your|some|each|every|any)\s+/i;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const QUESTION = /[?？؟]\s*$/;
const FIGURE = /\d/;

/** Noun phrases of an English text as written, determiners dropped; a word capitalised only by its place is not. */
export function nounPhrases(text: string): string[] {
  const cached = phraseCache.get(text);
  if (cached) return cached;
  const out = new Set<string>();
  for (const sentence of (nlp(text) as unknown as { document: Term[][] }).document) {
    const first = sentence[0];
    // Names on their own too ("Harbour Hill" in "Harbour Hill open libraries").
    for (const name of properRuns(sentence)) out.add(name);
    for (const phrase of chunks(sentence)) {
      let words = phrase.map((t) => t.text).filter(Boolean);
      if (phrase[0] === first && !isProper(first) && !isProper(phrase[1]))
        words = [lowerFirst(words[0] ?? ''), ...words.slice(1)];
      const written = words.join(' ').replace(EDGE_PUNCTUATION, '').replace(DETERMINER, '').trim();
      if (written) out.add(written);
    }
  }
  if (phraseCache.size > 100) phraseCache.clear();
  phraseCache.set(text, [...out]);
  return [...out];
}

const phraseCache = new Map<string, string[]>();

function properRuns(terms: Term[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  terms.forEach((t, i) => {
    const proper = isProper(t) && /^\p{Lu}/u.test(t.text) && i > 0;
    if (proper) run.push(t.text);
    if ((!proper || /[,;:.]/.test(t.post ?? '')) && run.length) {
      out.push(run.join(' '));
      run = [];
    }
  });
  if (run.length) out.push(run.join(' '));
  return out;
}

interface Term {
  text: string;
  tags: Set<string>;
  post?: string;
}

const isProper = (t: Term | undefined) => Boolean(t?.tags.has('ProperNoun') || t?.tags.has('Person'));
const lowerFirst = (w: string) => (w === w.toUpperCase() && w.length > 1 ? w : w.charAt(0).toLowerCase() + w.slice(1));
const NOUNISH = new Set(['Noun', 'Adjective', 'Value', 'Determiner', 'Possessive', 'ProperNoun']);

/** Runs of determiners, adjectives, figures and nouns that end in a noun, split at punctuation and pronouns. */
function chunks(terms: Term[]): Term[][] {
  const out: Term[][] = [];
  let run: Term[] = [];
  const close = () => {
    while (run.length && !run.at(-1)?.tags.has('Noun')) run.pop();
    if (run.some((t) => t.tags.has('Noun') && !t.tags.has('Pronoun'))) out.push(run);
    run = [];
  };
  const nounish = (t: Term | undefined) =>
    Boolean(t && [...t.tags].some((tag) => NOUNISH.has(tag)) && !t.tags.has('Pronoun') && !isVerbish(t));
  terms.forEach((term, i) => {
    // "the festival of oolong" is one phrase.
    const joins = /^of$/i.test(term.text) && run.at(-1)?.tags.has('Noun') && nounish(terms[i + 1]);
    const fits = nounish(term) || Boolean(joins);
    if (fits) run.push(term);
    else close();
    if (fits && /[,;:.!?()—–-]/.test(term.post ?? '')) close();
  });
  close();
  return out;
}

const isVerbish = (t: Term) => t.tags.has('Verb') || t.tags.has('Preposition') || t.tags.has('Date');

/** A phrase a listener hears as the material's own: two words or more, a proper noun, or a figure. */
export function isNamingPhrase(phrase: string): boolean {
  return phrase.includes(' ') || /\p{Lu}/u.test(phrase) || FIGURE.test(phrase);
}

function containsPhrase(text: string, phrase: string, caseSensitive: boolean): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, caseSensitive ? 'u' : 'iu').test(text);
}

export function questionsOf(lines: ScriptLine[]): string[] {
  return lines.flatMap((l) => splitSentences(l.text)).filter((s) => QUESTION.test(s));
}

export interface QuestionMeasures {
  questions: number;
  /** Questions holding a naming phrase of the material as written. */
  naming: number;
  /** Questions around a single lowercase noun of the material and nothing else of it. */
  loneKeyword: number;
}

export function measureQuestions(lines: ScriptLine[], material: string): QuestionMeasures {
  const phrases = nounPhrases(speakEnglishNumbers(material));
  const naming = phrases.filter(isNamingPhrase).sort((a, b) => b.length - a.length);
  // A keyword is a single noun the material is about (its TextRank key terms), as a keyword writer would pick.
  const keywords = new Set(keyTerms(material, { count: 80 }));
  const singles = new Set(
    phrases.filter((p) => !isNamingPhrase(p) && keywords.has(p.toLowerCase())).map((p) => p.toLowerCase()),
  );
  const questions = questionsOf(lines);
  let named = 0;
  let lone = 0;
  for (const question of questions) {
    if (naming.some((p) => containsPhrase(question, p, true))) named += 1;
    else if (wordTokens(question).some((w) => singles.has(w))) lone += 1;
  }
  return { questions: questions.length, naming: named, loneKeyword: lone };
}

/** The shape of a reaction: the words of the line it answers and any figure taken out. */
export function reactionShape(reaction: string, previous: string, locale = 'en'): string {
  const spoken = (text: string) => (locale.startsWith('en') ? speakEnglishNumbers(text) : text);
  const heard = new Set(wordTokens(spoken(previous), locale));
  const tokens = wordTokens(spoken(reaction), locale).map((w) => (heard.has(w) || FIGURE.test(w) ? '_' : w));
  return tokens.join(' ').replace(/_(?: _)+/g, '_');
}

/** The host's reactions, each with the line it follows: non-question sentences before the line's question. */
export function hostReactions(lines: ScriptLine[]): Array<{ reaction: string; previous: string }> {
  const host = lines[0]?.speaker;
  const out: Array<{ reaction: string; previous: string }> = [];
  lines.forEach((line, i) => {
    const before = lines[i - 1];
    if (line.speaker !== host || !before || before.speaker === host || i >= lines.length - 3) return;
    const sentences = splitSentences(line.text);
    for (const sentence of sentences) {
      if (QUESTION.test(sentence)) break;
      out.push({ reaction: sentence, previous: before.text });
    }
  });
  return out;
}

export function reusedReactionShapes(lines: ScriptLine[]): number {
  const counts = new Map<string, number>();
  for (const { reaction, previous } of hostReactions(lines)) {
    const shape = reactionShape(reaction, previous);
    counts.set(shape, (counts.get(shape) ?? 0) + 1);
  }
  return [...counts.values()].reduce((n, c) => n + c - 1, 0);
}

export function repeatedSentences(lines: ScriptLine[], locale = 'en'): number {
  const counts = new Map<string, number>();
  for (const line of lines)
    for (const s of splitSentences(line.text, locale)) {
      const key = s
        .toLocaleLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
        .trim();
      if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  return [...counts.values()].reduce((n, c) => n + c - 1, 0);
}

const NUMBER_WORDS =
  /\b(?:(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|percent)(?:[\s-]+|\b)){2,}/gi;

/** Figures as spoken, two number words or more ("nineteen sixteen", "four thousand"). */
function spokenFigures(text: string): string[] {
  return [...text.matchAll(NUMBER_WORDS)].map((m) => m[0].trim().toLowerCase());
}

/** Whether `line` repeats a naming phrase (case aside), a name or a figure of `previous`. */
export function refersTo(line: string, previous: string): boolean {
  const spokenLine = speakEnglishNumbers(line);
  const spokenPrevious = speakEnglishNumbers(previous);
  const figures = spokenFigures(spokenLine);
  if (spokenFigures(spokenPrevious).some((f) => figures.includes(f))) return true;
  return nounPhrases(spokenPrevious)
    .filter(isNamingPhrase)
    .some((p) => containsPhrase(spokenLine, p, false));
}

/** Share of the host's lines after another speaker's line (the closing aside) that refer to that line. */
export function hostReferenceShare(lines: ScriptLine[]): number {
  const host = lines[0]?.speaker;
  let total = 0;
  let referring = 0;
  lines.forEach((line, i) => {
    const before = lines[i - 1];
    if (line.speaker !== host || !before || before.speaker === host || i >= lines.length - 3) return;
    total += 1;
    if (refersTo(line.text, before.text)) referring += 1;
  });
  return total ? referring / total : 0;
}
