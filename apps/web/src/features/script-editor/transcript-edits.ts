import type { ScriptLine } from '@podloom/contract';

/** A line in the Edit modal: its text, its speaker, and whether it is marked for deletion. */
export interface EditableLine {
  id: number;
  speaker: string;
  text: string;
  marked: boolean;
}

let nextId = 1;
const newId = () => nextId++;

export function toEditable(lines: readonly ScriptLine[]): EditableLine[] {
  return lines.map((line) => ({ id: newId(), speaker: line.speaker, text: line.text, marked: false }));
}

/** The speaker who talks after `previous`, taking turns in the order given. */
export function nextSpeaker(speakers: readonly string[], previous: string | undefined): string {
  if (speakers.length === 0) return previous ?? 'Host';
  const at = previous === undefined ? -1 : speakers.indexOf(previous);
  return speakers[(at + 1) % speakers.length] ?? speakers[0] ?? 'Host';
}

/** Add More: an empty line for whoever speaks next. */
export function addLine(lines: readonly EditableLine[], speakers: readonly string[]): EditableLine[] {
  return [...lines, { id: newId(), speaker: nextSpeaker(speakers, lines.at(-1)?.speaker), text: '', marked: false }];
}

export function updateLine(
  lines: readonly EditableLine[],
  id: number,
  patch: Partial<Pick<EditableLine, 'speaker' | 'text'>>,
): EditableLine[] {
  return lines.map((line) => (line.id === id ? { ...line, ...patch } : line));
}

/** In delete mode a line's delete button marks it (or takes the mark back). */
export function toggleMarked(lines: readonly EditableLine[], id: number): EditableLine[] {
  return lines.map((line) => (line.id === id ? { ...line, marked: !line.marked } : line));
}

/** Confirm Delete: the marked lines go. */
export function applyDeletions(lines: readonly EditableLine[]): EditableLine[] {
  return lines.filter((line) => !line.marked);
}

export function clearMarks(lines: readonly EditableLine[]): EditableLine[] {
  return lines.map((line) => (line.marked ? { ...line, marked: false } : line));
}

/**
 * The script to save: whitespace (line breaks included) collapsed, so each line stays one 'speaker: text' line
 * of the transcript (spec 000 §3), and empty lines dropped.
 */
export function toScript(lines: readonly EditableLine[]): ScriptLine[] {
  return lines
    .map((line) => ({ speaker: line.speaker.trim(), text: line.text.replace(/\s+/g, ' ').trim() }))
    .filter((line) => line.speaker && line.text);
}

export function sameScript(a: readonly ScriptLine[], b: readonly ScriptLine[]): boolean {
  return a.length === b.length && a.every((line, i) => line.speaker === b[i]?.speaker && line.text === b[i]?.text);
}
