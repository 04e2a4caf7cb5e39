import { describe, expect, it } from 'vitest';
import { defaultShowFor } from './default-show';

const show = (id: string, podcasts: Array<[number, string]>) => ({
  id,
  podcasts: podcasts.map(([podcastId, lastPublishedAt]) => ({ podcastId, lastPublishedAt })),
});

describe('the Publish modal’s default show', () => {
  it('is the show this podcast was last published to', () => {
    const shows = [show('new', [[2, '2026-03-01']]), show('a', [[1, '2026-01-01']]), show('b', [[1, '2026-02-01']])];
    expect(defaultShowFor(shows, 1)).toBe('b');
  });

  it('is the newest show (listed first) for a podcast not published yet, and none without shows', () => {
    expect(defaultShowFor([show('new', []), show('old', [[1, '2026-01-01']])], 7)).toBe('new');
    expect(defaultShowFor([], 1)).toBeNull();
  });
});
