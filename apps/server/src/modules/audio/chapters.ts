import type { ScriptLine } from '@podloom/contract';

export interface ChapterSegment {
  title: string;
  line: number;
  /** The text of the segment's first line when the script was written: found again after edits. */
  firstLine?: string;
}

export interface Chapter {
  title: string;
  /** Seconds from the start of the programme: where the segment's first line starts in this render. */
  start: number;
}

/**
 * The chapters of a render (served as the episode's JSON chapters file): each segment of the writer's outline
 * starts where its first line starts.
 * A script edited since it was written keeps a segment whose first line is still there (found by its text, the
 * nearest occurrence to where it was); a segment whose line is gone is dropped. The first chapter always starts
 * at 0, and a script with no outline (typed in, or older) is one chapter titled with the episode's title.
 */
export function chaptersOf(
  segments: readonly ChapterSegment[] | undefined,
  lines: readonly ScriptLine[],
  starts: readonly number[],
  fallbackTitle: string,
): Chapter[] {
  const chapters: Chapter[] = [];
  let after = -1;
  for (const segment of segments ?? []) {
    const index = lineOf(segment, lines, after);
    if (index === null) continue;
    after = index;
    const title = segment.title.trim();
    if (title) chapters.push({ title, start: chapters.length === 0 ? 0 : (starts[index] ?? 0) });
  }
  if (chapters.length === 0) return [{ title: fallbackTitle.trim() || 'Episode', start: 0 }];
  return chapters;
}

function lineOf(segment: ChapterSegment, lines: readonly ScriptLine[], after: number): number | null {
  const { line, firstLine } = segment;
  if (firstLine === undefined) return line > after && line < lines.length ? line : null;
  if (lines[line]?.text === firstLine && line > after) return line;
  let best: number | null = null;
  for (let i = after + 1; i < lines.length; i++) {
    if (lines[i]?.text === firstLine && (best === null || Math.abs(i - line) < Math.abs(best - line))) best = i;
  }
  return best;
}
