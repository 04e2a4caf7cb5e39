import { formatTranscript, type SourcePassage } from '@podloom/contract';
import type { ClaimedCitation } from '../text/citations';
import { passagesOf } from '../text/passage-index';
import { splitSentences } from '../text/sentences';
import { toSpeakerLabels } from '../text/speaker-names';
import type { RankedSentence } from '../text/text-rank';
import { countSpokenWords, wordBudget } from '../text/word-count';
import { WriterError } from '../writer-error';
import { type ParsedWriterInput, parseWriterInput, type ScriptWriterInput } from '../writer-input';
import {
  type OnWriterProgress,
  type ScriptResult,
  type ScriptSegment,
  type ScriptWriter,
  segmentsOf,
} from '../writer-types';
import { Conversation } from './conversation';
import { Cast, type Exchange, introTurns, outroTurns, type PointCursor, segmentExchange } from './exchanges';
import { createFactState, type FactState, factExchange, snapshotOf } from './fact-exchanges';
import { formatTurns } from './format-turns';
import { type Material, prepareMaterial } from './material';
import { planOutline, type Segment } from './outline';
import { phraseBookFor } from './phrases';
import { readAhead } from './reading';
import { hashString, seededRandom } from './seeded';
import { talkFor } from './talk';
import { toneKeyOf } from './tone';

/**
 * The built-in offline writer (DESIGN §7): no network, deterministic for the same input. It frames the
 * conversation with the language's phrase book and grounds it in the key sentences of any description
 * or source text, ranked with TextRank. Nothing in a script is said twice: when the frame and the material
 * run out before the chosen length, the script ends there (see generalConversationMinutes).
 */

/** Share of the middle's words given to source sentences; the rest is the conversation around them. */
const SOURCE_SHARE = 0.6;
/** A segment never runs away: past this many exchanges it closes whatever the budget says. */
const MAX_EXCHANGES_PER_SEGMENT = 60;

/**
 * How much talk the facts of a segment need around them to fill its share of the length: none when the
 * material is rich, a reaction when it is thinner, more when it is thin.
 */
function paddingFor(target: number, segment: Segment): number {
  const words = segment.points.reduce((sum, p) => sum + p.words, 0);
  const ratio = target / Math.max(1, words);
  return ratio > 2.6 ? 3 : ratio > 2.1 ? 2 : ratio > 1.6 ? 1 : 0;
}

function premisePoints(premises: string[]): RankedSentence[] {
  return premises.map((text, index) => ({ text, index, score: 1, words: countSpokenWords(text) }));
}

export function createBuiltinWriter(): ScriptWriter {
  return {
    kind: 'builtin',
    name: 'builtin',
    write: async (input, onProgress) => writeOffline(input, onProgress),
  };
}

export function titleOf(topic: string): string {
  const clean = topic.replace(/\s+/g, ' ').trim();
  const short = clean.length <= 100 ? clean : `${clean.slice(0, 100).replace(/\s+\S*$/, '')}…`;
  return short.charAt(0).toLocaleUpperCase() + short.slice(1);
}

function seedOf(input: ParsedWriterInput): number {
  const { signal: _signal, ...rest } = input;
  return hashString(JSON.stringify(rest));
}

function checkCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new WriterError('WRITER_CANCELLED');
}

/** Everything one script is written with. */
interface Writing {
  input: ParsedWriterInput;
  conv: Conversation;
  cast: Cast;
  material: Material;
  segments: Segment[];
  state: FactState;
  middle: number;
}

function begin(input: ParsedWriterInput, onProgress: OnWriterProgress | undefined) {
  const book = phraseBookFor(input.language);
  const random = seededRandom(seedOf(input));
  const labels = toSpeakerLabels(input.speakers, (i) =>
    i === 0 ? book.defaultHost : `${book.defaultGuest} ${'ABC'[i - 1]}`,
  );
  const [host, ...guests] = labels as [string, ...string[]];
  const topic = input.topic.replace(/\s+/g, ' ').trim();
  const conv = new Conversation(book, random, onProgress, input.language);
  const cast = new Cast(conv, host, guests, toneKeyOf(input.tone), topic);
  return { book, conv, cast, topic };
}

/** One exchange of a segment: facts first, the book's frame once the material is used up. */
function nextExchange(w: Writing, i: number, cursor: PointCursor, n: number, padding: number): Exchange | null | 'end' {
  const talk = talkFor(w.input.language);
  const segment = w.segments[i] as Segment;
  const facts =
    talk && w.material.points.length ? factExchange(w.cast, segment, cursor, n === 0, talk, w.state, padding) : null;
  // The frame only once the material is used up, never while later segments still have facts of their own:
  // this segment then simply ends early.
  const pointsLeft = w.segments.slice(i + 1).some((s) => s.points.length > 0);
  if (!facts && talk && w.material.points.length && n > 0 && pointsLeft) return 'end';
  return facts ?? segmentExchange(w.cast, segment, cursor, n === 0);
}

/** Writes one segment towards its target; returns how far it missed (carried to the next). */
function writeSegment(w: Writing, i: number, target: number): number {
  const { conv } = w;
  const segment = w.segments[i] as Segment;
  const start = conv.words;
  const cursor: PointCursor = { points: segment.points, next: 0, asked: 0 };
  const padding = paddingFor(target, segment);
  for (let n = 0; n < MAX_EXCHANGES_PER_SEGMENT; n += 1) {
    const restore = snapshotOf(w.state);
    const mark = conv.shapeMark;
    const exchange = nextExchange(w, i, cursor, n, padding);
    if (!exchange || exchange === 'end') break;
    const said = conv.words - start;
    const after = said + conv.wordsOf(exchange.turns);
    if (n > 0 && Math.abs(after - target) >= Math.abs(said - target)) {
      restore();
      conv.releaseShapes(mark);
      break;
    }
    conv.say(exchange.turns);
    cursor.next += exchange.pointsUsed;
  }
  w.state.headings.push(segment.heading);
  return target - (conv.words - start);
}

export function writeOffline(raw: ScriptWriterInput, onProgress?: OnWriterProgress): ScriptResult {
  const input = parseWriterInput(raw);
  const { book, conv, cast, topic } = begin(input, onProgress);
  const budget = wordBudget(input.minutes);

  onProgress?.({ type: 'stage', stage: 'planning', done: 0, total: 1 });
  const intro = [...introTurns(cast), ...formatTurns(cast, input.format, input.language)];
  const outro = outroTurns(cast);
  const middle = Math.max(0, budget - conv.wordsOf(intro) - conv.wordsOf(outro));
  const material = prepareMaterial({ ...input, topic }, middle * SOURCE_SHARE);
  // Without source material, the description's claims are the only facts there are.
  const points = material.points.length ? material.points : premisePoints(material.premises);
  if (!material.points.length) material.premises = [];
  if (talkFor(input.language))
    readAhead(
      points.map((p) => p.text),
      input.language,
    );
  const segments = planOutline(input.minutes, points, book, material, input.language);
  conv.sources = new Set(material.points.map((p) => p.text));
  const w: Writing = { input, conv, cast, material, segments, state: createFactState(material), middle };
  const total = segments.length + 2;

  onProgress?.({ type: 'stage', stage: 'writing', done: 0, total });
  const starts: ScriptSegment[] = [{ title: titleOf(topic), line: 0 }];
  conv.say(intro);
  // Each segment aims at an equal share of the middle; what one misses or overshoots moves to the next,
  // so the script lands close to the budget whatever the phrase lengths are.
  let carry = 0;
  segments.forEach((segment, i) => {
    checkCancelled(input.signal);
    onProgress?.({ type: 'stage', stage: 'writing', done: i + 1, total });
    starts.push({ title: segment.heading, line: conv.lines.length });
    carry = writeSegment(w, i, middle / segments.length + carry);
  });

  checkCancelled(input.signal);
  onProgress?.({ type: 'stage', stage: 'writing', done: total - 1, total });
  conv.say(outro);
  onProgress?.({ type: 'stage', stage: 'done', done: total, total });
  return {
    lines: conv.lines,
    segments: segmentsOf(starts, conv.lines.length),
    transcript: formatTranscript(conv.lines),
    title: titleOf(topic),
    wordCount: conv.words,
    wordBudget: budget,
    ...citationsOf(conv.cites, passagesOf(input), input.language),
  };
}

const sentenceKey = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/** The material sentences each line used, found in their passages: the offline writer's citations. */
function citationsOf(cites: string[][], passages: SourcePassage[], locale: string) {
  const wanted = new Set(cites.flat().map(sentenceKey));
  const where = new Map<string, ClaimedCitation>();
  for (const p of passages) {
    for (const quote of splitSentences(p.text, locale)) {
      const key = sentenceKey(quote);
      if (wanted.has(key) && !where.has(key)) where.set(key, { sourceId: p.sourceId, passage: p.passage, quote });
    }
  }
  const citations = cites.map((line) =>
    line.flatMap((sentence) => {
      const found = where.get(sentenceKey(sentence));
      return found ? [found] : [];
    }),
  );
  return { citations, passages };
}

const generalMinutes = new Map<string, number>();

/**
 * How long a script on a bare topic can be without repeating a sentence, in whole minutes (at least one): with
 * no model and nothing found by research, the offline writer has only its phrase book to say, and it says each
 * sentence once. Generation shows it ("about 3 minutes: add sources or configure a model for longer").
 */
export function generalConversationMinutes(input: {
  topic: string;
  description?: string;
  language?: string;
  tone?: string;
  speakers?: string[];
}): number {
  const key = JSON.stringify([input.language, input.tone, input.speakers?.length, input.description]);
  const known = generalMinutes.get(key);
  if (known !== undefined) return known;
  const { wordCount } = writeOffline({
    topic: input.topic,
    description: input.description,
    language: input.language ?? 'en-IN',
    tone: input.tone ?? 'Formal',
    speakers: input.speakers?.length ? input.speakers : ['Host', 'Guest'],
    minutes: 60,
  });
  const minutes = Math.max(1, Math.round(wordCount / 150));
  if (generalMinutes.size > 500) generalMinutes.clear();
  generalMinutes.set(key, minutes);
  return minutes;
}
