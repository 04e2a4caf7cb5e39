import { describe, expect, it } from 'vitest';
import { carriesOn, seekTarget } from './player-keys';

describe('seekTarget', () => {
  it('moves 5 s with the arrows, within the audio', () => {
    expect(seekTarget('ArrowRight', 10, 60)).toBe(15);
    expect(seekTarget('ArrowLeft', 10, 60)).toBe(5);
    expect(seekTarget('ArrowUp', 58, 60)).toBe(60);
    expect(seekTarget('ArrowDown', 3, 60)).toBe(0);
  });

  it('jumps to the start with Home and to the end with End', () => {
    expect(seekTarget('Home', 42, 60)).toBe(0);
    expect(seekTarget('End', 42, 60)).toBe(60);
  });

  it('ignores other keys and audio that is not loaded', () => {
    expect(seekTarget('Enter', 10, 60)).toBeNull();
    expect(seekTarget('ArrowRight', 0, 0)).toBeNull();
    expect(seekTarget('ArrowRight', 0, Number.NaN)).toBeNull();
  });
});

describe('carriesOn: a new file taking over the player', () => {
  const was = { playing: false, endedEarly: false, resumeAt: 9.6, duration: 270, autoPlayFirst: false };

  it('plays on when the old file was playing, or when the first file should play by itself', () => {
    expect(carriesOn({ ...was, playing: true })).toBe(true);
    expect(carriesOn({ ...was, autoPlayFirst: true })).toBe(true);
    expect(carriesOn(was)).toBe(false);
  });

  it('plays on from the end of an opening that ran out before the rest arrived', () => {
    expect(carriesOn({ ...was, endedEarly: true })).toBe(true);
  });

  it('stays paused when the new file ends where the old one did (a listener who reached the end)', () => {
    expect(carriesOn({ ...was, endedEarly: true, resumeAt: 270, duration: 270.2 })).toBe(false);
  });
});
