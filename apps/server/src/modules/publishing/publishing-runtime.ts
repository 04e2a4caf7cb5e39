import { z } from 'zod';
import type { AppServices } from '../../platform/services';
import type { DownloadCounter } from '../analytics';
import { FeedCache } from './feed-cache';
import { filesFeedOf, loadFeedXml, noSoundbites, type SoundbiteSource } from './feed-document';
import { type EpisodeRow, findServedEpisode } from './publishing.repository';

/** Channel on the event bus that tells every process a feed changed. */
export const FEED_CHANGED_CHANNEL = 'publishing:feed-changed';
const feedChangedMessage = z.object({ feedId: z.string() });

/**
 * Looks up episodes for enclosure requests without a query per request. Only found rows are kept, and a
 * row of another feed than the URL names is looked up again, so a stale entry can never hide an episode.
 */
export interface ServedEpisode {
  row: EpisodeRow;
  /** Its show is private: each file needs a listener's signature. */
  isPrivate: boolean;
}

export class EpisodeLookup {
  private readonly entries = new Map<number, ServedEpisode & { checkedAt: number }>();

  constructor(
    private readonly services: Pick<AppServices, 'db'>,
    private readonly ttlMs = 60_000,
  ) {}

  async get(episodeId: number, feedId: string): Promise<ServedEpisode | null> {
    const entry = this.entries.get(episodeId);
    if (entry && filesFeedOf(entry.row) === feedId && Date.now() - entry.checkedAt < this.ttlMs) return entry;
    const found = await findServedEpisode(this.services.db, episodeId);
    const row = found?.row;
    // An unpublished episode's files are no longer served (it is private again), nor a scheduled one's before its time.
    if (!found || !row || row.unpublishedAt || row.scheduledAt) {
      this.entries.delete(episodeId);
      return null;
    }
    if (this.entries.size >= 5000) this.entries.delete(this.entries.keys().next().value as number);
    this.entries.set(episodeId, { ...found, checkedAt: Date.now() });
    return filesFeedOf(row) === feedId ? found : null;
  }

  invalidateFeed(feedId: string): void {
    for (const [id, entry] of this.entries) {
      if (entry.row.feedId === feedId || filesFeedOf(entry.row) === feedId) this.entries.delete(id);
    }
  }
}

export interface PublishingRuntime {
  feeds: FeedCache;
  episodes: EpisodeLookup;
  downloads: DownloadCounter;
  /** Forgets a feed here and tells the other processes. */
  feedChanged(feedId: string): Promise<void>;
}

/** One set of caches per app, shared by publishing's routes and services; downloads go to analytics' counter. */
export function createPublishingRuntime(
  services: Pick<AppServices, 'db' | 'config' | 'events' | 'log'>,
  downloads: DownloadCounter,
  soundbites: SoundbiteSource = noSoundbites,
): PublishingRuntime {
  const feeds = new FeedCache((feedId) => loadFeedXml(services, feedId, soundbites));
  const episodes = new EpisodeLookup(services);
  const forget = (feedId: string) => {
    feeds.invalidate(feedId);
    episodes.invalidateFeed(feedId);
  };
  const runtime: PublishingRuntime = {
    feeds,
    episodes,
    downloads,
    feedChanged: async (feedId) => {
      forget(feedId);
      await services.events.publish(FEED_CHANGED_CHANNEL, { feedId }).catch((error) => {
        services.log.warn({ err: error, feedId }, 'other processes were not told that a feed changed');
      });
    },
  };
  void services.events
    .subscribe(FEED_CHANGED_CHANNEL, (event) => {
      const parsed = feedChangedMessage.safeParse(event);
      if (parsed.success) forget(parsed.data.feedId);
    })
    .catch((error) => services.log.error({ err: error }, 'feed changes from other processes will not be seen'));
  return runtime;
}
