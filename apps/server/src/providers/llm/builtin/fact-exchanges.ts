import { splitSentences } from '../text/sentences';
import type { RankedSentence } from '../text/text-rank';
import type { Turn } from './conversation';
import type { Cast, Exchange, PointCursor } from './exchanges';
import type { Material } from './material';
import { termOf } from './material';
import type { Segment } from './outline';
import type { TermPhrases } from './phrases/phrase-book';
import { chance } from './seeded';

/**
 * Exchanges built from the material's facts (issue 15), for books that have term phrases. The host asks about
 * the next point by its term, following from the term of the last answer; a guest answers with the point
 * itself (a sentence of the material); when the material is thin for the length, reactions and reflections
 * that name the terms pad the exchange. Every sentence is checked against the script so far, so nothing is
 * said twice.
 *
 * Roles (1–4 speakers): the host asks and steers; the guest answers; a co-host (third speaker) reacts and asks
 * some of the follow-ups but answers nothing; an expert (fourth speaker) answers the points with figures.
 */
export interface FactState {
  /** Term of the last answer: the next question follows from it. */
  prev?: string;
  /** Terms already named in a question, lower-cased. */
  asked: Set<string>;
  /** Headings of the segments written so far (a long episode recaps them). */
  headings: string[];
  /** Premises from the description not yet put to a guest. */
  premises: string[];
  /** The host reacts to the last answer, naming it, before the next question. */
  react?: string;
}

const HAS_FIGURE = /\d/;
const MAX_SENTENCES = 3;

function countSentences(parts: string[]): number {
  return parts.reduce((n, p) => n + splitSentences(p).length, 0);
}
/** A point this short leaves room for the next one in the same answer. */
const SHORT_POINT_WORDS = 12;

export function createFactState(material: Material): FactState {
  return { asked: new Set(), headings: [], premises: [...material.premises] };
}

export function roleOf(cast: Cast): { answerers: string[]; coHost?: string; expert?: string } {
  const [guest, coHost, expert] = cast.guests;
  if (cast.guests.length >= 3) return { answerers: [guest, expert].filter(Boolean) as string[], coHost, expert };
  return { answerers: cast.guests };
}

function opening(cast: Cast, segment: Segment, state: FactState, terms: TermPhrases): string[] {
  const { conv } = cast;
  const vars = { heading: segment.heading };
  // After two segments there is something to look back on: say what was covered, then where we go.
  if (state.headings.length >= 2) {
    const earlier = state.headings.slice(-2).join(', then ');
    const recap = conv.drawFresh('recap', terms.recap, { ...vars, earlier });
    if (recap) return [recap];
  }
  const transition = conv.drawFresh('transition', conv.book.transition, vars);
  return transition ? [transition] : [];
}

function question(cast: Cast, terms: TermPhrases, state: FactState, next: string, first: boolean): string | undefined {
  const { conv } = cast;
  const follow =
    !first && state.prev && state.prev.toLocaleLowerCase() !== next.toLocaleLowerCase()
      ? conv.drawFresh('askFollow', terms.askFollow, { prev: state.prev, next })
      : undefined;
  return follow ?? conv.drawFresh('askNext', terms.askNext, { next });
}

/** The answerer for a point: the expert takes figures when there is one; otherwise guests take turns. */
function answererFor(cast: Cast, point: RankedSentence): string {
  const { answerers, expert } = roleOf(cast);
  if (expert && HAS_FIGURE.test(point.text)) return expert;
  let name = cast.nextGuest();
  while (!answerers.includes(name)) name = cast.nextGuest();
  return name;
}

/**
 * One exchange about the next point of the segment, or null when the segment has no point left. `padding`
 * (0–2) is how much talk around the facts the length needs: 0 when the material is rich.
 */
export function factExchange(
  cast: Cast,
  segment: Segment,
  cursor: PointCursor,
  first: boolean,
  material: Material,
  state: FactState,
  padding: number,
): Exchange | null {
  const { conv, host } = cast;
  const terms = conv.book.terms as TermPhrases;
  const locale = conv.book.name === 'English' ? 'en' : 'und';
  const point = cursor.points[cursor.next];
  if (!point) return null;
  const next = termOf(point.text, material.terms, locale, state.asked);
  state.asked.add(next.toLocaleLowerCase());
  const opener = first ? opening(cast, segment, state, terms) : [];
  const turns: Turn[] = [];
  let used = 1;
  const take = (): RankedSentence | undefined => {
    const more = cursor.points[cursor.next + used];
    if (more) used += 1;
    return more;
  };

  if (cast.solo) {
    // Alone, the host brings in each fact by its term; a thin material gets a reflection and a question to the
    // listeners around it rather than the next fact, so the facts last the whole episode.
    const lead = conv.drawFresh('soloLead', terms.soloLead, { next }) ?? '';
    turns.push({ speaker: host, sentences: [...opener, lead, point.text], fresh: true });
    const extra = padding === 0 ? take() : undefined;
    const term = termOf((extra ?? point).text, material.terms, locale, new Set([next.toLocaleLowerCase()]));
    const reflect = padding > 0 ? conv.drawFresh('reflect', terms.reflect, { term }) : undefined;
    const wonder = padding > 1 ? conv.drawFresh('askNext', terms.askNext, { next: term }) : undefined;
    const react = padding > 2 ? conv.drawFresh('react', terms.react, { prev: next }) : undefined;
    const follow = [react, extra?.text, reflect, wonder].filter((x): x is string => Boolean(x));
    if (follow.length) turns.push({ speaker: host, sentences: follow, fresh: true });
    state.prev = term;
    return { turns, pointsUsed: used };
  }

  const { coHost } = roleOf(cast);
  const asker = coHost && !first && chance(conv.random, 0.3) ? coHost : host;
  const answerer = answererFor(cast, point);
  const premise = first && state.premises.length && asker === host ? [state.premises.shift() as string] : [];
  const ask = question(cast, terms, state, next, first);
  const asked = ask ? cast.addressed(ask, answerer, 0.3) : undefined;
  const reaction = !first && state.react ? conv.drawFresh('react', terms.react, { prev: state.react }) : undefined;
  state.react = undefined;
  // At most three sentences a turn (issue 4): the reaction gives way first, then the premise.
  let sentences = [...opener, ...(reaction ? [reaction] : []), ...premise, ...(asked ? [asked] : [])];
  for (const optional of [reaction, premise[0]]) {
    if (countSentences(sentences) > MAX_SENTENCES && optional) sentences = sentences.filter((x) => x !== optional);
  }
  if (premise.length && !sentences.includes(premise[0] as string)) state.premises.unshift(premise[0] as string);
  turns.push({ speaker: asker, sentences, fresh: true });

  const answer = [point.text];
  const lastPoint = point.words < SHORT_POINT_WORDS ? (take() ?? point) : point;
  if (lastPoint !== point) answer.push(lastPoint.text);
  const answerTerm = termOf(lastPoint.text, material.terms, locale, new Set([next.toLocaleLowerCase()]));
  if (padding > 1) {
    const reflect = conv.drawFresh('reflect', terms.reflect, { term: answerTerm });
    if (reflect) answer.push(reflect);
  }
  turns.push({ speaker: answerer, sentences: answer, fresh: true });

  // Another voice comes in on the same subject: the co-host reacts at once; the host reacts in the next
  // question. With a second answering guest, that guest sometimes adds a further fact.
  if (padding > 0 || chance(conv.random, 0.35)) {
    const react =
      coHost && coHost !== answerer ? conv.drawFresh('react', terms.react, { prev: answerTerm }) : undefined;
    if (react && coHost) turns.push({ speaker: coHost, sentences: [react], fresh: true });
    else state.react = answerTerm;
  }
  const other = roleOf(cast).answerers.find((g) => g !== answerer);
  if (other && chance(conv.random, 0.4)) {
    const more = take();
    if (more) {
      turns.push({ speaker: other, sentences: [more.text], fresh: true });
      state.prev = termOf(more.text, material.terms, locale, new Set([answerTerm.toLocaleLowerCase()]));
      return { turns, pointsUsed: used };
    }
  }
  state.prev = answerTerm;
  return { turns, pointsUsed: used };
}
