import type { ScriptCitations } from '@podloom/contract';
import { DESCRIPTION_MAX_BYTES } from './feed-xml';

/** A source the show notes list: its library title and address (none for pasted text or a file). */
export interface NotedSource {
  id: number;
  title: string;
  url: string | null;
}

/** Asked with the owner and source ids: those still in the owner's library (generation's source library). */
export type SourcesOfPodcast = (userId: number, ids: number[]) => Promise<NotedSource[]>;

const HEADING = 'Sources';
/** A notes line: `[04:12] Title — https://…` (hours when the episode has them). */
const NOTE_LINE = /^\[(?:\d+:)?\d{2}:\d{2}\] .+$/;

/** `04:12`, or `1:04:12` past the hour. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const rest = `${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return hours ? `${hours}:${rest}` : rest;
}

/**
 * The episode's sources in the order the audio first cites them, each with that time: `[04:12] Title — link`.
 * `timings` are the current audio's line timings (seconds); a source cited by no timed line is left out.
 */
export function sourceNotes(
  citations: ScriptCitations | null,
  timings: ReadonlyArray<{ index: number; start: number }>,
  sources: readonly NotedSource[],
): string[] {
  const startOf = new Map(timings.map((t) => [t.index, t.start]));
  const first = new Map<number, number>();
  for (const line of citations?.lines ?? []) {
    const start = startOf.get(line.index);
    if (start === undefined) continue;
    for (const c of line.citations) first.set(c.sourceId, Math.min(first.get(c.sourceId) ?? start, start));
  }
  return sources
    .filter((s) => first.has(s.id))
    .sort((a, b) => (first.get(a.id) as number) - (first.get(b.id) as number))
    .map((s) => `[${clock(first.get(s.id) as number)}] ${s.title}${s.url ? ` — ${s.url}` : ''}`);
}

/** The description without the sources block a previous publish ended it with. */
function withoutNotes(description: string): string {
  const lines = description.trimEnd().split('\n');
  let end = lines.length;
  while (end > 0 && NOTE_LINE.test(lines[end - 1] ?? '')) end -= 1;
  if (end < lines.length && lines[end - 1]?.trim() === HEADING)
    return lines
      .slice(0, end - 1)
      .join('\n')
      .trimEnd();
  return description.trimEnd();
}

/**
 * The show notes: the description, then its sources under "Sources", as many as fit the 4,000 bytes podcast apps
 * read (the description itself is never cut for them). Publishing again replaces the block rather than adding one.
 */
export function withSourceNotes(description: string, notes: readonly string[]): string {
  const base = withoutNotes(description);
  if (!notes.length) return base;
  let text = `${base}${base ? '\n\n' : ''}${HEADING}`;
  let added = 0;
  for (const note of notes) {
    const next = `${text}\n${note}`;
    if (Buffer.byteLength(next, 'utf8') > DESCRIPTION_MAX_BYTES) break;
    text = next;
    added += 1;
  }
  return added ? text : base;
}
