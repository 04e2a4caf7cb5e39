import { z } from 'zod';
import { ipaToEspeak, phonemeMark } from '../../../providers/tts/phonemes';

/**
 * How an entry says its word: a respelling ("pod loom"), or IPA between slashes (`/ˈpɒd.luːm/`), optionally
 * followed by a respelling for the engines that cannot take phonemes (`/ˈpɒd.luːm/ pod loom`).
 */
export function parseSayAs(sayAs: string): { ipa: string; respelling: string } | { respelling: string } {
  const ipa = /^\/([^/]+)\/\s*(.*)$/su.exec(sayAs.trim());
  if (!ipa) return { respelling: sayAs };
  return { ipa: (ipa[1] as string).trim(), respelling: (ipa[2] as string).trim() };
}

/** The sentence for IPA this install cannot read, or null when it is fine (or not IPA). */
export function ipaProblem(sayAs: string): string | null {
  const said = parseSayAs(sayAs);
  if (!('ipa' in said)) {
    return sayAs.trim().startsWith('/') ? 'Please close the IPA with a slash, like /ˈpɒd.luːm/.' : null;
  }
  if (!said.ipa) return 'Please write the IPA between the slashes, like /ˈpɒd.luːm/.';
  const converted = ipaToEspeak(said.ipa);
  return 'unknown' in converted
    ? `We cannot read the IPA symbol “${converted.unknown}”. Please use the symbols of English IPA, or write a respelling.`
    : null;
}

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
    .max(200, 'Please keep the pronunciation under 200 characters.')
    .superRefine((value, ctx) => {
      const problem = ipaProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
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
 * Longer phrases go first, so "Pod Loom Studio" wins over "Pod Loom". Every engine takes a respelling as plain text;
 * an IPA entry is marked for the synthesiser, which gives each engine what it takes (providers/tts/phonemes.ts).
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
  const byKey = new Map(fitting.map((e) => [e.text.toLowerCase(), parseSayAs(e.sayAs)]));
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${fitting.map((e) => escapeRegExp(e.text)).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return text.replace(pattern, (match) => {
    const said = byKey.get(match.toLowerCase());
    if (!said) return match;
    // IPA travels as a mark each engine reads its own way; without a respelling the others read the word as written.
    return 'ipa' in said ? phonemeMark(said.ipa, said.respelling || match) : said.respelling;
  });
}
