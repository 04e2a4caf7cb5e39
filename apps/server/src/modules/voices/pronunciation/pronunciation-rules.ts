import { z } from 'zod';

/** One dictionary entry as the renderer needs it. */
export interface PronunciationEntry {
  text: string;
  sayAs: string;
  /** '' for every language, else a language prefix such as `en` or `en-IN`. */
  language: string;
}

/** setPronunciation's input, checked at the edge. */
export const pronunciationInput = z.object({
  text: z
    .string({ error: 'Please enter the word or phrase to pronounce.' })
    .trim()
    .min(1, 'Please enter the word or phrase to pronounce.')
    .max(100, 'Please keep the word or phrase under 100 characters.')
    .refine((v) => /[\p{L}\p{N}]/u.test(v), 'Please enter a word or phrase with letters or digits.'),
  sayAs: z
    .string({ error: 'Please say how it should be pronounced.' })
    .trim()
    .min(1, 'Please say how it should be pronounced.')
    .max(200, 'Please keep the pronunciation under 200 characters.'),
  language: z
    .string()
    .trim()
    .max(20, 'Please choose a language from the list.')
    .regex(/^([a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*)?$/, 'Please choose a language from the list.')
    .nullish()
    .transform((v) => v ?? ''),
});

/** A user may keep this many entries. */
export const MAX_PRONUNCIATIONS = 500;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when an entry is for this voice's language (an entry without a language is for every language). */
export function entryFitsLanguage(entry: PronunciationEntry, languageCode: string): boolean {
  if (!entry.language) return true;
  const want = entry.language.toLowerCase();
  const have = languageCode.toLowerCase();
  return have === want || have.startsWith(`${want}-`);
}

/**
 * The text an engine is given: each entry's word or phrase (whole words, any case) replaced by how to say it.
 * Longer phrases go first, so "Pod Loom Studio" wins over "Pod Loom". Every engine takes a respelling as plain text.
 */
export function applyPronunciations(
  text: string,
  entries: readonly PronunciationEntry[],
  languageCode: string,
): string {
  const fitting = entries
    .filter((e) => entryFitsLanguage(e, languageCode))
    .sort((a, b) => b.text.length - a.text.length);
  if (fitting.length === 0) return text;
  const byKey = new Map(fitting.map((e) => [e.text.toLowerCase(), e.sayAs]));
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${fitting.map((e) => escapeRegExp(e.text)).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return text.replace(pattern, (match) => byKey.get(match.toLowerCase()) ?? match);
}
