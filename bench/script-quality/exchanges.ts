import type { ScriptLine } from '@podloom/contract';
import { seededRandom } from '../../apps/server/src/providers/llm/builtin/seeded';

/**
 * A blind read: host–guest exchanges (a host line and the guest line after it) picked with a fixed seed from the
 * middle of the scripts, printed as text, and two such texts side by side.
 */
export function pickExchanges(scripts: ScriptLine[][], count: number): Array<[ScriptLine, ScriptLine]> {
  const random = seededRandom(2026);
  const pairs = scripts.flatMap((lines) => {
    const host = lines[0]?.speaker;
    return lines.slice(2, -3).flatMap((line, i, middle) => {
      const next = middle[i + 1];
      return line.speaker === host && next && next.speaker !== host ? [[line, next] as [ScriptLine, ScriptLine]] : [];
    });
  });
  const picked: Array<[ScriptLine, ScriptLine]> = [];
  for (let i = 0; i < count && pairs.length; i += 1)
    picked.push(pairs.splice(Math.floor(random() * pairs.length), 1)[0] as [ScriptLine, ScriptLine]);
  return picked;
}

export function formatExchanges(exchanges: Array<[ScriptLine, ScriptLine]>): string {
  return exchanges.map(([a, b], i) => `${i + 1}. ${a.speaker}: ${a.text}\n   ${b.speaker}: ${b.text}`).join('\n');
}

const WIDTH = 70;

function wrap(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    const indent = /^\s*/.exec(paragraph)?.[0] ?? '';
    let line = indent;
    for (const word of paragraph.trim().split(' ')) {
      if (line.trim() && `${line} ${word}`.length > WIDTH) {
        out.push(line);
        line = `      ${word}`;
      } else line = line.trim() ? `${line} ${word}` : `${line}${word}`;
    }
    out.push(line);
  }
  return out;
}

/** Two texts in columns, headed "before" and "after", each numbered exchange starting on the same row. */
export function sideBySide(before: string, after: string): string {
  const split = (text: string) => text.split(/\n(?=\d+\. )/).map(wrap);
  const [a, b] = [split(before), split(after)];
  const rows = [`${'before'.padEnd(WIDTH)} | after`, `${'-'.repeat(WIDTH)} | ${'-'.repeat(WIDTH)}`];
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const [left, right] = [a[i] ?? [], b[i] ?? []];
    for (let j = 0; j < Math.max(left.length, right.length); j += 1)
      rows.push(`${(left[j] ?? '').padEnd(WIDTH)} | ${right[j] ?? ''}`);
  }
  return rows.join('\n');
}
