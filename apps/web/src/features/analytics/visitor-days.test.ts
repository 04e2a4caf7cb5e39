import { describe, expect, it } from 'vitest';
import { chosenPeriod, labelEvery, visitorBars } from './visitor-days';

const WEEK = [
  { date: '2025-03-03', visitors: 2, new: 1 },
  { date: '2025-03-04', visitors: 0, new: 0 },
  { date: '2025-03-05', visitors: 4, new: 4 },
];

describe('the Total Visitors period selector', () => {
  it('reads the period from the address and falls back to This Week', () => {
    expect(chosenPeriod('This Month')).toBe('This Month');
    expect(chosenPeriod('All Time')).toBe('All Time');
    expect(chosenPeriod(null)).toBe('This Week');
    expect(chosenPeriod('this month')).toBe('This Week');
    expect(chosenPeriod('Last Year')).toBe('This Week');
  });
});

describe('the Total Visitors per-day bars', () => {
  it('label a week by weekday, scale to the busiest day and describe each day in words', () => {
    const bars = visitorBars(WEEK, 'This Week');
    expect(bars.map((b) => b.label)).toEqual(['Mon', 'Tue', 'Wed']);
    expect(bars.map((b) => b.height)).toEqual([50, 0, 100]);
    expect(bars.map((b) => b.newShare)).toEqual([50, 0, 100]);
    expect(bars[0]?.description).toBe('Monday 3 March 2025: 2 visitors, 1 new');
    expect(bars[1]?.description).toBe('Tuesday 4 March 2025: 0 visitors, 0 new');
  });

  it('label a month by day of the month and all time by date', () => {
    expect(visitorBars(WEEK, 'This Month').map((b) => b.label)).toEqual(['3', '4', '5']);
    expect(visitorBars(WEEK, 'All Time').map((b) => b.label)).toEqual(['3 Mar', '4 Mar', '5 Mar']);
  });

  it('show flat bars, not NaN, when nobody listened', () => {
    const bars = visitorBars([{ date: '2025-03-10', visitors: 0, new: 0 }], 'This Week');
    expect(bars[0]).toMatchObject({ height: 0, newShare: 0, description: 'Monday 10 March 2025: 0 visitors, 0 new' });
    expect(visitorBars([], 'All Time')).toEqual([]);
  });

  it('thin out labels on long series', () => {
    expect(labelEvery(7)).toBe(1);
    expect(labelEvery(31)).toBe(3);
    expect(labelEvery(366)).toBe(31);
  });
});
