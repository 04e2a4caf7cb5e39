import { isNaming, type Reading } from './reading';

/**
 * Reads a sentence in German, Spanish, French or Hindi with the language's own patterns (no tagger ships for
 * them in npm): articles with their noun as the noun phrases ("die ersten Regale", "la biblioteca del barrio"),
 * capitalised runs as names, a figure with the word it counts, a year. Questions are then asked by the host's
 * phrase pools around these phrases, never around a lone word.
 */
const ARTICLES: Record<string, string> = {
  de: 'der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines',
  es: 'el|la|los|las|un|una|unos|unas|del|al',
  fr: 'le|la|les|un|une|des|du|au|aux',
};
const LINKS: Record<string, string> = { es: 'de(?:\\s+(?:la|los|las|el))?|del', fr: 'de(?:\\s+la)?|du|des' };
/** Spanish past tenses, which follow a noun the way an adjective would ("la biblioteca prestó"). */
const SPANISH_VERB = /(?:ó|aron|ieron|aba|aban|ía|ían|dio|fue)$/;
/** Hindi postpositions end the noun phrase before them ("सामुदायिक पुस्तकालय में"). */
const HINDI_POSTPOSITION = /^(?:का|की|के|में|से|को|ने|पर|तक|लिए)$/;
const WORD = "[\\p{L}\\p{M}’'-]+";
const FIGURE = /(\d[\d.,]*)\s+([\p{L}\p{M}]+(?:\s+(?:de|d’)(?![\p{L}\p{M}])\s*[\p{L}\p{M}]+)?)/u;
const YEAR = /(?<!\d)(1[5-9][0-9]{2}|20[0-9]{2})(?!\d)/;
/** Words that follow a noun without describing it: prepositions and conjunctions. */
const NOT_ADJECTIVE = 'sans|avec|pour|dans|sur|en|et|ou|con|sin|para|por|sobre|y|o|que|qui|a';

function phrasesOf(sentence: string, base: string): string[] {
  const list = ARTICLES[base];
  if (!list) return hindiPhrases(sentence);
  // Articles in either case; no case-insensitive flag, which would make \p{Lu} match any letter.
  const articles = list
    .split('|')
    .flatMap((a) => [a, a.charAt(0).toUpperCase() + a.slice(1)])
    .join('|');
  const link = LINKS[base] ? `(?:\\s+(?:${LINKS[base]})\\s+\\p{Ll}${WORD})?` : '';
  // German writes every noun with a capital: an article, at most one adjective, and a capitalised noun.
  const noun =
    base === 'de'
      ? `(?:(?!(?:${articles})\\s)\\p{Ll}${WORD}\\s+)?\\p{Lu}${WORD}`
      : `\\p{Ll}${WORD}(?:\\s+(?!(?:${articles}|${NOT_ADJECTIVE})(?![\\p{L}]))\\p{Ll}${WORD})?`;
  const pattern = new RegExp(`(?<![\\p{L}\\p{M}])(?:${articles})\\s+${noun}${link}`, 'gu');
  return [...sentence.matchAll(pattern)]
    .map((m) => trimVerb(lowerArticle(m[0], m.index ?? 0), base))
    .filter((p) => p.split(' ').length >= 2);
}

/** Spanish and French: a second word that is a verb or a link word ends the phrase before it. */
function trimVerb(phrase: string, base: string): string {
  if (base === 'de') return phrase;
  const words = phrase.split(' ');
  const cut = words.findIndex(
    (w, i) => i >= 2 && (SPANISH_VERB.test(w) || (/^(?:de|du|des|del)$/.test(w) && i === words.length - 1)),
  );
  if (base === 'es' && words.length === 3 && SPANISH_VERB.test(words[2] ?? '')) return words.slice(0, 2).join(' ');
  return cut > 0 ? words.slice(0, cut).join(' ') : phrase;
}

/** An article capitalised only because it starts the sentence is written in lower case mid-sentence. */
function lowerArticle(phrase: string, index: number): string {
  return index === 0 ? phrase.charAt(0).toLocaleLowerCase() + phrase.slice(1) : phrase;
}

function hindiPhrases(sentence: string): string[] {
  const words = sentence
    .replace(/[।?!,;:]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const out: string[] = [];
  words.forEach((w, i) => {
    if (!HINDI_POSTPOSITION.test(w) || i < 2) return;
    const before = words.slice(i - 2, i);
    if (before.every((b) => !HINDI_POSTPOSITION.test(b) && !/^\d/.test(b))) out.push(before.join(' '));
  });
  return out;
}

function namesOf(sentence: string, base: string): string[] {
  if (base === 'hi') return [];
  const out: string[] = [];
  // Two capitalised words or more, not at the start: a person or place ("Luis Brenner", "Nueva York").
  for (const m of sentence.matchAll(/(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}'-]+(?:\s+\p{Lu}[\p{L}\p{M}'-]+)+/gu)) {
    const before = sentence.slice(0, m.index ?? 0).trim();
    const articleBefore = base === 'de' && /(?:^|\s)(?:der|die|das|den|dem|des|ein|eine)$/i.test(before);
    if ((m.index ?? 0) > 0 && !articleBefore) out.push(m[0]);
  }
  return out;
}

export function readPlain(sentence: string, language: string): Reading {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  const figure = FIGURE.exec(sentence);
  const names = namesOf(sentence, base);
  const phrases = [...new Set([...names, ...phrasesOf(sentence, base)])].filter(isNaming);
  return {
    text: sentence,
    phrases: phrases.sort((a, b) => b.length - a.length),
    names,
    people: [],
    tagged: false,
    figure:
      figure && !YEAR.test(figure[1] ?? '')
        ? { phrase: `${figure[1]} ${figure[2]}`, unit: figure[2] as string }
        : undefined,
    year: YEAR.exec(sentence)?.[1],
    questions: [],
  };
}
