import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../api/graphql';
import type { EpisodePayload, PublishedEpisode } from './publish-controller';
import type { PublishPlatform } from './publish-platforms';
import type { RssFormValues, RssInputPayload } from './rss-form';

const PRESIGNED_URL_BY_PLATFORM = `query PodcastPresignedUrlByPlatform($podcastId: Int!, $platform: String!) {
  podcastPresignedUrlByPlatform(podcastId: $podcastId, platform: $platform) { presignedUrl expiry }
}`;

/** Spec 000 §7 "a presigned URL by podcast id and platform helper": presignedUrl and expiry. */
export async function fetchPublishAudioUrl(podcastId: number, platform: PublishPlatform) {
  const data = await graphqlRequest<{
    podcastPresignedUrlByPlatform: { presignedUrl: string | null; expiry: string } | null;
  }>(PRESIGNED_URL_BY_PLATFORM, { podcastId, platform }, 'PodcastPresignedUrlByPlatform');
  return data.podcastPresignedUrlByPlatform;
}

const ADD_EPISODE = `mutation AddEpisode($userId: Int!, $platform: String!, $episode: EpisodeInput!) {
  addEpisode(userId: $userId, platform: $platform, episode: $episode) { episodeId title link pubDate feedUrl }
}`;

/** Spec 000 §7 addEpisode(userId, platform, episode). */
export async function addEpisode(userId: number, platform: PublishPlatform, episode: EpisodePayload) {
  const data = await graphqlRequest<{ addEpisode: PublishedEpisode | null }>(
    ADD_EPISODE,
    { userId, platform, episode },
    'AddEpisode',
  );
  return data.addEpisode;
}

const CREATE_RSS = `mutation CreateRss($input: RssInput!) {
  createRss(input: $input) { feedUrl feedId platform }
}`;

/** Spec 000 §7 createRss(input) → feedUrl. */
export async function createRss(input: RssInputPayload) {
  const data = await graphqlRequest<{ createRss: { feedUrl: string | null } | null }>(
    CREATE_RSS,
    { input },
    'CreateRss',
  );
  return data.createRss;
}

/** One of the user's hosted feeds, with what its Create RSS Feed form held. */
export interface RssFeed extends Omit<RssFormValues, 'explicit'> {
  feedId: string;
  feedUrl: string;
  platform: string;
  explicit: string;
  lastBuildDate: string;
}

const RSS_FEEDS = `query RssFeeds {
  rssFeeds {
    feedId feedUrl platform podcastTitle podcastDescription podcastWebsite copyrightHolder language podcastAuthor
    podcastSummary ownerName ownerEmail explicit podcastImageUrl category lastBuildDate
  }
}`;

export const RSS_FEEDS_KEY = ['publishing', 'rss-feeds'] as const;

export function useRssFeeds(enabled = true) {
  return useQuery({
    queryKey: RSS_FEEDS_KEY,
    queryFn: async () => (await graphqlRequest<{ rssFeeds: RssFeed[] }>(RSS_FEEDS, {}, 'RssFeeds')).rssFeeds,
    enabled,
  });
}

export interface AppleCategory {
  name: string;
  subcategories: string[];
}

const APPLE_CATEGORIES = `query AppleCategories { appleCategories { name subcategories } }`;

/** Apple's list, for the RSS form's category picker; it does not change while the app runs. */
export function useAppleCategories(enabled: boolean) {
  return useQuery({
    queryKey: ['publishing', 'apple-categories'],
    queryFn: async () =>
      (await graphqlRequest<{ appleCategories: AppleCategory[] }>(APPLE_CATEGORIES, {}, 'AppleCategories'))
        .appleCategories,
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

const PODCAST_FOR_PUBLISH = `query PodcastForPublish($podcastId: Int!) {
  podcast(podcastId: $podcastId) { podcastId title description duration }
}`;

export function usePodcastForPublish(podcastId: number | null) {
  return useQuery({
    queryKey: ['publishing', 'podcast', podcastId],
    queryFn: async () =>
      (await graphqlRequest<{ podcast: PodcastForPublish }>(PODCAST_FOR_PUBLISH, { podcastId }, 'PodcastForPublish'))
        .podcast,
    enabled: podcastId !== null,
  });
}
