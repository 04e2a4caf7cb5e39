/**
 * How long a script will take to read, from what the voice will actually say rather than from its word count:
 * "4815162342…" is one word to a word count but eSpeak reads a long number digit by digit, spells a run of
 * capitals letter by letter, and says each symbol's name. The minutes limit is checked against this estimate, so
 * a script cannot buy a long render with a few "words".
 */

/** DESIGN §7: about 150 spoken words a minute. */
const WORDS_PER_MINUTE = 150;
/** Symbols a voice reads aloud by name ("percent", "at", "slash"): each is a word. */
const SPOKEN_SYMBOLS = /[#$%&*+=/\\<>@^_|~§©®°±×÷€£¥₹]/gu;
/** Anything a voice reads (letters and digits of any script), with the symbols above. */
const TOKEN = /[\p{L}\p{M}\p{N}'’]+/gu;

/** Words spoken for one number: short ones as words ("two thousand and twenty six"), long ones digit by digit. */
function numberWords(digits: number): number {
  // Up to nine digits a voice reads the value, at most three words per group of three digits plus its scale
  // word; past that eSpeak gives up on values and reads every digit.
  if (digits <= 9) return Math.min(digits * 2, Math.ceil(digits / 3) * 4);
  return digits;
}

/** Words spoken for a run of letters: an all-capital run is spelled, a long one is several words' worth. */
function letterWords(run: string): number {
  const letters = [...run];
  if (letters.length >= 2 && run === run.toUpperCase() && run !== run.toLowerCase()) return letters.length;
  // A run without a vowel cannot be pronounced as a word: the voice spells it.
  if (letters.length > 3 && !/[aeiouyàâäéèêëîïôöùûüœæ]/iu.test(run) && /^[a-z]+$/i.test(run)) return letters.length;
  // Ideographs are a syllable each; a long Latin word about one word per eight letters.
  if (/\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul}/u.test(run)) {
    return Math.ceil(letters.length / 2);
  }
  return Math.max(1, Math.ceil(letters.length / 8));
}

/** Words the voice will say for a text: numbers, capitals and symbols expanded as the voice reads them. */
export function spokenWords(text: string): number {
  let words = (text.match(SPOKEN_SYMBOLS) ?? []).length;
  for (const token of text.match(TOKEN) ?? []) {
    // "COVID19", "abc123": letters and digits are read as their own runs.
    for (const part of token.match(/\p{N}+|[^\p{N}]+/gu) ?? []) {
      words += /^\p{N}+$/u.test(part) ? numberWords([...part].length) : letterWords(part.replace(/['’]/g, ''));
    }
  }
  return words;
}

/** Spoken seconds a script's lines will likely take. */
export function spokenSeconds(texts: readonly string[]): number {
  const words = texts.reduce((n, text) => n + spokenWords(text), 0);
  return Math.ceil((words / WORDS_PER_MINUTE) * 60);
}
