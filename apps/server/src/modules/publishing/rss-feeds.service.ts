import { rssFormInput } from '@podloom/contract';
import { parseInput } from '../../platform/http/validation';
import type { AppServices } from '../../platform/services';
import { coverUrlOf, feedUrlOf } from './feed-document';
import { type FeedRow, findUserFeeds } from './publishing.repository';
import { assertCaller, parsePlatform } from './publishing-input';
import { addDestination, findDestinations, findShowPublishedTo } from './shows.repository';
import type { ShowsService } from './shows.service';

/** `createRss(input)`: the form of spec 000 §3 "RSS input", plus an optional podcast and Apple category. */
export interface RssInput extends Record<string, unknown> {
  userId?: number | null;
  platform: string;
  /** The podcast being published; its category gives the feed's default Apple category. */
  podcastId?: number | null;
  /** An Apple Podcasts category (`Science` or `Science > Physics`); kept when omitted on an update. */
  category?: string | null;
}

/**
 * The spec's per-platform operations over shows, so its screens and existing clients keep working: a platform's
 * "feed" is the user's show published there.
 */
export class RssFeedsService {
  constructor(
    private readonly services: AppServices,
    private readonly shows: ShowsService,
  ) {}

  /**
   * Spec 000 §7 createRss: updates the user's show for the platform; without one, the show with the form's title
   * (the same show goes to several directories), else a new show. The platform becomes one of its destinations.
   */
  async createRss(callerId: number, input: RssInput) {
    assertCaller(callerId, input.userId);
    const platform = parsePlatform(input.platform);
    const form = parseInput(rssFormInput, input);
    const { db } = this.services;
    const existing =
      (await findShowPublishedTo(db, callerId, platform)) ??
      (await findUserFeeds(db, callerId)).find(
        (show) => show.title.trim().toLowerCase() === form.podcastTitle.trim().toLowerCase(),
      ) ??
      null;
    const show = await this.shows.save(callerId, existing, input);
    await addDestination(db, show.id, platform);
    return this.view(show, platform);
  }

  /** The caller's shows as the spec's per-platform feeds: one entry per show and directory. */
  async userFeeds(callerId: number) {
    const { db } = this.services;
    const shows = await findUserFeeds(db, callerId);
    const destinations = await findDestinations(
      db,
      shows.map((show) => show.id),
    );
    return destinations.flatMap((d) => {
      const show = shows.find((s) => s.id === d.showId);
      return show ? [this.view(show, d.platform)] : [];
    });
  }

  view(feed: FeedRow, platform: string) {
    const { publicUrl } = this.services.config;
    return {
      feedId: feed.id,
      feedUrl: feedUrlOf(publicUrl, feed.id),
      platform,
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
}
