/**
 * Spoken-word counting for the word budget (DESIGN §7: about 150 spoken words a minute).
 *
 * Languages written with spaces count whitespace-separated tokens that hold a letter or digit.
 * Han, Hiragana and Katakana are written without spaces, so each such character counts as half a
 * word: Japanese and Mandarin are read aloud at roughly 300 characters a minute, which keeps one
 * budget (150 "words" a minute) for every language. Hangul is written with spaces and counts normally.
 */
export const WORDS_PER_MINUTE = 150;
/** The budget may be missed by this fraction either way (±15%: a script is timed by its words). */
export const BUDGET_TOLERANCE = 0.15;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]/gu;
const WORDLIKE = /[\p{L}\p{N}]/u;

export function countSpokenWords(text: string): number {
  let words = 0;
  let cjk = 0;
  for (const token of text.split(/\s+/)) {
    if (!token) continue;
    const cjkChars = token.match(CJK)?.length ?? 0;
    cjk += cjkChars;
    const rest = cjkChars ? token.replace(CJK, ' ') : token;
    // A token like "AI技術" is one Latin word plus two characters; "技術。" is characters only.
    for (const part of rest.split(' ')) if (WORDLIKE.test(part)) words += 1;
  }
  return words + Math.round(cjk / 2);
}

export function wordBudget(minutes: number): number {
  return Math.max(1, Math.round(minutes * WORDS_PER_MINUTE));
}

export function isWithinBudget(words: number, budget: number, tolerance = BUDGET_TOLERANCE): boolean {
  return words >= budget * (1 - tolerance) && words <= budget * (1 + tolerance);
}
