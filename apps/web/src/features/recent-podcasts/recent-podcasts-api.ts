import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';
import { filterInput, type RecentFilter } from './recent-filter';

/** Spec 000 §9: the home screen lists 6 a page. */
export const RECENT_PAGE_SIZE = 6;
/** Spec 000 §8: the recent-podcast list fetch is retried 3 times. */
export const RECENT_RETRIES = 3;

/** The fields of spec 000 §3 "Podcast" the list and the editor read. */
export interface RecentPodcast {
  podcastId: number;
  title: string;
  transcript: string;
  createdAt: string;
  language: string;
  status: string;
  /** Why its last generation failed, or null. */
  error?: string | null;
  presignedUrl: string | null;
  duration: number | null;
  /** The voices it was last rendered with (host, guest, then by speaker), restored when it is opened. */
  settings?: {
    hostVoice?: string | null;
    guestVoice?: string | null;
    voices: ReadonlyArray<{ speaker: string; voice?: string | null; speed?: number; pitch?: number }>;
    /** Whether it was last rendered with backchannels. */
    backchannels?: boolean;
  } | null;
  /** What it was written as (deep_dive, brief, critique, debate) and asked to concentrate on, and from which sources. */
  format?: string;
  focus?: string | null;
  sources?: ReadonlyArray<{ id: number; title: string; words: number }>;
}

/** Spec 000 §3 "Page info". */
export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  totalPages: number;
  totalItems: number;
  currentPage: number;
}

export interface PodcastPage {
  items: RecentPodcast[];
  pageInfo: PageInfo;
}

const USER_PODCASTS = graphql(`query UserPodcasts($page: Int!, $pageSize: Int!, $filter: PodcastFilter) {
  userPodcasts(page: $page, pageSize: $pageSize, filter: $filter) {
    items {
      podcastId title transcript createdAt language status error presignedUrl duration
      settings { hostVoice guestVoice backchannels voices { speaker voice speed pitch } }
      format focus sources { id title words }
    }
    pageInfo { hasNextPage hasPreviousPage totalPages totalItems currentPage }
  }
}`);

export async function fetchUserPodcasts(
  page: number,
  pageSize = RECENT_PAGE_SIZE,
  filter: RecentFilter = { search: '', language: '', status: '' },
): Promise<PodcastPage> {
  const data = await graphqlRequest(USER_PODCASTS, { page, pageSize, filter: filterInput(filter) });
  return data.userPodcasts;
}

export const recentPodcastsKey = ['user-podcasts'] as const;

export function useUserPodcasts(page: number, enabled: boolean, filter?: RecentFilter) {
  return useQuery({
    queryKey: [...recentPodcastsKey, page, RECENT_PAGE_SIZE, filter ? filterInput(filter) : {}],
    queryFn: () => fetchUserPodcasts(page, RECENT_PAGE_SIZE, filter),
    enabled,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 401) && failures < RECENT_RETRIES,
    // Keep the page on screen while the next one loads.
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

export interface DeletePodcastResult {
  podcastId: number;
  success: boolean;
  message: string;
}

const DELETE_PODCAST = graphql(`mutation DeletePodcast($podcastId: Int!) {
  deletePodcast(podcastId: $podcastId) { podcastId success message }
}`);

export async function deletePodcast(podcastId: number): Promise<DeletePodcastResult> {
  const data = await graphqlRequest(DELETE_PODCAST, { podcastId });
  return data.deletePodcast;
}
