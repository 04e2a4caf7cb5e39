import { defaultEditorTracks, toggleSolo } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { layoutTracks } from './multitrack';
import { markerCount } from './timeline-scale';

describe('the editor timeline', () => {
  it('puts the intro first, the speakers after it, the outro after the speech, the background looped under it', () => {
    const { placements, total } = layoutTracks({ intro: 10, speaker1: 60, speaker2: 58, outro: 12, background: 25 });
    expect(placements.intro).toEqual({ start: 0, length: 10, loop: false });
    expect(placements.speaker1).toEqual({ start: 10, length: 60, loop: false });
    expect(placements.speaker2).toEqual({ start: 10, length: 58, loop: false });
    expect(placements.background).toEqual({ start: 10, length: 60, loop: true });
    expect(placements.outro).toEqual({ start: 70, length: 12, loop: false });
    expect(total).toBe(82);
  });

  it('shows 8 markers at 15 s steps, and more once the project is longer', () => {
    expect(markerCount(0)).toBe(8);
    expect(markerCount(100)).toBe(8);
    expect(markerCount(106)).toBe(9);
    expect(markerCount(30 * 60)).toBe(121);
  });

  it('solo mutes every other track, and solo off unmutes them (spec 001 §4)', () => {
    const soloed = toggleSolo(defaultEditorTracks(), 'intro');
    expect(soloed.map((t) => [t.id, t.solo, t.muted])).toEqual([
      ['speaker1', false, true],
      ['speaker2', false, true],
      ['intro', true, false],
      ['outro', false, true],
      ['background', false, true],
    ]);
    expect(toggleSolo(soloed, 'intro').every((t) => !t.solo && !t.muted)).toBe(true);
  });
});
