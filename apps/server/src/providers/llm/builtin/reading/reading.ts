/**
 * What one sentence of the material says, as the offline writer needs it to talk about it: the phrases it names
 * things by (as written, proper nouns with their capitals), its figure, its year, its names, and questions that
 * sentence answers. English is read with a part-of-speech tagger (reading/english.ts); other languages with
 * the language's own patterns (reading/plain.ts).
 */
export interface Reading {
  text: string;
  /** Noun phrases of two words or more, names and figures, as the sentence writes them; longest first. */
  phrases: string[];
  /** People, places and other proper names, as written. */
  names: string[];
  /** The names that are people's (asked about with "who"); empty where the language's reading cannot tell. */
  people: string[];
  /** A count with what it counts ("1200 tonnes of black tea"), as written; `unit` is what it counts. */
  figure?: { phrase: string; unit: string };
  /** A year the sentence dates something by. */
  year?: string;
  /** The sentence's main claim, short enough to say back: subject, verb and the start of what follows. */
  claim?: string;
  /** Read by a part-of-speech tagger (English), whose bare noun runs may be misreadings; else by pattern. */
  tagged: boolean;
  /** Questions this sentence answers, built from it (who, when, how many, why, what), best first. */
  questions: Array<{ kind: QuestionKind; text: string }>;
}

export type QuestionKind = 'who' | 'when' | 'howMany' | 'howMuch' | 'why' | 'what';

const NAMING_FIGURE = /\d/;

/** A phrase a listener hears as the material's own: two words or more, a proper noun, or a figure. */
export function isNaming(phrase: string): boolean {
  const core = phrase.trim().replace(/^(?:the|a|an)\s+/i, '');
  return core.includes(' ') || /\p{Lu}/u.test(core) || NAMING_FIGURE.test(core);
}

/** Whether `text` contains `phrase` as whole words. */
export function mentions(text: string, phrase: string, caseSensitive = true): boolean {
  if (!phrase || !(caseSensitive ? text.includes(phrase) : text.toLowerCase().includes(phrase.toLowerCase())))
    return false;
  const key = `${caseSensitive ? 's' : 'i'}${phrase}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escaped}(?![\\p{L}\\p{M}\\p{N}])`, caseSensitive ? 'u' : 'iu');
    if (patterns.size > 5_000) patterns.clear();
    patterns.set(key, pattern);
  }
  return pattern.test(text);
}

const patterns = new Map<string, RegExp>();

export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
