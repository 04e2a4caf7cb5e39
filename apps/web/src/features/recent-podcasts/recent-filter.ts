/** Your Recent Podcasts' filter (spec 000 §2), kept in the address so a reload or a shared link keeps it. */
export const PODCAST_STATES = [
  { value: 'SCRIPT', label: 'Script only' },
  { value: 'AUDIO', label: 'With audio' },
  { value: 'PUBLISHED', label: 'Published' },
] as const;
export type PodcastState = (typeof PODCAST_STATES)[number]['value'];

export interface RecentFilter {
  search: string;
  language: string;
  status: PodcastState | '';
}

/** The address's parameters: q, lang and state. */
const KEYS = { search: 'q', language: 'lang', status: 'state' } as const;

const isState = (value: string): value is PodcastState => PODCAST_STATES.some((s) => s.value === value);

export function filterFromParams(params: URLSearchParams): RecentFilter {
  const status = params.get(KEYS.status) ?? '';
  return {
    search: params.get(KEYS.search) ?? '',
    language: params.get(KEYS.language) ?? '',
    status: isState(status) ? status : '',
  };
}

/** The address's parameters with one part of the filter changed; an empty part leaves the address. */
export function paramsWith(params: URLSearchParams, change: Partial<RecentFilter>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, value] of Object.entries(change) as Array<[keyof RecentFilter, string]>) {
    if (value) next.set(KEYS[field], value);
    else next.delete(KEYS[field]);
  }
  return next;
}

/** What GraphQL's userPodcasts(filter:) is sent: only the parts that are set. */
export function filterInput(filter: RecentFilter) {
  return {
    ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
    ...(filter.language ? { language: filter.language } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  };
}

export const isFiltered = (filter: RecentFilter) => Boolean(filter.search.trim() || filter.language || filter.status);
