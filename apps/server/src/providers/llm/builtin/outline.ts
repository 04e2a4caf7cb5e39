import type { RankedSentence } from '../text/text-rank';
import type { PhraseBook, SegmentKind } from './phrases/phrase-book';

/** A plan for the middle of the script: the intro and the outro frame these segments. */
export interface Segment {
  kind: SegmentKind;
  heading: string;
  /** Key sentences of the source material this segment discusses, in document order. */
  points: RankedSentence[];
}

/** Issue 4: 3–6 segments; longer episodes get more of them. */
export function segmentCount(minutes: number): number {
  return Math.min(6, Math.max(3, Math.round(2 + minutes * 0.4)));
}

const KINDS_BY_COUNT: Record<number, SegmentKind[]> = {
  3: ['basics', 'why', 'advice'],
  4: ['basics', 'why', 'challenges', 'advice'],
  5: ['basics', 'why', 'example', 'challenges', 'future'],
  6: ['basics', 'why', 'example', 'challenges', 'future', 'advice'],
};

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

export function planOutline(minutes: number, points: RankedSentence[], book: PhraseBook): Segment[] {
  const count = segmentCount(minutes);
  const kinds = KINDS_BY_COUNT[count] as SegmentKind[];
  const groups = splitPoints(points, count);
  return kinds.map((kind, i) => ({ kind, heading: book.headings[kind], points: groups[i] ?? [] }));
}
