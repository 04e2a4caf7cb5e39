import { readEnglish, readEnglishAll } from './english';
import { readPlain } from './plain';
import type { Reading } from './reading';

export type { QuestionKind, Reading } from './reading';
export { capitalise, isNaming, mentions } from './reading';

/** The reading of a sentence of the material in the script's language (see reading.ts). */
export function readSentence(sentence: string, language: string): Reading {
  return language.toLowerCase().startsWith('en') ? readEnglish(sentence) : readPlain(sentence, language);
}

/** Reads the sentences a script will talk about ahead, in one pass where the language's reader can. */
export function readAhead(sentences: string[], language: string): void {
  if (language.toLowerCase().startsWith('en')) readEnglishAll(sentences);
}
