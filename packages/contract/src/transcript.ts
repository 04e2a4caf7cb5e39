/**
 * Transcript rules of spec 000 §3 "Script line": a speaker label is at most 50 letters, spaces, dots,
 * apostrophes, parentheses or hyphens followed by a colon; a line without a label continues the previous
 * one; asterisks and double quotes are stripped.
 */
export interface ScriptLine {
  speaker: string;
  text: string;
}

const LABEL = /^\s*([\p{L}\p{M} .'()-]{1,50})\s*:(.*)$/u;
const STRIPPED = /[*"“”]/g;

function clean(text: string): string {
  return text.replace(STRIPPED, '').replace(/\s+/g, ' ').trim();
}

export function parseTranscript(raw: string): ScriptLine[] {
  const lines: ScriptLine[] = [];
  for (const rawLine of raw.split(/\r?\n/)) {
    const line = rawLine.replace(STRIPPED, '');
    if (!line.trim()) continue;
    const match = LABEL.exec(line);
    const speaker = match ? clean(match[1] ?? '') : '';
    if (match && speaker) {
      lines.push({ speaker, text: clean(match[2] ?? '') });
      continue;
    }
    const previous = lines.at(-1);
    if (previous) previous.text = clean(`${previous.text} ${line}`);
  }
  return lines.filter((l) => l.text.length > 0);
}

export function formatTranscript(lines: readonly ScriptLine[]): string {
  return lines.map((l) => `${l.speaker.trim()}: ${l.text.trim()}`).join('\n');
}

/** The distinct speakers in order of first appearance. */
export function speakersOf(lines: readonly ScriptLine[]): string[] {
  return [...new Set(lines.map((l) => l.speaker))];
}
