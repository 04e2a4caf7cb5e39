import type { ScriptLine } from '@podloom/contract';
import type { ClaimedCitation } from '../text/citations';

/**
 * The passages a model cited on a line, by the `[S12.3]` markers it wrote after it. Kept beside the line object
 * (the line itself stays `{ speaker, text }`), and carried along when a line is split, cut or joined.
 */
const cited = new WeakMap<ScriptLine, ClaimedCitation[]>();

/** `[S12.3]`, `[S12.3, S4.0]` or `[S12.3][S4.0]`. */
const MARKER = /\[\s*S\d+\.\d+(?:\s*[,;]\s*S\d+\.\d+)*\s*\]/gi;
const ID = /S(\d+)\.(\d+)/gi;

/** The text without its markers, and the passages they name. */
export function takeMarkers(raw: string): { text: string; cites: ClaimedCitation[] } {
  const cites: ClaimedCitation[] = [];
  const text = raw.replace(MARKER, (marker) => {
    for (const [, sourceId, passage] of marker.matchAll(ID))
      cites.push({ sourceId: Number(sourceId), passage: Number(passage) });
    return ' ';
  });
  return { text, cites };
}

export function citesOf(line: ScriptLine): ClaimedCitation[] {
  return cited.get(line) ?? [];
}

/** Records the line's citations (joined with any it has); answers the line. */
export function withCites(line: ScriptLine, ...from: ReadonlyArray<readonly ClaimedCitation[]>): ScriptLine {
  const all = [...citesOf(line), ...from.flat()];
  if (all.length) cited.set(line, all);
  return line;
}

/** The transcript as the model wrote it, markers included (a length rewrite keeps them). */
export function withMarkers(line: ScriptLine): ScriptLine {
  const cites = citesOf(line);
  if (!cites.length) return line;
  return { speaker: line.speaker, text: `${line.text} ${cites.map((c) => `[S${c.sourceId}.${c.passage}]`).join('')}` };
}
