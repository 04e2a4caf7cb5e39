import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterFromParams, filterInput, isFiltered, paramsWith } from './recent-filter';
import { fetchUserPodcasts } from './recent-podcasts-api';

afterEach(() => vi.unstubAllGlobals());

describe('Your Recent Podcasts filter (spec 000 §2)', () => {
  it('reads the filter from the address, and an unknown state as none', () => {
    expect(filterFromParams(new URLSearchParams('q=bees&lang=hi-IN&state=AUDIO'))).toEqual({
      search: 'bees',
      language: 'hi-IN',
      status: 'AUDIO',
    });
    expect(filterFromParams(new URLSearchParams('state=DRAFT'))).toEqual({ search: '', language: '', status: '' });
  });

  it('writes each change into the address, keeps the rest, and drops what is cleared', () => {
    const start = new URLSearchParams('q=bees&tab=x');
    const withState = paramsWith(start, { status: 'PUBLISHED' });
    expect(withState.toString()).toBe('q=bees&tab=x&state=PUBLISHED');
    expect(paramsWith(withState, { search: '' }).toString()).toBe('tab=x&state=PUBLISHED');
  });

  it('sends only what is set, trimmed', () => {
    expect(filterInput({ search: '  bees ', language: '', status: 'SCRIPT' })).toEqual({
      search: 'bees',
      status: 'SCRIPT',
    });
    expect(isFiltered({ search: ' ', language: '', status: '' })).toBe(false);
  });

  it('asks userPodcasts for the filtered page', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        data: {
          userPodcasts: {
            items: [],
            pageInfo: { hasNextPage: false, hasPreviousPage: true, totalPages: 2, totalItems: 7, currentPage: 2 },
          },
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const page = await fetchUserPodcasts(2, 6, { search: 'bees', language: 'en-IN', status: 'AUDIO' });
    expect(page.pageInfo.totalPages).toBe(2);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect(body.variables).toEqual({
      page: 2,
      pageSize: 6,
      filter: { search: 'bees', language: 'en-IN', status: 'AUDIO' },
    });
    expect(body.query).toContain('filter: $filter');
  });
});
