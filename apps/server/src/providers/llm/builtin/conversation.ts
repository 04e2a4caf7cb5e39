import type { ScriptLine } from '@podloom/contract';
import { splitSentences } from '../text/sentences';
import { cleanLineText } from '../text/speaker-names';
import { speakEnglishNumbers } from '../text/spoken-numbers';
import { countSpokenWords } from '../text/word-count';
import type { OnWriterProgress } from '../writer-types';
import type { PhraseBook } from './phrases/phrase-book';
import { Deck, type Random } from './seeded';

/** A turn before it is said: who speaks, and up to three sentences (short turns are easier to follow). */
export interface Turn {
  speaker: string;
  sentences: string[];
  /** Drop any sentence this script has already said (lines built from material never repeat). */
  fresh?: boolean;
  /** Material sentences the turn relies on without saying them (a reaction to one); those it says count too. */
  cites?: string[];
}

const MAX_SENTENCES_PER_TURN = 3;
const LATIN_EDGE = /[A-Za-z0-9]/;
/** Mostly ASCII letters: English-looking, so its digits may be spelled out in English. */
const ENGLISH_LOOKING = /^[\x20-\x7E‘’–—…]*$/;

/** A sentence as compared for repeats: lower case, letters and digits only. */
export function sayKey(sentence: string): string {
  return sentence
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** Sentence splitting (ICU) is the writer's slowest step and the same texts are split again and again. */
const splitCache = new Map<string, string[]>();
const SPLIT_CACHE_SIZE = 20_000;

function sentencesOf(text: string): string[] {
  let sentences = splitCache.get(text);
  if (!sentences) {
    if (splitCache.size >= SPLIT_CACHE_SIZE) splitCache.clear();
    sentences = splitSentences(text);
    splitCache.set(text, sentences);
  }
  return sentences;
}

function countSentencesIn(parts: string[]): number {
  return parts.reduce((n, p) => n + Math.max(1, sentencesOf(p).length), 0);
}

function sentenceKeys(text: string): string[] {
  return sentencesOf(text).map(sayKey).filter(Boolean);
}

/** fill, where a capitalised placeholder ({Prev}) puts its value at the start of a sentence. */
export function fillCased(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    const value = vars[key] ?? vars[lower];
    if (value === undefined) return whole;
    return key === lower ? value : value.charAt(0).toLocaleUpperCase() + value.slice(1);
  });
}

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
  /** Per line, the material sentences it relies on (its citations, once found in their passages). */
  readonly cites: string[][] = [];
  /** The material's sentences: a turn saying one cites it. */
  sources: ReadonlySet<string> = new Set();
  words = 0;
  private readonly decks = new Map<string, Deck<string>>();
  /** Every sentence said so far, normalised, so a phrase is not said twice in one script. */
  private readonly said = new Set<string>();
  /** Shapes of the reactions said so far (text/listener-measures.ts): no reaction is said twice in one shape. */
  private readonly shapes = new Set<string>();
  private readonly shapeLog: string[] = [];

  constructor(
    readonly book: PhraseBook,
    readonly random: Random,
    private readonly onProgress?: OnWriterProgress,
    readonly locale = 'en',
  ) {}

  hasShape(shape: string): boolean {
    return this.shapes.has(shape);
  }

  addShape(shape: string): void {
    this.shapes.add(shape);
    this.shapeLog.push(shape);
  }

  /** How many reaction shapes were taken so far, to give back with `releaseShapes` if an exchange is left out. */
  get shapeMark(): number {
    return this.shapeLog.length;
  }

  releaseShapes(mark: number): void {
    for (const shape of this.shapeLog.splice(mark)) this.shapes.delete(shape);
  }

  /** Draws the next phrase of a pool; `key` names the pool so each keeps its own deck. */
  draw(key: string, pool: readonly string[]): string {
    let deck = this.decks.get(key);
    if (!deck) {
      deck = new Deck(pool, this.random);
      this.decks.set(key, deck);
    }
    return deck.draw();
  }

  /**
   * The next phrase of a pool that this script has not said yet, filled in; undefined once every phrase of the
   * pool (with these values) has been said.
   */
  drawFresh(key: string, pool: readonly string[], vars: Record<string, string> = {}): string | undefined {
    for (let i = 0; i < pool.length; i += 1) {
      const sentence = fillCased(this.draw(key, pool), vars);
      if (!this.hasSaid(sentence)) return sentence;
    }
    return undefined;
  }

  /** True when any sentence of `text` was said already (templates may hold two sentences). */
  hasSaid(text: string): boolean {
    return sentenceKeys(this.speakable(text)).some((key) => this.said.has(key));
  }

  /** The text a turn would be spoken as, and its words, without saying it. */
  render(turn: Turn): { speaker: string; text: string; words: number } {
    const seen = new Set<string>();
    const sentences = turn.sentences
      .map((s) => this.speakable(s))
      .filter((s) => {
        if (!turn.fresh) return true;
        const keys = sentenceKeys(s);
        if (keys.some((key) => this.said.has(key) || seen.has(key))) return false;
        for (const key of keys) seen.add(key);
        return true;
      })
      .filter((_s, i, all) => i === 0 || countSentencesIn(all.slice(0, i + 1)) <= MAX_SENTENCES_PER_TURN)
      .slice(0, MAX_SENTENCES_PER_TURN);
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
      for (const sentence of turn.sentences)
        for (const key of sentenceKeys(this.speakable(sentence))) this.said.add(key);
      this.lines.push(line);
      this.cites.push([...(turn.cites ?? []), ...turn.sentences.filter((s) => this.sources.has(s))]);
      this.words += words;
      this.onProgress?.({ type: 'line', index: this.lines.length - 1, line: { ...line } });
    }
  }

  private speakable(sentence: string): string {
    if (this.book.name !== 'English' || !ENGLISH_LOOKING.test(sentence)) return sentence;
    const spoken = speakEnglishNumbers(sentence);
    // "1843, then." is spoken "Eighteen forty-three, then.": a sentence starts with a capital.
    return /^\d/.test(sentence) ? spoken.charAt(0).toLocaleUpperCase() + spoken.slice(1) : spoken;
  }
}
