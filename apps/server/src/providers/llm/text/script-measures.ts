import type { ScriptLine } from '@podloom/contract';
import { splitSentences, wordTokens } from './sentences';
import { speakEnglishNumbers } from './spoken-numbers';

/**
 * How good a script is, measured the same way by the tests and bench/script-quality.
 *
 * - Unique sentences: the share of the script's sentences (lower case, letters and digits only) said once.
 * - Repeated stock lines: sentences said more than once that are not sentences of the material (the frame
 *   repeating itself), counted per extra occurrence.
 * - Answers carrying a fact: an answer is a line that follows another speaker's question (a monologue, which has
 *   no one to answer: every line but the first and the last); it carries a fact when it holds six consecutive
 *   words of one sentence of the material (English numbers compared as spoken: the writer spells them out).
 */
const FACT_WORDS = 6;

function key(sentence: string): string {
  return sentence
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

export function scriptSentences(lines: ScriptLine[], locale = 'en'): string[] {
  return lines
    .flatMap((l) => splitSentences(l.text, locale))
    .map(key)
    .filter(Boolean);
}

export function uniqueSentenceShare(lines: ScriptLine[], locale = 'en'): number {
  const sentences = scriptSentences(lines, locale);
  if (!sentences.length) return 1;
  const counts = new Map<string, number>();
  for (const s of sentences) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts.values()].filter((n) => n === 1).length / sentences.length;
}

function spoken(text: string, locale: string): string {
  return locale.startsWith('en') ? speakEnglishNumbers(text) : text;
}

export function repeatedStockLines(lines: ScriptLine[], material = '', locale = 'en'): number {
  const fromMaterial = new Set(splitSentences(spoken(material, locale), locale).map(key));
  const counts = new Map<string, number>();
  for (const s of scriptSentences(lines, locale)) counts.set(s, (counts.get(s) ?? 0) + 1);
  let repeats = 0;
  for (const [sentence, n] of counts) if (n > 1 && !fromMaterial.has(sentence)) repeats += n - 1;
  return repeats;
}

function grams(text: string, locale: string): string[] {
  const words = wordTokens(text, locale);
  const out: string[] = [];
  for (let i = 0; i + FACT_WORDS <= words.length; i += 1) out.push(words.slice(i, i + FACT_WORDS).join(' '));
  return out;
}

const ENDS_WITH_QUESTION = /[?？؟]\s*$/;

export function answerLines(lines: ScriptLine[]): ScriptLine[] {
  if (new Set(lines.map((l) => l.speaker)).size <= 1) return lines.slice(1, -1);
  return lines.filter((l, i) => {
    const before = lines[i - 1];
    return before && before.speaker !== l.speaker && ENDS_WITH_QUESTION.test(before.text);
  });
}

/** Share of answers that carry a fact of the material (0 when there is no material). */
export function factShare(lines: ScriptLine[], material: string, locale = 'en'): number {
  const answers = answerLines(lines);
  if (!material.trim() || !answers.length) return 0;
  const known = new Set(splitSentences(spoken(material, locale), locale).flatMap((s) => grams(s, locale)));
  return answers.filter((l) => grams(l.text, locale).some((g) => known.has(g))).length / answers.length;
}
