import { describe, expect, it } from 'vitest';
import {
  deviceSlices,
  formatListeningTime,
  formatPercent,
  isoDay,
  shareOfLargest,
  splitPlatforms,
} from './analytics-format';

describe('analytics figures (spec 001 §2)', () => {
  it('puts each app under its spec platform and lists the rest by name', () => {
    const { platforms, others } = splitPlatforms([
      { name: 'Apple CoreMedia', count: 4 },
      { name: 'Spotify', count: 3 },
      { name: 'Apple Podcasts', count: 2 },
      { name: 'Overcast', count: 1 },
    ]);
    expect(platforms).toEqual([
      { name: 'Spotify', count: 3 },
      { name: 'Apple Music', count: 6 },
      { name: 'Youtube Music', count: 0 },
      { name: 'Zapier', count: 0 },
      { name: 'Amazon Music', count: 0 },
    ]);
    expect(others).toEqual([{ name: 'Overcast', count: 1 }]);
  });

  it('counts the apps real user agents are named after on their tiles', () => {
    const { platforms, others } = splitPlatforms([
      { name: 'Apple Podcasts', count: 5 },
      { name: 'YouTube Music', count: 2 },
      { name: 'Amazon Music', count: 1 },
      { name: 'Pocket Casts', count: 1 },
    ]);
    expect(Object.fromEntries(platforms.map((p) => [p.name, p.count]))).toMatchObject({
      'Apple Music': 5,
      'Youtube Music': 2,
      'Amazon Music': 1,
    });
    expect(others).toEqual([{ name: 'Pocket Casts', count: 1 }]);
  });

  it('always shows Mobile, Web App and Tablet, then any other device seen', () => {
    expect(
      deviceSlices([
        { name: 'Smart Speaker', count: 1 },
        { name: 'Mobile', count: 2 },
      ]),
    ).toEqual([
      { name: 'Mobile', count: 2 },
      { name: 'Web App', count: 0 },
      { name: 'Tablet', count: 0 },
      { name: 'Smart Speaker', count: 1 },
    ]);
  });

  it('formats listening time, rates and dates', () => {
    expect(formatListeningTime(0)).toBe('0s');
    expect(formatListeningTime(44.6)).toBe('45s');
    expect(formatListeningTime(725)).toBe('12m 05s');
    expect(formatListeningTime(3 * 3600 + 7 * 60 + 9)).toBe('3h 07m');
    expect(formatListeningTime(Number.NaN)).toBe('0s');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(66.66)).toBe('66.7%');
    expect(formatPercent(0)).toBe('0%');
    expect(isoDay('Tue, 02 Jun 2026 10:00:00 GMT')).toBe('2026-06-02');
    expect(isoDay('soon')).toBe('');
    expect(
      shareOfLargest([
        { name: 'India', count: 4 },
        { name: 'Unknown', count: 1 },
      ]),
    ).toEqual([100, 25]);
    expect(shareOfLargest([{ name: 'Unknown', count: 0 }])).toEqual([0]);
  });
});
