import { describe, expect, it } from 'vitest';
import { publishAtOf } from './release-time';

describe('the release time', () => {
  it("is the typed wall-clock time with the creator's offset on that date", () => {
    expect(publishAtOf('2026-12-01T09:00', () => 330)).toBe('2026-12-01T09:00:00+05:30');
    expect(publishAtOf('2026-07-04T18:30', () => -240)).toBe('2026-07-04T18:30:00-04:00');
    expect(publishAtOf('2026-01-15T07:05:30', () => 0)).toBe('2026-01-15T07:05:30+00:00');
  });

  it('is null when nothing valid was typed', () => {
    expect(publishAtOf('')).toBeNull();
    expect(publishAtOf('tomorrow')).toBeNull();
  });
});
