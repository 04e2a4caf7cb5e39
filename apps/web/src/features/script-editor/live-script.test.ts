import { describe, expect, it } from 'vitest';
import { applyProgress, visibleLines } from './live-script';

const line = (speaker: string, text: string) => ({ speaker, text });

describe('applyProgress (progress events of DESIGN §4)', () => {
  it('places lines at their index, so a snapshot overlapping live events does no harm', () => {
    let lines = applyProgress([], { stage: 'writing', done: 1, total: 3, from: 0, lines: [line('A', 'one')] });
    lines = applyProgress(lines, { stage: 'writing', done: 2, total: 3, from: 1, lines: [line('B', 'two')] });
    // A late joiner's snapshot repeats what is there already.
    lines = applyProgress(lines, {
      stage: 'writing',
      done: 2,
      total: 3,
      from: 0,
      lines: [line('A', 'one'), line('B', 'two')],
    });
    lines = applyProgress(lines, { stage: 'writing', done: 3, total: 3, from: 2, lines: [line('A', 'three')] });
    expect(lines.map((l) => l.text)).toEqual(['one', 'two', 'three']);
  });

  it('replaces everything when the writer rewrote the script', () => {
    const lines = applyProgress([line('A', 'old'), line('B', 'old')], {
      stage: 'adjusting length',
      done: 3,
      total: 3,
      from: 0,
      lines: [line('A', 'new')],
      replace: true,
    });
    expect(lines).toEqual([line('A', 'new')]);
  });

  it('keeps the lines on a stage-only event and hides holes left by a lost event', () => {
    const current = [line('A', 'one')];
    expect(applyProgress(current, { stage: 'writing', done: 1, total: 4 })).toBe(current);
    const gap = applyProgress(current, { stage: 'writing', done: 2, total: 4, from: 3, lines: [line('B', 'four')] });
    expect(visibleLines(gap).map((l) => l.text)).toEqual(['one', 'four']);
  });
});
