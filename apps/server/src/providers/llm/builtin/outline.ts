import { wordTokens } from '../text/sentences';
import type { RankedSentence } from '../text/text-rank';
import { fill } from './conversation';
import type { Material } from './material';
import { type PhraseBook, SEGMENT_KINDS, type SegmentKind } from './phrases/phrase-book';
import { readSentence } from './reading';

/** A plan for the middle of the script: the intro and the outro frame these segments. */
export interface Segment {
  kind: SegmentKind;
  heading: string;
  /** Key sentences of the source material this segment discusses, in document order. */
  points: RankedSentence[];
}

/**
 * 3–6 segments up to ten minutes (a short episode still has a shape); a long episode gets as many as it needs,
 * one for about every two and a half minutes, so each stays a conversation about one thing (15 → 6, 30 → 12, 60 → 24).
 */
export function segmentCount(minutes: number): number {
  if (minutes > 10) return Math.max(6, Math.round(minutes / 2.5));
  return Math.min(6, Math.max(3, Math.round(2 + minutes * 0.4)));
}

const KINDS_BY_COUNT: Record<number, SegmentKind[]> = {
  3: ['basics', 'why', 'advice'],
  4: ['basics', 'why', 'challenges', 'advice'],
  5: ['basics', 'why', 'example', 'challenges', 'future'],
  6: ['basics', 'why', 'example', 'challenges', 'future', 'advice'],
};

/** Long episodes: basics first and advice last, the middle kinds in turn. */
function kindsFor(count: number): SegmentKind[] {
  const short = KINDS_BY_COUNT[count];
  if (short) return short;
  const middle = SEGMENT_KINDS.slice(1, -1);
  return Array.from({ length: count }, (_, i) =>
    i === 0 ? 'basics' : i === count - 1 ? 'advice' : (middle[(i - 1) % middle.length] as SegmentKind),
  );
}

/** Splits the points into contiguous runs of about equal length, so each segment follows the source's order. */
function splitPoints(points: RankedSentence[], parts: number): RankedSentence[][] {
  const total = points.reduce((sum, p) => sum + p.words, 0);
  const groups: RankedSentence[][] = Array.from({ length: parts }, () => []);
  let seen = 0;
  for (const point of points) {
    const slot = Math.min(parts - 1, Math.floor((seen / Math.max(1, total)) * parts));
    (groups[slot] as RankedSentence[]).push(point);
    seen += point.words;
  }
  return groups;
}

/** What a sentence is about as it names it (a name, else a phrase without figures), not yet a heading. */
function namedIn(sentence: string, locale: string, used: ReadonlySet<string>): string {
  const reading = readSentence(sentence, locale);
  const fresh = (p: string) => !used.has(p.toLocaleLowerCase()) && !used.has(p) && !/\d/.test(p);
  return reading.names.find(fresh) ?? reading.phrases.find(fresh) ?? '';
}

/**
 * Names a segment after what it discusses: the description's phrase its points share most words with (the
 * description steers the outline), else its two main terms when the book can say so, else the book's heading.
 */
function headingOf(
  points: RankedSentence[],
  kind: SegmentKind,
  book: PhraseBook,
  material: Material,
  used: Set<string>,
  locale: string,
): string {
  if (points.length) {
    const tokens = new Set(points.flatMap((p) => wordTokens(p.text, locale)));
    const best = material.steer
      .filter((phrase) => !used.has(phrase))
      .map((phrase) => ({
        phrase,
        shared: wordTokens(phrase, locale).filter((w) => w.length > 3 && tokens.has(w)).length,
      }))
      .sort((a, b) => b.shared - a.shared)[0];
    if (best && best.shared > 0) {
      used.add(best.phrase);
      return best.phrase.charAt(0).toLocaleLowerCase() + best.phrase.slice(1);
    }
    if (book.terms) {
      const a = namedIn(points[0]?.text ?? '', locale, used);
      const b = namedIn(points.at(-1)?.text ?? '', locale, new Set([...used, a.toLocaleLowerCase()]));
      const heading =
        a && b && a.toLocaleLowerCase() !== b.toLocaleLowerCase() ? fill(book.terms.heading, { a, b }) : a;
      if (heading && !used.has(heading)) {
        used.add(heading);
        used.add(a.toLocaleLowerCase());
        return heading;
      }
    }
  }
  return book.headings[kind];
}

export function planOutline(
  minutes: number,
  points: RankedSentence[],
  book: PhraseBook,
  material: Material = { points, steer: [], premises: [] },
  locale = 'en',
): Segment[] {
  const count = segmentCount(minutes);
  const kinds = kindsFor(count);
  const groups = splitPoints(points, count);
  const used = new Set<string>();
  return kinds.map((kind, i) => {
    const group = groups[i] ?? [];
    return { kind, heading: headingOf(group, kind, book, material, used, locale), points: group };
  });
}
