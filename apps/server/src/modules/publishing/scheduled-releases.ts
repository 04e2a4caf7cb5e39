import { z } from 'zod';
import type { JobDefinition, JobQueue } from '../../platform/jobs/jobs';
import type { AppServices } from '../../platform/services';
import type { FeedPings } from './feed-pings';
import { episodeChanged, episodePublished } from './publishing.events';
import { releaseDueEpisodes, updateFeed } from './publishing.repository';

/** How often processes that run jobs queue a release sweep: a scheduled episode is late at most this much. */
export const RELEASE_SWEEP_MS = 30_000;

export const releaseDueJob: JobDefinition<z.ZodObject<{ reason: z.ZodString }>> = {
  name: 'publishing.release-due',
  payload: z.object({ reason: z.string() }),
  attempts: 1,
};

/**
 * Scheduled releases: the schedule lives on the episode row, so a restart or a dead worker loses nothing; a sweep
 * job (at start, then every RELEASE_SWEEP_MS) puts every due episode on its feed, moves the feed's build date and
 * raises `publishing.episode-published` (the `episode.published` webhook) and its WebSub and Podcast Index pings, in
 * one transaction.
 */
export class ScheduledReleases {
  constructor(
    private readonly services: Pick<AppServices, 'db' | 'domainEvents' | 'now' | 'log'>,
    private readonly pings: FeedPings,
  ) {}

  /** Releases what is due now; answers how many episodes went out. */
  async releaseDue(): Promise<number> {
    const { db, domainEvents } = this.services;
    const at = new Date(this.services.now());
    const { released, eventIds } = await db.transaction(async (tx) => {
      const released = await releaseDueEpisodes(tx, at);
      const eventIds: number[] = [];
      for (const feedId of new Set(released.map((row) => row.feedId))) {
        const show = await updateFeed(tx, feedId, { lastBuildDate: at });
        for (const row of released.filter((r) => r.feedId === feedId)) {
          eventIds.push(await domainEvents.raise(tx, episodeChanged, { feedId, episodeId: row.id }));
          // The release is the episode's publication: webhooks tell of it now (`episode.published`).
          if (row.podcastId === null) continue;
          const published = { userId: show.userId, podcastId: row.podcastId, episodeId: row.id, showId: feedId };
          eventIds.push(
            await domainEvents.raise(tx, episodePublished, { ...published, title: row.title, guid: row.guid }),
          );
        }
        eventIds.push(...(await this.pings.raise(tx, feedId)));
      }
      return { released, eventIds };
    });
    await domainEvents.dispatch(eventIds);
    if (released.length) this.services.log.info({ episodes: released.map((r) => r.id) }, 'scheduled episodes released');
    return released.length;
  }

  registerJob(queue: JobQueue): void {
    queue.register(releaseDueJob, async () => {
      await this.releaseDue();
    });
  }

  /** Queues a sweep now (what came due while no process ran goes out at start) and then every interval. */
  startSweep(queue: JobQueue): () => Promise<void> {
    const enqueue = (reason: string) =>
      queue
        .enqueue(releaseDueJob, { reason })
        .catch((error) => this.services.log.warn({ err: error }, 'the release sweep was not queued'));
    void enqueue('start');
    const timer = setInterval(() => void enqueue('sweep'), RELEASE_SWEEP_MS);
    timer.unref();
    return async () => clearInterval(timer);
  }
}
