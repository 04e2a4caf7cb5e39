import { formatTranscript, parseTranscript } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  applyDeletions,
  clearMarks,
  nextSpeaker,
  sameScript,
  toEditable,
  toggleMarked,
  toScript,
  updateLine,
} from './transcript-edits';

const script = [
  { speaker: 'Asha', text: 'Welcome.' },
  { speaker: 'Ravi', text: 'Thanks.' },
  { speaker: 'Asha', text: 'Let us begin.' },
];

describe('Edit modal operations (spec 000 §2)', () => {
  it('edits the text and the speaker of one line', () => {
    const lines = toEditable(script);
    const first = lines[0]!.id;
    const edited = updateLine(updateLine(lines, first, { text: 'Hello there.' }), first, { speaker: 'Ravi' });
    expect(toScript(edited)[0]).toEqual({ speaker: 'Ravi', text: 'Hello there.' });
    expect(toScript(edited).slice(1)).toEqual(script.slice(1));
  });

  it('Add More appends an empty line for whoever speaks next', () => {
    const lines = addLine(toEditable(script), ['Asha', 'Ravi']);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatchObject({ speaker: 'Ravi', text: '', marked: false });
    expect(nextSpeaker(['Asha', 'Ravi'], 'Ravi')).toBe('Asha');
    expect(nextSpeaker(['Asha'], 'Asha')).toBe('Asha');
    expect(nextSpeaker([], undefined)).toBe('Host');
    // An empty new line is not saved.
    expect(toScript(lines)).toEqual(script);
  });

  it('Delete marks lines; Confirm Delete removes the marked ones; marks can be taken back', () => {
    const lines = toEditable(script);
    let marked = toggleMarked(lines, lines[1]!.id);
    marked = toggleMarked(marked, lines[2]!.id);
    marked = toggleMarked(marked, lines[2]!.id);
    expect(marked.filter((l) => l.marked)).toHaveLength(1);
    expect(toScript(applyDeletions(marked))).toEqual([script[0], script[2]]);
    expect(clearMarks(marked).some((l) => l.marked)).toBe(false);
  });

  it('saves one transcript line per script line, whatever was typed', () => {
    const lines = toEditable(script);
    const edited = updateLine(lines, lines[0]!.id, { text: '  Two\nlines  of   text ' });
    const saved = toScript(edited);
    expect(saved[0]).toEqual({ speaker: 'Asha', text: 'Two lines of text' });
    expect(parseTranscript(formatTranscript(saved))).toEqual(saved);
    expect(sameScript(saved, script)).toBe(false);
    expect(sameScript(toScript(lines), script)).toBe(true);
  });
});
