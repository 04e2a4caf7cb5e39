import type { RankedSentence } from '../text/text-rank';
import { type Conversation, fill, joinNames, type Turn } from './conversation';
import type { Segment } from './outline';
import type { ToneKey } from './phrases/phrase-book';
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

  reaction(): string {
    return this.phrase(`reaction:${this.tone}`, this.conv.book.reactions[this.tone]);
  }

  /** Sometimes puts the guest's name before a question, as hosts do: "Maya, why is that?". */
  addressed(question: string, name: string, probability = 0.45): string {
    if (!chance(this.conv.random, probability)) return question;
    const first = question.split(/\s/)[0] ?? '';
    const keepCase = first === 'I' || (first.length > 1 && first === first.toUpperCase());
    const body = keepCase ? question : question.charAt(0).toLocaleLowerCase() + question.slice(1);
    return `${fill(this.conv.book.address, { name })}${body}`;
  }
}

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
  // Three or four speakers have distinct roles (issue 15); the intro says who is who.
  const named =
    roles && cast.guests.length >= 2
      ? cast.guests.map((name, i) => fill([roles.guest, roles.coHost, roles.expert][i] ?? '{name}', { name }))
      : cast.guests;
  const guests = joinNames(named, book);
  return [
    { speaker: cast.host, sentences: [welcome, cast.phrase('introduceGuests', book.introduceGuests, { guests })] },
    ...cast.guests.map((g) => ({ speaker: g, sentences: [cast.phrase('guestHello', book.guestHello)] })),
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
    ...cast.guests.map((g) => ({ speaker: g, sentences: [cast.phrase('guestGoodbye', book.guestGoodbye)] })),
    signOff,
  ];
}

/** A short guest point: one more source sentence when there is one, otherwise a general remark. */
function remark(cast: Cast, cursor: PointCursor, used: { n: number }): string {
  const point = cursor.points[cursor.next + used.n];
  if (point) {
    used.n += 1;
    return point.text;
  }
  return cast.phrase('elaborations', cast.conv.book.elaborations);
}

/**
 * One exchange of a segment: the host raises a point or asks, a guest answers, and sometimes a second
 * guest or a follow-up keeps it going. The first exchange of a segment opens with a transition.
 */
export function segmentExchange(cast: Cast, segment: Segment, cursor: PointCursor, first: boolean): Exchange {
  const { book, random } = cast.conv;
  const opening = first ? [cast.phrase('transition', book.transition, { heading: segment.heading })] : [];
  const used = { n: 0 };
  const point = cursor.points[cursor.next];
  // Once a segment has used its own questions, long scripts turn to the book's general ones. Those are
  // written as question-and-answer pairs, so they are drawn as pairs.
  const extras =
    book.extraQuestions && book.extraAnswers ? { q: book.extraQuestions, a: book.extraAnswers } : undefined;
  let pair: number | undefined;
  const question = () => {
    cursor.asked += 1;
    if (extras && cursor.asked > book.questions[segment.kind].length) {
      pair = Number(
        cast.conv.draw(
          'extra',
          extras.q.map((_, i) => String(i)),
        ),
      );
      return fill(extras.q[pair] as string, { topic: cast.topic });
    }
    return cast.phrase(`q:${segment.kind}`, book.questions[segment.kind]);
  };
  const answer = () =>
    extras && pair !== undefined
      ? fill(extras.a[pair] as string, { topic: cast.topic })
      : cast.phrase(`a:${segment.kind}`, book.answers[segment.kind]);

  if (cast.solo) {
    if (point) {
      used.n = 1;
      const raise = {
        speaker: cast.host,
        sentences: [...opening, cast.phrase('sourceLead', book.sourceLead), point.text],
      };
      const next = cursor.points[cursor.next + 1];
      const explain = next
        ? { speaker: cast.host, sentences: [cast.phrase('sourceAnswer', book.sourceAnswer), pointOrAnswer()] }
        : { speaker: cast.host, sentences: [answer(), cast.phrase('elaborations', book.elaborations)] };
      return { turns: [raise, explain], pointsUsed: used.n };
    }
    const turns: Turn[] = [
      { speaker: cast.host, sentences: [...opening, question()] },
      { speaker: cast.host, sentences: [answer(), cast.phrase('elaborations', book.elaborations)] },
    ];
    return { turns, pointsUsed: 0 };
  }

  const guest = cast.nextGuest();
  const turns: Turn[] = [];
  if (point) {
    used.n += 1;
    const lead = first ? [] : [cast.phrase('sourceLead', book.sourceLead)];
    const ask = cast.addressed(cast.phrase('sourceAsk', book.sourceAsk), guest);
    turns.push({ speaker: cast.host, sentences: [...opening, ...lead, point.text, ask] });
    // A guest answers a question, so no reaction here: a lead-in that ties the next point to the last one.
    const leadIn = chance(random, 0.6) ? [cast.phrase('sourceAnswer', book.sourceAnswer)] : [];
    turns.push({ speaker: guest, sentences: [...leadIn, pointOrAnswer()] });
  } else {
    turns.push({ speaker: cast.host, sentences: [...opening, cast.addressed(question(), guest)] });
    const more = chance(random, 0.6) ? [cast.phrase('elaborations', book.elaborations)] : [];
    turns.push({ speaker: guest, sentences: [answer(), ...more] });
  }

  if (cast.guests.length > 1 && chance(random, 0.45)) {
    const other = cast.otherGuest(guest);
    // Half the time the host hands over; otherwise the other guest simply jumps in, as people do.
    if (chance(random, 0.5))
      turns.push({ speaker: cast.host, sentences: [cast.phrase('handOver', book.handOver, { name: other })] });
    turns.push({ speaker: other, sentences: [...maybeReaction(), remark(cast, cursor, used)] });
  } else if (chance(random, 0.35)) {
    turns.push({ speaker: cast.host, sentences: [...maybeReaction(), cast.phrase('followUps', book.followUps)] });
    turns.push({ speaker: guest, sentences: [remark(cast, cursor, used)] });
  }
  return { turns, pointsUsed: used.n };

  function maybeReaction(): string[] {
    return chance(random, 0.55) ? [cast.reaction()] : [];
  }

  function pointOrAnswer(): string {
    const next = cursor.points[cursor.next + used.n];
    if (!next) return answer();
    used.n += 1;
    return next.text;
  }
}
