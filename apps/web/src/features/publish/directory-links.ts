import { DIRECTORY_LINK_FIELDS, type DirectoryLinkField, directoryLinksInput } from '@podloom/contract';
import { firstErrorByField } from './form-errors';
import type { RssFeed } from './publish-api';
import type { PublishPlatform } from './publish-platforms';
import { type RssInputPayload, rssFormFromFeed, rssInputOf } from './rss-form';

/** The show's listing URLs in Apple Podcasts, Spotify and Amazon Music, as the inputs hold them. */
export type DirectoryLinkValues = Record<DirectoryLinkField, string>;
export type DirectoryLinkErrors = Partial<Record<DirectoryLinkField, string>>;

export function directoryLinksOfFeed(feed: Partial<Record<DirectoryLinkField, string | null>>): DirectoryLinkValues {
  return { appleUrl: feed.appleUrl ?? '', spotifyUrl: feed.spotifyUrl ?? '', amazonUrl: feed.amazonUrl ?? '' };
}

/** The contract's rules and sentences: https, and the host must be the directory's own. Empty is allowed. */
export function validateDirectoryLinks(
  values: DirectoryLinkValues,
): { ok: true } | { ok: false; errors: DirectoryLinkErrors } {
  const parsed = directoryLinksInput.safeParse(values);
  return parsed.success ? { ok: true } : { ok: false, errors: firstErrorByField<DirectoryLinkField>(parsed.error) };
}

/** `createRss` for the feed as it is, with the listing URLs (an empty one clears it). */
export function directoryLinksPayload(
  feed: RssFeed,
  values: DirectoryLinkValues,
  userId: number,
): RssInputPayload & DirectoryLinkValues {
  const form = rssFormFromFeed(feed, feed.podcastImageUrl.includes(`/feeds/${feed.feedId}/`));
  const links = Object.fromEntries(DIRECTORY_LINK_FIELDS.map((f) => [f, values[f].trim()])) as DirectoryLinkValues;
  return {
    ...rssInputOf(form, { userId, platform: feed.platform as PublishPlatform, podcastId: null }),
    ...links,
  };
}
