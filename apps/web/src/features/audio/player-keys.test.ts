import { describe, expect, it } from 'vitest';
import { seekTarget } from './player-keys';

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
