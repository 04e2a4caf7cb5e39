import { RSS_DEFAULTS } from '@podloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';
import type { RssFormValues } from './rss-form';

export type DestinationStatus = 'SUBMIT' | 'LISTED';

export interface ShowDestination {
  platform: string;
  platformName: string;
  listingUrl: string | null;
  submitUrl: string | null;
  status: DestinationStatus;
}

/** One of the caller's shows: one feed, submitted once to each directory. */
export interface Show {
  id: string;
  slug: string;
  title: string;
  feedUrl: string;
  /** Null while the show is private: it has no public page. */
  pageUrl: string | null;
  episodeCount: number;
  /** Episodes waiting for their release, soonest first. */
  scheduled: Array<{ episodeId: number; title: string; publishAt: string }>;
  destinations: ShowDestination[];
  podcasts: Array<{ podcastId: number; lastPublishedAt: string | null }>;
  podcastTitle: string;
  podcastDescription: string;
  podcastWebsite: string;
  copyrightHolder: string;
  language: string;
  podcastAuthor: string;
  podcastSummary: string;
  ownerName: string;
  ownerEmail: string;
  explicit: string;
  podcastImageUrl: string;
  category: string;
  appleUrl?: string | null;
  spotifyUrl?: string | null;
  amazonUrl?: string | null;
  /** The tags apps read (`podcast:locked`, `podcast:funding`, `podcast:txt`) and the AI-disclosure statement. */
  locked: boolean;
  fundingUrl: string | null;
  fundingText: string;
  txt: Array<{ purpose: string | null; value: string }>;
  aiDisclosure: string;
  /** PRIVATE: no public feed or pages; listeners read personal feeds. */
  visibility: 'PUBLIC' | 'PRIVATE';
  createdAt: string;
}

const SHOWS = graphql(`query Shows {
  shows {
    id slug title feedUrl pageUrl episodeCount createdAt
    scheduled { episodeId title publishAt }
    destinations { platform platformName listingUrl submitUrl status }
    podcasts { podcastId lastPublishedAt }
    podcastTitle podcastDescription podcastWebsite copyrightHolder language podcastAuthor podcastSummary
    ownerName ownerEmail explicit podcastImageUrl category appleUrl spotifyUrl amazonUrl
    locked fundingUrl fundingText txt { purpose value } aiDisclosure visibility
  }
}`);

export const SHOWS_KEY = ['publishing', 'shows'] as const;

export function useShows(enabled = true) {
  return useQuery({
    queryKey: SHOWS_KEY,
    queryFn: async (): Promise<Show[]> => (await graphqlRequest(SHOWS, {})).shows as Show[],
    enabled,
  });
}

const FEED_ADDRESS = graphql(`query FeedAddress { feedAddress { publicUrl reachable problem } }`);

/** Whether directories can fetch feeds from this server's address; it does not change while the app runs. */
export function useFeedAddress() {
  return useQuery({
    queryKey: ['publishing', 'feed-address'],
    queryFn: async () => (await graphqlRequest(FEED_ADDRESS, {})).feedAddress,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The RSS form's fields as ShowInput takes them (see rss-form's rssInputOf), and an optional slug. */
export type ShowInputPayload = Record<string, unknown>;

const UPDATE_SHOW = graphql(`mutation UpdateShow($showId: String!, $input: ShowInput!) {
  updateShow(showId: $showId, input: $input) { id title }
}`);

const DELETE_SHOW = graphql(`mutation DeleteShow($showId: String!, $confirm: Boolean) {
  deleteShow(showId: $showId, confirm: $confirm)
}`);

const PUBLISH_EPISODE = graphql(`mutation PublishEpisode($input: PublishEpisodeInput!) {
  publishEpisode(input: $input) { episodeId showId platform feedUrl link title pubDate status publishAt }
}`);

export interface PublishEpisodePayload {
  podcastId: number;
  showId: string;
  platform: string;
  title: string;
  description: string;
  itunesSeason: number;
  itunesEpisode: number | null;
  /** ISO 8601 with the creator's offset; null publishes now. */
  publishAt: string | null;
}

export async function publishEpisode(input: PublishEpisodePayload) {
  return (await graphqlRequest(PUBLISH_EPISODE, { input })).publishEpisode;
}

export function useUpdateShow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ showId, input }: { showId: string; input: ShowInputPayload }) =>
      (await graphqlRequest(UPDATE_SHOW, { showId, input: input as never })).updateShow,
    onSuccess: () => client.invalidateQueries({ queryKey: ['publishing'] }),
  });
}

const SET_LISTING_LINK = graphql(`mutation SetListingLink($showId: String!, $platform: String!, $listingUrl: String) {
  setListingLink(showId: $showId, platform: $platform, listingUrl: $listingUrl) { id }
}`);

/** Saves where a show is listed in a directory (empty clears it): the destination then reads Listed. */
export function useSetListingLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { showId: string; platform: string; listingUrl: string }) =>
      (await graphqlRequest(SET_LISTING_LINK, input)).setListingLink,
    onSuccess: () => client.invalidateQueries({ queryKey: ['publishing'] }),
  });
}

export function useDeleteShow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ showId, confirm }: { showId: string; confirm: boolean }) =>
      (await graphqlRequest(DELETE_SHOW, { showId, confirm })).deleteShow,
    onSuccess: () => client.invalidateQueries({ queryKey: ['publishing'] }),
  });
}

/** The RSS form's values as ShowInput takes them: trimmed, defaults where left empty (as createRss's input). */
export function showInputOf(values: RssFormValues): ShowInputPayload {
  const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as unknown as RssFormValues;
  return {
    ...trimmed,
    language: trimmed.language.toLowerCase() || RSS_DEFAULTS.language,
    podcastImageUrl: trimmed.podcastImageUrl || null,
    category: trimmed.category || null,
  };
}
