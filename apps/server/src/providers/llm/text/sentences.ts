/**
 * Sentence splitting and word tokens for any seeded language, through ICU (`Intl.Segmenter`), which
 * knows the danda, the ideographic full stop and languages written without spaces.
 */
const ABBREVIATION = /(?:^|\s)(?:Mr|Mrs|Ms|Dr|Prof|St|Sr|Jr|vs|etc|e\.g|i\.e|No|Fig|Inc|Ltd|Co|approx|[A-Z])\.\s*$/;
const URL = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;
const CITATION = /\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]/g;
const LATIN_SHORT = /^[a-z]$/;

const sentenceSegmenters = new Map<string, Intl.Segmenter>();
const wordSegmenters = new Map<string, Intl.Segmenter>();

function segmenter(cache: Map<string, Intl.Segmenter>, locale: string, granularity: 'sentence' | 'word') {
  let s = cache.get(locale);
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity });
    cache.set(locale, s);
  }
  return s;
}

/** Splits text into sentences; line breaks also end one (headings and list items stand alone). */
export function splitSentences(text: string, locale = 'en'): string[] {
  const seg = segmenter(sentenceSegmenters, locale, 'sentence');
  const sentences: string[] = [];
  for (const paragraph of text.replace(URL, ' ').replace(CITATION, '').split(/\n+/)) {
    const clean = paragraph.replace(/\s+/g, ' ').trim();
    if (!clean) continue;
    let carry = '';
    for (const { segment } of seg.segment(clean)) {
      const piece = `${carry}${segment}`;
      // ICU ends a sentence after "Dr." or an initial; joining them back keeps names whole.
      if (ABBREVIATION.test(piece)) {
        carry = piece;
        continue;
      }
      carry = '';
      const trimmed = piece.trim();
      if (trimmed) sentences.push(trimmed);
    }
    if (carry.trim()) sentences.push(carry.trim());
  }
  return sentences;
}

/** Lower-cased word tokens (punctuation dropped; single Latin letters too: they carry no topic). */
export function wordTokens(sentence: string, locale = 'en'): string[] {
  const seg = segmenter(wordSegmenters, locale, 'word');
  const tokens: string[] = [];
  for (const part of seg.segment(sentence)) {
    if (!part.isWordLike) continue;
    const token = part.segment.toLocaleLowerCase(locale);
    if (LATIN_SHORT.test(token)) continue;
    tokens.push(token);
  }
  return tokens;
}
