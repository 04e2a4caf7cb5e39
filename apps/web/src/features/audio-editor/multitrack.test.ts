import {
  type ClipPlacement,
  DEFAULT_EDITOR_CLIP,
  defaultEditorTracks,
  layoutClips,
  toggleSolo,
} from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { scheduleFades } from './multitrack';
import { markerCount } from './timeline-scale';

/** The automation a clip's gain receives, as [kind, value, time] (an AudioParam's own calls, recorded). */
function schedule(place: ClipPlacement, into: number, when: number) {
  const calls: Array<[string, number, number]> = [];
  const param = {
    setValueAtTime: (value: number, time: number) => calls.push(['set', value, time]),
    linearRampToValueAtTime: (value: number, time: number) => calls.push(['ramp', value, time]),
  } as unknown as AudioParam;
  scheduleFades(param, place, into, when);
  return calls;
}

describe('the editor timeline', () => {
  it('plays the running order: intro, the speakers after it, the outro after the speech, the bed under it', () => {
    const { placements, total } = layoutClips({ intro: 10, speaker1: 60, speaker2: 58, outro: 12, background: 25 });
    expect(placements.intro).toMatchObject({ start: 0, length: 10, loop: false });
    expect(placements.speaker2).toMatchObject({ start: 10, length: 58, loop: false });
    expect(placements.background).toMatchObject({ start: 10, length: 60, loop: true, passLength: 25 });
    expect(placements.outro).toMatchObject({ start: 70, length: 12, loop: false });
    expect(total).toBe(82);
  });

  it('fades a clip in and out on the audio clock, also when playing starts inside a fade', () => {
    const place = layoutClips({ intro: 20 }, { intro: { ...DEFAULT_EDITOR_CLIP, fadeIn: 2, fadeOut: 4 } }).placements
      .intro as ClipPlacement;
    expect(schedule(place, 0, 100)).toEqual([
      ['set', 0, 100],
      ['ramp', 1, 102],
      ['set', 1, 116],
      ['ramp', 0, 120],
    ]);
    expect(schedule(place, 1, 100)).toEqual([
      ['set', 0.5, 100],
      ['ramp', 1, 101],
      ['set', 1, 115],
      ['ramp', 0, 119],
    ]);
    expect(schedule(place, 18, 100)).toEqual([
      ['set', 0.5, 100],
      ['ramp', 0, 102],
    ]);
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
