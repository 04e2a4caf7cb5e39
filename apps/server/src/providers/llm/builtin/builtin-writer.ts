import { formatTranscript } from '@podloom/contract';
import { toSpeakerLabels } from '../text/speaker-names';
import type { RankedSentence } from '../text/text-rank';
import { countSpokenWords, wordBudget } from '../text/word-count';
import { WriterError } from '../writer-error';
import { type ParsedWriterInput, parseWriterInput, type ScriptWriterInput } from '../writer-input';
import { type OnWriterProgress, type ScriptResult, type ScriptWriter, segmentsOf } from '../writer-types';
import { Conversation } from './conversation';
import { Cast, introTurns, outroTurns, type PointCursor, segmentExchange } from './exchanges';
import { createFactState, factExchange } from './fact-exchanges';
import { prepareMaterial } from './material';
import { planOutline, type Segment } from './outline';
import { phraseBookFor } from './phrases';
import { hashString, seededRandom } from './seeded';
import { toneKeyOf } from './tone';

/**
 * The built-in offline writer (DESIGN §7): no network, deterministic for the same input. It frames the
 * conversation with the language's phrase book and grounds it in the key sentences of any description
 * or source text, ranked with TextRank.
 */

/** Share of the middle's words given to source sentences; the rest is the conversation around them. */
const SOURCE_SHARE = 0.6;
/** A segment never runs away: past this many exchanges it closes whatever the budget says. */
const MAX_EXCHANGES_PER_SEGMENT = 60;

/**
 * How much talk the facts of a segment need around them to fill its share of the length: none when the
 * material is rich, a reaction when it is thinner, a reaction and a reflection when it is thin.
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

export function writeOffline(raw: ScriptWriterInput, onProgress?: OnWriterProgress): ScriptResult {
  const input = parseWriterInput(raw);
  const book = phraseBookFor(input.language);
  const random = seededRandom(seedOf(input));
  const labels = toSpeakerLabels(input.speakers, (i) =>
    i === 0 ? book.defaultHost : `${book.defaultGuest} ${'ABC'[i - 1]}`,
  );
  const [host, ...guests] = labels as [string, ...string[]];
  const budget = wordBudget(input.minutes);
  const topic = input.topic.replace(/\s+/g, ' ').trim();

  const conv = new Conversation(book, random, onProgress);
  const cast = new Cast(conv, host, guests, toneKeyOf(input.tone), topic);

  onProgress?.({ type: 'stage', stage: 'planning', done: 0, total: 1 });
  const intro = introTurns(cast);
  const outro = outroTurns(cast);
  const middle = Math.max(0, budget - conv.wordsOf(intro) - conv.wordsOf(outro));
  const material = prepareMaterial({ ...input, topic }, middle * SOURCE_SHARE);
  // Without source material, the description's claims are the only facts there are.
  const points = material.points.length ? material.points : premisePoints(material.premises);
  if (!material.points.length) material.premises = [];
  const segments = planOutline(input.minutes, points, book, material, input.language);
  const total = segments.length + 2;
  const state = createFactState(material);
  const pointsLeft = (from: number) => segments.slice(from).some((s) => s.points.length > 0);

  onProgress?.({ type: 'stage', stage: 'writing', done: 0, total });
  const starts = [{ title: titleOf(topic), line: 0 }];
  conv.say(intro);

  // Each segment aims at an equal share of the middle; what one misses or overshoots moves to the next,
  // so the script lands close to the budget whatever the phrase lengths are.
  let carry = 0;
  segments.forEach((segment, i) => {
    checkCancelled(input.signal);
    onProgress?.({ type: 'stage', stage: 'writing', done: i + 1, total });
    const target = middle / segments.length + carry;
    const start = conv.words;
    const cursor: PointCursor = { points: segment.points, next: 0, asked: 0 };
    const padding = paddingFor(target, segment);
    starts.push({ title: segment.heading, line: conv.lines.length });
    for (let n = 0; n < MAX_EXCHANGES_PER_SEGMENT; n += 1) {
      // Facts first; the stock frame only once the material is used up (and never while later segments
      // still have facts of their own: this segment then simply ends early).
      const facts =
        book.terms && material.points.length
          ? factExchange(cast, segment, cursor, n === 0, material, state, padding)
          : null;
      if (!facts && book.terms && material.points.length && n > 0 && pointsLeft(i + 1)) break;
      const exchange = facts ?? segmentExchange(cast, segment, cursor, n === 0);
      const said = conv.words - start;
      const after = said + conv.wordsOf(exchange.turns);
      if (n > 0 && Math.abs(after - target) >= Math.abs(said - target)) break;
      conv.say(exchange.turns);
      cursor.next += exchange.pointsUsed;
    }
    state.headings.push(segment.heading);
    carry = target - (conv.words - start);
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
  };
}
