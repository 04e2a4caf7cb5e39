import type { ScriptLine } from '@podloom/contract';
import { cleanLineText } from '../text/speaker-names';
import { speakEnglishNumbers } from '../text/spoken-numbers';
import { countSpokenWords } from '../text/word-count';
import type { OnWriterProgress } from '../writer-types';
import type { PhraseBook } from './phrases/phrase-book';
import { Deck, type Random } from './seeded';

/** A turn before it is said: who speaks, and up to three sentences (issue 4: short turns). */
export interface Turn {
  speaker: string;
  sentences: string[];
}

const MAX_SENTENCES_PER_TURN = 3;
const LATIN_EDGE = /[A-Za-z0-9]/;
/** Mostly ASCII letters: English-looking, so its digits may be spelled out in English. */
const ENGLISH_LOOKING = /^[\x20-\x7E‘’–—…]*$/;

export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}

/** Joins sentences; languages written without spaces get none, except between two Latin words. */
export function joinSentences(parts: string[], spaced: boolean): string {
  let text = '';
  for (const part of parts.map((p) => p.trim()).filter(Boolean)) {
    if (!text) text = part;
    else if (spaced || LATIN_EDGE.test(text.at(-1) ?? '') || LATIN_EDGE.test(part[0] ?? '')) text += ` ${part}`;
    else text += part;
  }
  return text;
}

/** Lists names the way the language does: "A, B and C". */
export function joinNames(names: string[], book: PhraseBook): string {
  if (names.length <= 1) return names[0] ?? '';
  const separator = book.listSeparator ?? (book.spaced ? ', ' : '、');
  return `${names.slice(0, -1).join(separator)}${book.and}${names.at(-1)}`;
}

/**
 * The script as it is being written: it keeps the lines, counts their words, hands each line to the
 * progress callback at once, and holds the phrase decks so no phrase repeats before its siblings are used.
 */
export class Conversation {
  readonly lines: ScriptLine[] = [];
  words = 0;
  private readonly decks = new Map<string, Deck<string>>();

  constructor(
    readonly book: PhraseBook,
    readonly random: Random,
    private readonly onProgress?: OnWriterProgress,
  ) {}

  /** Draws the next phrase of a pool; `key` names the pool so each keeps its own deck. */
  draw(key: string, pool: readonly string[]): string {
    let deck = this.decks.get(key);
    if (!deck) {
      deck = new Deck(pool, this.random);
      this.decks.set(key, deck);
    }
    return deck.draw();
  }

  /** The text a turn would be spoken as, and its words, without saying it. */
  render(turn: Turn): { speaker: string; text: string; words: number } {
    const sentences = turn.sentences.slice(0, MAX_SENTENCES_PER_TURN).map((s) => this.speakable(s));
    const text = cleanLineText(joinSentences(sentences, this.book.spaced));
    return { speaker: turn.speaker, text, words: countSpokenWords(text) };
  }

  wordsOf(turns: Turn[]): number {
    return turns.reduce((sum, t) => sum + this.render(t).words, 0);
  }

  say(turns: Turn[]): void {
    for (const turn of turns) {
      const { speaker, text, words } = this.render(turn);
      if (!text) continue;
      const line = { speaker, text };
      this.lines.push(line);
      this.words += words;
      this.onProgress?.({ type: 'line', index: this.lines.length - 1, line: { ...line } });
    }
  }

  private speakable(sentence: string): string {
    if (this.book.name === 'English' && ENGLISH_LOOKING.test(sentence)) return speakEnglishNumbers(sentence);
    return sentence;
  }
}
