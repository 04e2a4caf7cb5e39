import { DIRECTORY_LINK_FIELDS, PUBLISHING_MESSAGES, rssFormInput } from '@podloom/contract';
import { badRequest } from '../../platform/http/errors';
import { parseInput } from '../../platform/http/validation';
import type { AppServices } from '../../platform/services';
import type { PodcastsService } from '../podcasts';
import {
  type AppleCategory,
  appleCategoryFromPodcast,
  findAppleCategory,
  formatAppleCategory,
} from './apple-categories';
import { COVER_CONTENT_TYPE, coverArtName, generateCoverArt } from './cover-art';
import { coverUrlOf, feedUrlOf } from './feed-document';
import { feedKeys } from './feed-locations';
import type { FeedPings } from './feed-pings';
import {
  type FeedRow,
  findUserFeed,
  findUserFeeds,
  insertFeedIfAbsent,
  type NewFeed,
  updateFeed,
} from './publishing.repository';
import { assertCaller, parsePlatform } from './publishing-input';
import type { PublishingRuntime } from './publishing-runtime';

/** `createRss(input)`: the form of spec 000 §3 "RSS input", plus an optional podcast and Apple category. */
export interface RssInput extends Record<string, unknown> {
  userId?: number | null;
  platform: string;
  /** The podcast being published; its category gives the feed's default Apple category. */
  podcastId?: number | null;
  /** An Apple Podcasts category (`Science` or `Science > Physics`); kept when omitted on an update. */
  category?: string | null;
}

type FeedContent = Pick<
  NewFeed,
  | 'title'
  | 'description'
  | 'website'
  | 'copyrightHolder'
  | 'language'
  | 'author'
  | 'summary'
  | 'ownerName'
  | 'ownerEmail'
  | 'explicit'
  | 'imageUrl'
  | 'appleCategory'
>;

export class RssFeedsService {
  constructor(
    private readonly services: AppServices,
    private readonly podcasts: PodcastsService,
    private readonly runtime: Pick<PublishingRuntime, 'feedChanged'>,
    private readonly pings: FeedPings,
  ) {}

  /** One feed per user and platform: the first call creates it, later calls update it (spec 000 §7 createRss). */
  async createRss(callerId: number, input: RssInput) {
    assertCaller(callerId, input.userId);
    const platform = parsePlatform(input.platform);
    const form = parseInput(rssFormInput, input);
    const { db } = this.services;
    const existing = await findUserFeed(db, callerId, platform);
    const category = await this.categoryFor(callerId, input, existing);
    const content: FeedContent = {
      title: form.podcastTitle,
      description: form.podcastDescription,
      website: form.podcastWebsite,
      copyrightHolder: form.copyrightHolder,
      language: form.language,
      author: form.podcastAuthor,
      summary: form.podcastSummary,
      ownerName: form.ownerName,
      ownerEmail: form.ownerEmail,
      explicit: form.explicit,
      imageUrl: form.podcastImageUrl,
      appleCategory: formatAppleCategory(category),
    };
    let feed = existing ?? (await insertFeedIfAbsent(db, { userId: callerId, platform, ...content }));
    const changes: Partial<NewFeed> = changedFields(feed, content);
    // Listing URLs are not in the feed: omitted keeps them, empty clears them (the public pages show them).
    const links: Partial<NewFeed> = {};
    for (const field of DIRECTORY_LINK_FIELDS) {
      const value = form[field];
      if (value !== undefined && value !== feed[field]) links[field] = value;
    }
    if (Object.keys(links).length > 0) feed = await updateFeed(db, feed.id, links);
    if (!content.imageUrl) {
      const coverKey = await this.ensureCover(feed.id, content.title, content.author, feed.imagePath);
      if (coverKey !== feed.imagePath) changes.imagePath = coverKey;
    }
    if (Object.keys(changes).length > 0) {
      // Only a real change moves lastBuildDate (and so the feed's ETag).
      const feedId = feed.id;
      const { updated, pingIds } = await db.transaction(async (tx) => ({
        updated: await updateFeed(tx, feedId, { ...changes, lastBuildDate: new Date(this.services.now()) }),
        pingIds: await this.pings.raise(tx, feedId),
      }));
      feed = updated;
      await this.runtime.feedChanged(feed.id);
      await this.services.domainEvents.dispatch(pingIds);
    }
    return this.view(feed);
  }

  async userFeeds(callerId: number) {
    return (await findUserFeeds(this.services.db, callerId)).map((feed) => this.view(feed));
  }

  view(feed: FeedRow) {
    const { publicUrl } = this.services.config;
    return {
      feedId: feed.id,
      feedUrl: feedUrlOf(publicUrl, feed.id),
      platform: feed.platform,
      podcastTitle: feed.title,
      podcastDescription: feed.description,
      podcastWebsite: feed.website,
      copyrightHolder: feed.copyrightHolder,
      language: feed.language,
      podcastAuthor: feed.author,
      podcastSummary: feed.summary,
      ownerName: feed.ownerName,
      ownerEmail: feed.ownerEmail,
      explicit: feed.explicit ? 'yes' : 'no',
      podcastImageUrl: coverUrlOf(publicUrl, feed),
      category: feed.appleCategory,
      appleUrl: feed.appleUrl,
      spotifyUrl: feed.spotifyUrl,
      amazonUrl: feed.amazonUrl,
      lastBuildDate: feed.lastBuildDate.toISOString(),
    };
  }

  private async categoryFor(callerId: number, input: RssInput, existing: FeedRow | null): Promise<AppleCategory> {
    if (input.category) {
      const chosen = findAppleCategory(input.category);
      if (!chosen) throw badRequest(PUBLISHING_MESSAGES.invalidCategory);
      return chosen;
    }
    if (existing) return findAppleCategory(existing.appleCategory) ?? appleCategoryFromPodcast(undefined);
    if (input.podcastId) {
      const podcast = await this.podcasts.ownedPodcast(callerId, input.podcastId);
      return appleCategoryFromPodcast(podcast.settings.category);
    }
    return appleCategoryFromPodcast(await this.podcasts.latestCategory(callerId));
  }

  /** Apple's artwork rules met by a generated cover; made again only when what it shows changes. */
  private async ensureCover(feedId: string, title: string, author: string, current: string | null) {
    const key = feedKeys.cover(feedId, coverArtName({ title, author }));
    if (key === current && (await this.services.storage.stat(key))) return key;
    await this.services.storage.put(key, await generateCoverArt({ title, author }), {
      contentType: COVER_CONTENT_TYPE,
    });
    return key;
  }
}

function changedFields(feed: FeedRow, content: FeedContent): Partial<NewFeed> {
  const changes: Partial<NewFeed> = {};
  for (const [field, value] of Object.entries(content) as Array<[keyof FeedContent, unknown]>) {
    if (feed[field] !== value) (changes as Record<string, unknown>)[field] = value;
  }
  return changes;
}
