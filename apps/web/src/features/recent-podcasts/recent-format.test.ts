import { describe, expect, it } from 'vitest';
import {
  formatPodcastDate,
  hasMorePages,
  INVALID_DATE,
  pageAfterDelete,
  pageLabel,
  podcastProblem,
} from './recent-format';

describe('recent podcast cards (spec 000 §2)', () => {
  it('shows dates as YYYY-MM-DD in local time', () => {
    const local = new Date(2025, 0, 5, 23, 30);
    expect(formatPodcastDate(local.toISOString())).toBe('2025-01-05');
    expect(formatPodcastDate(String(local.getTime()))).toBe('2025-01-05');
    expect(formatPodcastDate('2024-12-31')).toMatch(/^2024-12-3[01]$/);
  });

  it("shows 'Invalid Date' for a date it cannot read", () => {
    expect(INVALID_DATE).toBe('Invalid Date');
    for (const bad of ['not a date', '', null, undefined, '2024-13-45']) {
      expect(formatPodcastDate(bad)).toBe('Invalid Date');
    }
  });

  it("reads 'Page X of Y'", () => {
    expect(pageLabel(1, 3)).toBe('Page 1 of 3');
    expect(pageLabel(3, 3)).toBe('Page 3 of 3');
    expect(pageLabel(1, 0)).toBe('Page 1 of 1');
    expect(pageLabel(9, 2)).toBe('Page 2 of 2');
  });

  it('offers View More only with more than one page', () => {
    expect(hasMorePages(undefined)).toBe(false);
    expect(hasMorePages(1)).toBe(false);
    expect(hasMorePages(2)).toBe(true);
  });

  it('steps back a page after deleting the last card of a page', () => {
    expect(pageAfterDelete(3, 1)).toBe(2);
    expect(pageAfterDelete(3, 4)).toBe(3);
    expect(pageAfterDelete(1, 1)).toBe(1);
  });
});

describe('a podcast whose generation failed', () => {
  it("says the server's sentence for a failed script or audio, and nothing for a podcast that is fine", () => {
    const abandoned = 'The server stopped several times while working on this. Please try again.';
    expect(podcastProblem({ status: 'failed', error: abandoned })).toBe(abandoned);
    expect(podcastProblem({ status: 'script_ready', error: 'the audio could not be rendered' })).toBe(
      'The audio could not be rendered.',
    );
    expect(podcastProblem({ status: 'failed', error: null })).toBe('The script could not be written.');
    for (const status of ['ready', 'rendering', 'generating']) {
      expect(podcastProblem({ status, error: 'the audio could not be rendered' })).toBeNull();
    }
    expect(podcastProblem({ status: 'script_ready', error: null })).toBeNull();
  });
});
