import { splitSentences } from '../text/sentences';
import type { RankedSentence } from '../text/text-rank';
import type { Turn } from './conversation';
import type { Cast, Exchange, PointCursor } from './exchanges';
import { type AskState, askFor, type Heard, reactTo } from './host-talk';
import type { Material } from './material';
import type { Segment } from './outline';
import { readSentence } from './reading';
import { chance } from './seeded';
import type { TalkPhrases } from './talk';

/**
 * Exchanges built from the material's facts, for languages with host talk (talk/). The host reacts to what the
 * last answer said (its figure, year, name or claim) and asks the question the next point answers, built from
 * that point ("When did the first withering sheds in Kandy appear?") or naming what it is about as the material
 * writes it; a guest answers with the point itself (a sentence of the material). Every sentence is checked
 * against the script so far, so nothing is said twice.
 *
 * Roles (1–4 speakers): the host asks and steers; the guest answers; a co-host (third speaker) reacts and asks
 * some of the questions but answers nothing; an expert (fourth speaker) answers the points with figures.
 */
export interface FactState extends AskState {
  /** The last answer: the next host line reacts to it. */
  heard?: Heard;
  /** Headings of the segments written so far (a long episode recaps them). */
  headings: string[];
  /** Premises from the description not yet put to a guest. */
  premises: string[];
}

const HAS_FIGURE = /\d/;
const MAX_SENTENCES = 3;
/** A point this short leaves room for the next one in the same answer. */
const SHORT_POINT_WORDS = 12;

function countSentences(parts: string[]): number {
  return parts.reduce((n, p) => n + splitSentences(p).length, 0);
}

export function createFactState(material: Material): FactState {
  return { asked: new Set(), kinds: [], headings: [], premises: [...material.premises] };
}

/** The state as it was, to put back when an exchange is written and then left out (the length did not need it). */
export function snapshotOf(state: FactState): () => void {
  const { heard, kinds, asked, premises } = state;
  const saved = { heard, kinds: [...kinds], asked: new Set(asked), premises: [...premises] };
  return () => Object.assign(state, saved);
}

export function roleOf(cast: Cast): { answerers: string[]; coHost?: string; expert?: string } {
  const [guest, coHost, expert] = cast.guests;
  if (cast.guests.length >= 3) return { answerers: [guest, expert].filter(Boolean) as string[], coHost, expert };
  return { answerers: cast.guests };
}

function opening(cast: Cast, segment: Segment, state: FactState): string[] {
  const { conv } = cast;
  const vars = { heading: segment.heading };
  const recaps = conv.book.terms?.recap;
  // After two segments there is something to look back on: say what was covered, then where we go.
  if (recaps && state.headings.length >= 2) {
    const earlier = state.headings.slice(-2).join(', then ');
    const recap = conv.drawFresh('recap', recaps, { ...vars, earlier });
    if (recap) return [recap];
  }
  const transition = conv.drawFresh('transition', conv.book.transition, vars);
  return transition ? [transition] : [];
}

/** The answerer for a point: the expert takes figures when there is one; otherwise guests take turns. */
function answererFor(cast: Cast, point: RankedSentence): string {
  const { answerers, expert } = roleOf(cast);
  if (expert && HAS_FIGURE.test(point.text)) return expert;
  let name = cast.nextGuest();
  while (!answerers.includes(name)) name = cast.nextGuest();
  return name;
}

/** A turn reacting to what was heard relies on the material sentence heard. */
function citing(reaction: string | undefined, heard: Heard | undefined): string[] | undefined {
  return reaction && heard?.source ? [heard.source] : undefined;
}

/** Keeps a turn to three sentences: the optional parts give way first, in the order given. */
function fitted(parts: Array<string | undefined>, optional: Array<string | undefined>): string[] {
  let sentences = parts.filter((p): p is string => Boolean(p));
  for (const drop of optional) {
    if (drop && countSentences(sentences) > MAX_SENTENCES) sentences = sentences.filter((x) => x !== drop);
  }
  return sentences;
}

interface Context {
  cast: Cast;
  talk: TalkPhrases;
  state: FactState;
  cursor: PointCursor;
  language: string;
  used: number;
}

function take(ctx: Context): RankedSentence | undefined {
  const more = ctx.cursor.points[ctx.cursor.next + ctx.used];
  if (more) ctx.used += 1;
  return more;
}

function heardOf(ctx: Context, point: RankedSentence, line: string): Heard {
  return { reading: readSentence(point.text, ctx.language), line, source: point.text };
}

/** Alone, the host asks the question the point answers and answers it with the point. */
function soloExchange(ctx: Context, point: RankedSentence, opener: string[], padding: number): Exchange {
  const { cast, talk, state } = ctx;
  const { conv, host } = cast;
  const reaction = state.heard && padding > 0 ? reactTo(conv, talk, state.heard, cast.speakers) : undefined;
  const ask = askFor(conv, talk, readSentence(point.text, ctx.language), state);
  const sentences = fitted([reaction, ...opener, ask, point.text], [reaction, ask]);
  const cites = sentences.includes(reaction as string) ? citing(reaction, state.heard) : undefined;
  const turns: Turn[] = [{ speaker: host, sentences, fresh: true, cites }];
  const extra = padding === 0 ? take(ctx) : undefined;
  if (extra) turns.push({ speaker: host, sentences: [extra.text], fresh: true });
  const last = extra ?? point;
  state.heard = heardOf(ctx, last, last.text);
  return { turns, pointsUsed: ctx.used };
}

/**
 * One exchange about the next point of the segment, or null when the segment has no point left. `padding`
 * (0–3) is how much talk around the facts the length needs: 0 when the material is rich.
 */
export function factExchange(
  cast: Cast,
  segment: Segment,
  cursor: PointCursor,
  first: boolean,
  talk: TalkPhrases,
  state: FactState,
  padding: number,
): Exchange | null {
  const point = cursor.points[cursor.next];
  if (!point) return null;
  const ctx: Context = { cast, talk, state, cursor, language: cast.conv.locale, used: 1 };
  const opener = first ? opening(cast, segment, state) : [];
  if (cast.solo) return soloExchange(ctx, point, opener, padding);

  const { conv, host } = cast;
  const { coHost } = roleOf(cast);
  const asker = coHost && !first && chance(conv.random, 0.3) ? coHost : host;
  const answerer = answererFor(cast, point);
  const premise = first && state.premises.length && asker === host ? (state.premises.shift() as string) : undefined;
  const heard = state.heard;
  const reaction = heard ? reactTo(conv, talk, heard, cast.speakers) : undefined;
  state.heard = undefined;
  const ask = askFor(conv, talk, readSentence(point.text, ctx.language), state);
  const asked = ask ? cast.addressed(ask, answerer, 0.3) : undefined;
  // At most three sentences a turn: the premise gives way first, then the reaction.
  const sentences = fitted([reaction, ...opener, premise, asked], [premise, reaction]);
  if (premise && !sentences.includes(premise)) state.premises.unshift(premise);
  const cites = sentences.includes(reaction as string) ? citing(reaction, heard) : undefined;
  const turns: Turn[] = [{ speaker: asker, sentences, fresh: true, cites }];

  const answer = [point.text];
  const extra = point.words < SHORT_POINT_WORDS ? take(ctx) : undefined;
  if (extra) answer.push(extra.text);
  turns.push({ speaker: answerer, sentences: answer, fresh: true });
  state.heard = heardOf(ctx, extra ?? point, answer.join(' '));

  // Another voice comes in on the same subject: the co-host reacts at once; with a second answering guest,
  // that guest sometimes adds a further fact.
  if (coHost && coHost !== answerer && (padding > 0 || chance(conv.random, 0.35))) {
    const react = reactTo(conv, talk, state.heard, cast.speakers);
    if (react) turns.push({ speaker: coHost, sentences: [react], fresh: true, cites: citing(react, state.heard) });
  }
  const other = roleOf(cast).answerers.find((g) => g !== answerer);
  if (other && chance(conv.random, 0.4)) {
    const more = take(ctx);
    if (more) {
      turns.push({ speaker: other, sentences: [more.text], fresh: true });
      state.heard = heardOf(ctx, more, more.text);
    }
  }
  return { turns, pointsUsed: ctx.used };
}
