import type { RankedSentence } from '../text/text-rank';
import { type Conversation, fill, joinNames, type Turn } from './conversation';
import type { Segment } from './outline';
import { SEGMENT_KINDS, type SegmentKind, type ToneKey } from './phrases/phrase-book';
import { chance } from './seeded';

/** Who speaks, the tone, and the turn-taking state shared by every exchange of one script. */
export class Cast {
  private turn = 0;

  constructor(
    readonly conv: Conversation,
    readonly host: string,
    readonly guests: string[],
    readonly tone: ToneKey,
    readonly topic: string,
  ) {
    this.turn = Math.floor(conv.random() * Math.max(1, guests.length));
  }

  /** Everyone's names: a reaction takes up what was said, not who is in the room. */
  get speakers(): string[] {
    return [this.host, ...this.guests];
  }

  get solo(): boolean {
    return this.guests.length === 0;
  }

  /** Guests answer in rotation, so with three guests each gets a fair share of the talking. */
  nextGuest(): string {
    const guest = this.guests[this.turn % this.guests.length] as string;
    this.turn += 1;
    return guest;
  }

  /** The guest after `name` in the rotation (for a second voice on the same question). */
  otherGuest(name: string): string {
    const i = this.guests.indexOf(name);
    return this.guests[(i + 1) % this.guests.length] as string;
  }

  phrase(key: string, pool: readonly string[], vars: Record<string, string> = {}): string {
    return fill(this.conv.draw(key, pool), { host: this.host, topic: this.topic, ...vars });
  }

  /** Sometimes puts the guest's name before a question, as hosts do: "Maya, why is that?". */
  addressed(question: string, name: string, probability = 0.45): string {
    if (!chance(this.conv.random, probability)) return question;
    const [first = '', second = ''] = question.replace(/^[¿¡]/, '').split(/\s/);
    const keepCase =
      first === 'I' ||
      (first.length > 1 && first === first.toUpperCase()) ||
      (/^\p{Lu}/u.test(second) && !STARTERS.test(first)) ||
      (this.conv.locale.startsWith('de') && !GERMAN_LOWER.test(first));
    const body = keepCase
      ? question
      : question.replace(/^([¿¡]?)(.)/u, (_, mark: string, c: string) => `${mark}${c.toLocaleLowerCase()}`);
    return `${fill(this.conv.book.address, { name })}${body}`;
  }
}

/** Words a question starts with that are never a name ("And Canal Road: when was that?"). */
const STARTERS = /^(?:and|what|who|when|where|why|how|tell|then|can|by|so|y|qué|cómo|dónde|et|que|où|quand|comment)$/i;

/** German words that are written in lower case mid-sentence (every noun keeps its capital). */
const GERMAN_LOWER = /^(?:was|wie|wer|wann|wo|warum|und|die|der|das|den|dem|des|ein|eine|erzähl|kannst|gibt)\b/i;

/** The points of one segment, consumed only when an exchange that uses them is kept. */
export interface PointCursor {
  points: RankedSentence[];
  next: number;
  /** Questions of the segment's own pool asked so far. */
  asked: number;
}

export interface Exchange {
  turns: Turn[];
  pointsUsed: number;
}

export function introTurns(cast: Cast): Turn[] {
  const { book } = cast.conv;
  const welcome = fill(book.welcome[cast.tone], { host: cast.host, topic: cast.topic });
  if (cast.solo) return [{ speaker: cast.host, sentences: [welcome, book.soloIntro] }];
  const roles = book.terms?.roles;
  // Three or four speakers have distinct roles; the intro says who is who.
  const named =
    roles && cast.guests.length >= 2
      ? cast.guests.map((name, i) => fill([roles.guest, roles.coHost, roles.expert][i] ?? '{name}', { name }))
      : cast.guests;
  const guests = joinNames(named, book);
  return [
    { speaker: cast.host, sentences: [welcome, cast.phrase('introduceGuests', book.introduceGuests, { guests })] },
    ...cast.guests.map((g) => ({ speaker: g, sentences: [cast.phrase('guestHello', book.guestHello)], fresh: true })),
  ];
}

export function outroTurns(cast: Cast): Turn[] {
  const { book } = cast.conv;
  const wrapUp = cast.phrase('wrapUp', book.wrapUp);
  const signOff = { speaker: cast.host, sentences: [book.signOff[cast.tone]] };
  if (cast.solo) return [{ speaker: cast.host, sentences: [wrapUp, book.soloClose] }, signOff];
  const guests = joinNames(cast.guests, book);
  return [
    { speaker: cast.host, sentences: [wrapUp, cast.phrase('thanks', book.thanks, { guests })] },
    // Goodbyes may share a sentence ("Thanks, Asha."): a guest after another says only what is new.
    ...cast.guests.map((g) => ({
      speaker: g,
      sentences: [cast.phrase('guestGoodbye', book.guestGoodbye)],
      fresh: true,
    })),
    signOff,
  ];
}

/** A phrase of the book this script has not said yet, with the host and topic filled in; undefined once used up. */
export function freshPhrase(cast: Cast, key: string, pool: readonly string[], vars: Record<string, string> = {}) {
  return cast.conv.drawFresh(key, pool, { host: cast.host, topic: cast.topic, ...vars });
}

/**
 * The next question of the segment's own pool with an answer, then the book's general question-and-answer
 * pairs; undefined once every one was said (a general conversation never repeats itself).
 */
function questionAndAnswer(cast: Cast, segment: Segment): [string, string] | undefined {
  // The segment's own questions, then the book's general pairs, then the other segments' questions not asked yet
  // (a short episode has few segments, and it should still say all it can).
  return ownPair(cast, segment.kind) ?? generalPair(cast) ?? SEGMENT_KINDS.map((k) => ownPair(cast, k)).find(Boolean);
}

function ownPair(cast: Cast, kind: SegmentKind): [string, string] | undefined {
  const { book } = cast.conv;
  const question = freshPhrase(cast, `q:${kind}`, book.questions[kind]);
  const answer = question && freshPhrase(cast, `a:${kind}`, book.answers[kind]);
  return question && answer ? [question, answer] : undefined;
}

function generalPair(cast: Cast): [string, string] | undefined {
  const { book } = cast.conv;
  const questions = book.extraQuestions ?? [];
  const answers = book.extraAnswers ?? [];
  for (let i = 0; i < questions.length; i += 1) {
    const index = Number(
      cast.conv.draw(
        'extra',
        questions.map((_, n) => String(n)),
      ),
    );
    const q = fill(questions[index] as string, { topic: cast.topic });
    const a = fill(answers[index] ?? '', { topic: cast.topic });
    if (a && !cast.conv.hasSaid(q) && !cast.conv.hasSaid(a)) return [q, a];
  }
  return undefined;
}

const some = (...parts: Array<string | undefined>) => parts.filter((p): p is string => Boolean(p));

/** A monologue's exchange: a point of the material with a lead-in, or a question put and answered. */
function soloExchange(cast: Cast, segment: Segment, cursor: PointCursor, opening: string[]): Exchange | null {
  const { book } = cast.conv;
  const point = cursor.points[cursor.next];
  if (point) {
    const next = cursor.points[cursor.next + 1];
    const raise = {
      speaker: cast.host,
      sentences: [...opening, ...some(freshPhrase(cast, 'sourceLead', book.sourceLead)), point.text],
      fresh: true,
    };
    const explain = next
      ? [freshPhrase(cast, 'sourceAnswer', book.sourceAnswer), next.text]
      : [freshPhrase(cast, 'elaborations', book.elaborations)];
    return {
      turns: [raise, { speaker: cast.host, sentences: some(...explain), fresh: true }],
      pointsUsed: next ? 2 : 1,
    };
  }
  const pair = questionAndAnswer(cast, segment);
  if (!pair) return null;
  const more = freshPhrase(cast, 'elaborations', book.elaborations);
  const turns: Turn[] = [
    { speaker: cast.host, sentences: [...opening, pair[0]], fresh: true },
    { speaker: cast.host, sentences: some(pair[1], more), fresh: true },
  ];
  return { turns, pointsUsed: 0 };
}

/**
 * One exchange of a segment in the book's own frame (languages without host talk, or no material left): the
 * host raises a point or asks, a guest answers, and sometimes a second guest or a follow-up keeps it going.
 * The first exchange of a segment opens with a transition. Nothing in it repeats a sentence of the script: null
 * once the frame has nothing new to say.
 */
export function segmentExchange(cast: Cast, segment: Segment, cursor: PointCursor, first: boolean): Exchange | null {
  const { book, random } = cast.conv;
  const opening = first ? some(freshPhrase(cast, 'transition', book.transition, { heading: segment.heading })) : [];
  if (cast.solo) return soloExchange(cast, segment, cursor, opening);
  const used = { n: 0 };
  const point = cursor.points[cursor.next];
  const guest = cast.nextGuest();
  const turns: Turn[] = [];
  if (point) {
    used.n += 1;
    const lead = first ? undefined : freshPhrase(cast, 'sourceLead', book.sourceLead);
    const ask = freshPhrase(cast, 'sourceAsk', book.sourceAsk) ?? freshPhrase(cast, 'followUps', book.followUps);
    turns.push({
      speaker: cast.host,
      sentences: [...opening, ...some(lead, point.text, ask && cast.addressed(ask, guest))],
      fresh: true,
    });
    const next = cursor.points[cursor.next + used.n];
    const reply = next ? next.text : questionAndAnswer(cast, segment)?.[1];
    if (next) used.n += 1;
    const leadIn = next && chance(random, 0.6) ? freshPhrase(cast, 'sourceAnswer', book.sourceAnswer) : undefined;
    if (reply) turns.push({ speaker: guest, sentences: some(leadIn, reply), fresh: true });
  } else {
    const pair = questionAndAnswer(cast, segment);
    if (!pair) return null;
    turns.push({ speaker: cast.host, sentences: [...opening, cast.addressed(pair[0], guest)], fresh: true });
    const more = chance(random, 0.6) ? freshPhrase(cast, 'elaborations', book.elaborations) : undefined;
    turns.push({ speaker: guest, sentences: some(pair[1], more), fresh: true });
  }
  turns.push(...afterAnswer(cast, cursor, used, guest));
  return { turns, pointsUsed: used.n };
}

/** A second voice on the same question, or a follow-up: only when there is something new to say. */
function afterAnswer(cast: Cast, cursor: PointCursor, used: { n: number }, guest: string): Turn[] {
  const { book, random } = cast.conv;
  const remark = () => {
    const point = cursor.points[cursor.next + used.n];
    if (!point) return freshPhrase(cast, 'elaborations', book.elaborations);
    used.n += 1;
    return point.text;
  };
  const reaction = () =>
    chance(random, 0.55) ? freshPhrase(cast, `reaction:${cast.tone}`, book.reactions[cast.tone]) : undefined;
  if (cast.guests.length > 1 && chance(random, 0.45)) {
    const other = cast.otherGuest(guest);
    const said = remark();
    if (!said) return [];
    // Half the time the host hands over; otherwise the other guest simply jumps in, as people do.
    const handOver = chance(random, 0.5) ? freshPhrase(cast, 'handOver', book.handOver, { name: other }) : undefined;
    const turns: Turn[] = handOver ? [{ speaker: cast.host, sentences: [handOver], fresh: true }] : [];
    return [...turns, { speaker: other, sentences: some(reaction(), said), fresh: true }];
  }
  if (!chance(random, 0.35)) return [];
  const followUp = freshPhrase(cast, 'followUps', book.followUps);
  const said = followUp && remark();
  if (!followUp || !said) return [];
  return [
    { speaker: cast.host, sentences: some(reaction(), followUp), fresh: true },
    { speaker: guest, sentences: [said], fresh: true },
  ];
}
