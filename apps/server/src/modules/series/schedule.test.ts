import { describe, expect, it } from 'vitest';
import { nextRunAt, offsetMinutes } from './schedule';

const at = (iso: string) => new Date(iso);
const next = (schedule: Parameters<typeof nextRunAt>[0], after: string) => nextRunAt(schedule, at(after)).toISOString();

describe('a series schedule', () => {
  it('runs daily at the time on its zone clock, stored in UTC', () => {
    const daily = { cadence: 'daily' as const, weekday: null, time: '07:30', timeZone: 'Asia/Kolkata' };
    expect(next(daily, '2026-03-10T00:00:00Z')).toBe('2026-03-10T02:00:00.000Z');
    // Exactly at the due time, the next one is tomorrow's.
    expect(next(daily, '2026-03-10T02:00:00Z')).toBe('2026-03-11T02:00:00.000Z');
  });

  it('runs weekly on its ISO weekday, in zones behind and ahead of UTC', () => {
    const monday = { cadence: 'weekly' as const, weekday: 1, time: '21:00', timeZone: 'America/Los_Angeles' };
    // Sunday 2026-03-01 in Los Angeles: the next Monday 21:00 PST is Tuesday 05:00 UTC.
    expect(next(monday, '2026-03-01T12:00:00Z')).toBe('2026-03-03T05:00:00.000Z');
    const sunday = { cadence: 'weekly' as const, weekday: 7, time: '06:00', timeZone: 'Pacific/Auckland' };
    // Auckland is UTC+13 in March: Sunday 06:00 there is Saturday 17:00 UTC.
    expect(next(sunday, '2026-03-02T00:00:00Z')).toBe('2026-03-07T17:00:00.000Z');
  });

  it('keeps the local time across daylight saving changes', () => {
    const daily = { cadence: 'daily' as const, weekday: null, time: '09:00', timeZone: 'Europe/London' };
    // Clocks go forward on 29 March 2026: 09:00 is GMT the day before, BST the day after.
    expect(next(daily, '2026-03-28T10:00:00Z')).toBe('2026-03-29T08:00:00.000Z');
    expect(next(daily, '2026-03-27T10:00:00Z')).toBe('2026-03-28T09:00:00.000Z');
    // And back on 25 October 2026.
    expect(next(daily, '2026-10-24T09:00:00Z')).toBe('2026-10-25T09:00:00.000Z');
    expect(offsetMinutes('Europe/London', Date.parse('2026-07-01T00:00:00Z'))).toBe(60);
  });

  it('moves a time the clock skips past the gap, and takes the first of a time that happens twice', () => {
    const skipped = { cadence: 'daily' as const, weekday: null, time: '02:30', timeZone: 'America/New_York' };
    // 8 March 2026: 02:00 EST jumps to 03:00 EDT; 02:30 is run at 03:30 EDT (07:30 UTC).
    expect(next(skipped, '2026-03-08T05:00:00Z')).toBe('2026-03-08T07:30:00.000Z');
    const twice = { cadence: 'daily' as const, weekday: null, time: '01:30', timeZone: 'America/New_York' };
    // 1 November 2026: 01:30 happens at EDT then EST; the first is 05:30 UTC.
    expect(next(twice, '2026-11-01T04:00:00Z')).toBe('2026-11-01T05:30:00.000Z');
    expect(next(twice, '2026-11-01T05:30:00Z')).toBe('2026-11-02T06:30:00.000Z');
  });
});
