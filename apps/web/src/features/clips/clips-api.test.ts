import { describe, expect, it } from 'vitest';
import { clock } from './clips-api';

describe('clips', () => {
  it('writes a clip’s place as minutes and seconds', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(65.4)).toBe('1:05');
    expect(clock(-3)).toBe('0:00');
  });
});
