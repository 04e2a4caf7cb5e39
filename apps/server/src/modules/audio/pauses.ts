import type { ScriptLine } from '@podloom/contract';

/** Silence before the first line and after the last, so players do not clip the edges. */
export const LEAD_IN_SECONDS = 0.3;
export const TAIL_SECONDS = 0.6;

const QUESTION = /[?？؟]\s*$/;
/** Words that open a new part of a conversation, in the languages the offline writer uses most. */
const SEGMENT_CUE =
  /^(now,|next,|moving on|let'?s (turn|move|talk|shift|dive|get)|turning to|on to|finally,|to wrap up|before we (go|wrap)|welcome back|in our next segment|our next topic|another (thing|topic)|so,? let'?s|coming up|अब|आगे|ahora|pasemos|maintenant|passons|jetzt|kommen wir|ora|passiamo|agora|vamos para)/i;
const INTERJECTION =
  /^(yes|yeah|yep|no|nope|right|exactly|absolutely|sure|of course|indeed|oh|wow|hmm|ah|okay|ok|true|totally|definitely|great|interesting|हाँ|जी|sí|claro|oui|bien sûr|ja|genau|sì|certo|sim|claro)\b/i;

/** A short reaction ("Exactly!", "Yes, of course."), answered and followed quickly in real talk. */
export function isQuickReply(text: string): boolean {
  const words = text.trim().split(/\s+/).filter(Boolean);
  // Scripts without spaces (Chinese, Japanese) count characters instead of words.
  const short = words.length <= 1 ? text.trim().length <= 8 : words.length <= 4;
  return short || (words.length <= 7 && INTERJECTION.test(text.trim()));
}

export function isSegmentChange(text: string): boolean {
  return SEGMENT_CUE.test(text.trim());
}

/** The situations a gap is chosen by, each with its base silence (seconds), before the jitter. */
export const GAP_SECONDS = {
  /** The first line: the lead-in. */
  opening: LEAD_IN_SECONDS,
  /** The same speaker going on. */
  'same-speaker': 0.25,
  /** A quick reaction, or the answer to one. */
  'quick-reply': 0.22,
  /** The answer to a short question. */
  'after-question': 0.3,
  /** A new turn of ordinary length. */
  turn: 0.45,
  /** A long answer (LONG_TURN_WORDS or more) after the other speaker: a breath first. */
  'long-answer': 0.6,
  /** A new part of the conversation. */
  segment: 0.85,
  /** A short agreement started before the other speaker's voice ends: negative, the new line starts that early. */
  overlap: -0.25,
} as const;
export type GapSituation = keyof typeof GAP_SECONDS;

/** A turn this long (words) takes a breath before it. */
export const LONG_TURN_WORDS = 30;

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** Which situation the gap before line `index` is (the rules of pauseBefore, in order). */
export function gapSituation(lines: readonly ScriptLine[], index: number): GapSituation {
  if (index <= 0) return 'opening';
  const line = lines[index] as ScriptLine;
  const previous = lines[index - 1] as ScriptLine;
  if (overlapsOf(lines).has(index)) return 'overlap';
  if (isSegmentChange(line.text)) return 'segment';
  if (line.speaker === previous.speaker) return 'same-speaker';
  if (isQuickReply(line.text) || isQuickReply(previous.text)) return 'quick-reply';
  if (wordCount(line.text) >= LONG_TURN_WORDS) return 'long-answer';
  if (QUESTION.test(previous.text)) return 'after-question';
  return 'turn';
}

/** Every OVERLAP_EVERY-th turn that may overlap (overlapEligible) does, starting with the first. */
export const OVERLAP_EVERY = 3;
/** The previous line must be at least this long (words) to be talked over. */
const OVERLAP_MIN_WORDS = 6;
const STATEMENT_END = /[.!。…]["'”’)]?\s*$/;
const overlapCache = new WeakMap<readonly ScriptLine[], Set<number>>();

/**
 * A line may overlap the one before when it is a short agreement (an interjection such as "Yes", "Exactly", "Right"
 * opening at most four words) by another speaker, answering a statement (not a question) of six words or more that
 * does not itself open a segment.
 */
export function overlapEligible(lines: readonly ScriptLine[], index: number): boolean {
  if (index <= 0) return false;
  const line = lines[index] as ScriptLine;
  const previous = lines[index - 1] as ScriptLine;
  const text = line.text.trim();
  return (
    line.speaker !== previous.speaker &&
    wordCount(text) <= 4 &&
    INTERJECTION.test(text) &&
    !isSegmentChange(text) &&
    STATEMENT_END.test(previous.text) &&
    wordCount(previous.text) >= OVERLAP_MIN_WORDS
  );
}

/**
 * The lines that start before the previous speaker's voice ends: of the eligible ones in script order, the first,
 * the fourth, the seventh… (one in OVERLAP_EVERY). Fixed by the script, so a re-render overlaps the same lines.
 */
export function overlapsOf(lines: readonly ScriptLine[]): ReadonlySet<number> {
  const known = overlapCache.get(lines);
  if (known) return known;
  const chosen = new Set<number>();
  let eligible = 0;
  for (let i = 1; i < lines.length; i++) {
    if (overlapEligible(lines, i) && eligible++ % OVERLAP_EVERY === 0) chosen.add(i);
  }
  overlapCache.set(lines, chosen);
  return chosen;
}

/**
 * The silence before line `index` (seconds), from how people talk: the same speaker going on pauses
 * briefly; an answer to a question or a quick reaction comes fast; a new turn takes a breath, a long answer a
 * longer one; a new segment takes longer still. A small jitter, fixed by the text so re-renders match, keeps it
 * from ticking. An overlapping line answers a negative figure: it starts that long before the previous voice ends.
 */
export function pauseBefore(lines: readonly ScriptLine[], index: number): number {
  const situation = gapSituation(lines, index);
  if (situation === 'opening') return LEAD_IN_SECONDS;
  return GAP_SECONDS[situation] * (1 + jitter((lines[index] as ScriptLine).text) * 0.15);
}

/** How the gaps of a rendered programme fall, by situation: count, shortest, median and longest (seconds). */
export function gapDistribution(
  lines: readonly ScriptLine[],
  timings: ReadonlyArray<{ index: number; start: number; end: number }>,
): Partial<Record<GapSituation, { count: number; min: number; median: number; max: number }>> {
  const gaps = new Map<GapSituation, number[]>();
  for (let i = 1; i < timings.length; i++) {
    const timing = timings[i] as { index: number; start: number };
    const gap = timing.start - (timings[i - 1] as { end: number }).end;
    const situation = gapSituation(lines, timing.index);
    gaps.set(situation, [...(gaps.get(situation) ?? []), gap]);
  }
  const round3 = (n: number) => Math.round(n * 1000) / 1000;
  return Object.fromEntries(
    [...gaps].map(([situation, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)] as number;
      const summary = { count: sorted.length, min: round3(sorted[0] as number), median: round3(median) };
      return [situation, { ...summary, max: round3(sorted.at(-1) as number) }];
    }),
  );
}

/** Every line's leading pause, plus the tail. */
export function planPauses(lines: readonly ScriptLine[]): { before: number[]; tail: number } {
  return { before: lines.map((_, i) => pauseBefore(lines, i)), tail: TAIL_SECONDS };
}

/** A number in [−1, 1] fixed by the text (FNV-1a). */
function jitter(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) / 0xffffffff) * 2 - 1;
}
