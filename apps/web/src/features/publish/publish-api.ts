import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';
import type { EpisodePayload, PublishedEpisode } from './publish-controller';
import type { PublishPlatform } from './publish-platforms';
import type { RssFormValues, RssInputPayload } from './rss-form';

const PRESIGNED_URL_BY_PLATFORM = graphql(`query PodcastPresignedUrlByPlatform($podcastId: Int!, $platform: String!) {
  podcastPresignedUrlByPlatform(podcastId: $podcastId, platform: $platform) { presignedUrl expiry }
}`);

/** Spec 000 §7 "a presigned URL by podcast id and platform helper": presignedUrl and expiry. */
export async function fetchPublishAudioUrl(podcastId: number, platform: PublishPlatform) {
  const data = await graphqlRequest(PRESIGNED_URL_BY_PLATFORM, { podcastId, platform });
  return data.podcastPresignedUrlByPlatform;
}

const ADD_EPISODE = graphql(`mutation AddEpisode($userId: Int!, $platform: String!, $episode: EpisodeInput!) {
  addEpisode(userId: $userId, platform: $platform, episode: $episode) { episodeId title link pubDate feedUrl }
}`);

/** Spec 000 §7 addEpisode(userId, platform, episode). */
export async function addEpisode(
  userId: number,
  platform: PublishPlatform,
  episode: EpisodePayload,
): Promise<PublishedEpisode | null> {
  const data = await graphqlRequest(ADD_EPISODE, { userId, platform, episode });
  return data.addEpisode;
}

const CREATE_RSS = graphql(`mutation CreateRss($input: RssInput!) {
  createRss(input: $input) { feedUrl feedId platform }
}`);

/** Spec 000 §7 createRss(input) → feedUrl. */
export async function createRss(input: RssInputPayload) {
  const data = await graphqlRequest(CREATE_RSS, { input });
  return data.createRss;
}

/** One of the user's hosted feeds, with what its Create RSS Feed form held. */
export interface RssFeed extends Omit<RssFormValues, 'explicit'> {
  feedId: string;
  feedUrl: string;
  platform: string;
  explicit: string;
  lastBuildDate: string;
  /** The show's listings in the directories, null until the creator pastes them. */
  appleUrl?: string | null;
  spotifyUrl?: string | null;
  amazonUrl?: string | null;
}

const RSS_FEEDS = graphql(`query RssFeeds {
  rssFeeds {
    feedId feedUrl platform podcastTitle podcastDescription podcastWebsite copyrightHolder language podcastAuthor
    podcastSummary ownerName ownerEmail explicit podcastImageUrl category lastBuildDate appleUrl spotifyUrl amazonUrl
  }
}`);

export const RSS_FEEDS_KEY = ['publishing', 'rss-feeds'] as const;

export function useRssFeeds(enabled = true) {
  return useQuery({
    queryKey: RSS_FEEDS_KEY,
    queryFn: async (): Promise<RssFeed[]> => (await graphqlRequest(RSS_FEEDS, {})).rssFeeds,
    enabled,
  });
}

export interface AppleCategory {
  name: string;
  subcategories: string[];
}

const APPLE_CATEGORIES = graphql(`query AppleCategories { appleCategories { name subcategories } }`);

/** Apple's list, for the RSS form's category picker; it does not change while the app runs. */
export function useAppleCategories(enabled: boolean) {
  return useQuery({
    queryKey: ['publishing', 'apple-categories'],
    queryFn: async (): Promise<AppleCategory[]> => (await graphqlRequest(APPLE_CATEGORIES, {})).appleCategories,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** What the Publish modal starts from: the podcast's description and the real length of its audio. */
export interface PodcastForPublish {
  podcastId: number;
  title: string;
  description: string;
  duration: number | null;
}

const PODCAST_FOR_PUBLISH = graphql(`query PodcastForPublish($podcastId: Int!) {
  podcast(podcastId: $podcastId) { podcastId title description duration }
}`);

export function usePodcastForPublish(podcastId: number | null) {
  return useQuery({
    queryKey: ['publishing', 'podcast', podcastId],
    queryFn: async (): Promise<PodcastForPublish> => {
      // Not reached: the query is enabled only with a podcast.
      if (podcastId === null) throw new Error('Choose a podcast to publish first.');
      return (await graphqlRequest(PODCAST_FOR_PUBLISH, { podcastId })).podcast;
    },
    enabled: podcastId !== null,
  });
}

/** One of the user's published episodes, as the Publish modal lists it. */
export interface PublishedEpisodeRow {
  episodeId: number;
  podcastId: number | null;
  platform: string;
  title: string;
  pubDate: string;
  /** The episode's public page, and the iframe that embeds its player elsewhere; null on a private show. */
  pageUrl: string | null;
  embedCode: string | null;
  /** SCHEDULED while it waits for its release time (publishAt, ISO 8601). */
  status: 'SCHEDULED' | 'PUBLISHED';
  publishAt: string;
}

const PUBLISHED_EPISODES = graphql(`query EpisodesForUnpublish {
  episodes { episodeId podcastId platform title pubDate pageUrl embedCode status publishAt }
}`);

export const PUBLISHED_EPISODES_KEY = ['publishing', 'episodes'] as const;

/** The user's published episodes on every platform, newest first. */
export function usePublishedEpisodes() {
  return useQuery({
    queryKey: PUBLISHED_EPISODES_KEY,
    queryFn: async (): Promise<PublishedEpisodeRow[]> => (await graphqlRequest(PUBLISHED_EPISODES, {})).episodes,
  });
}

const UNPUBLISH_EPISODE = graphql(`mutation UnpublishEpisode($episodeId: Int!) {
  unpublishEpisode(episodeId: $episodeId) { episodeId published }
}`);

/** Takes an episode off its feed and the public pages. */
export async function unpublishEpisode(episodeId: number) {
  return (await graphqlRequest(UNPUBLISH_EPISODE, { episodeId })).unpublishEpisode;
}
