import { PRODUCT } from '@podloom/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db/client';
import { defineEvent } from '../../platform/events/domain-events';
import type { AppServices } from '../../platform/services';
import { feedUrlOf } from './feed-document';
import { rssFeeds } from './publishing.schema';

export const PING_TARGETS = ['websub', 'podcastindex'] as const;
export type PingTarget = (typeof PING_TARGETS)[number];

/**
 * One directory to tell that a feed changed. Raised once per configured target with each feed change, so a
 * failing target is retried by the outbox on its own and a target that answered is never told twice.
 */
export const feedPingDue = defineEvent(
  'publishing.feed-ping-due',
  z.object({ feedId: z.string(), target: z.enum(PING_TARGETS) }),
);

/** Refused or unreachable: the outbox tries again later. */
const PING_TIMEOUT_MS = 10_000;

/**
 * WebSub (W3C, §7 "Publishing": `hub.mode=publish` and `hub.url` form-encoded to the hub) and Podcast Index's
 * hub-style ping (`GET …/hub/pubnotify?url=<feed>`), each when configured.
 */
export class FeedPings {
  constructor(private readonly services: Pick<AppServices, 'db' | 'config' | 'domainEvents' | 'log'>) {}

  targets(): PingTarget[] {
    const { websubHubUrl, podcastIndexPingUrl } = this.services.config.feedPings;
    return PING_TARGETS.filter((t) => (t === 'websub' ? websubHubUrl : podcastIndexPingUrl));
  }

  /** Raises one ping per configured target inside the change's transaction; answers the event ids. */
  async raise(tx: DbOrTx, feedId: string): Promise<number[]> {
    const ids: number[] = [];
    // A private show is never announced: directories must not learn of it.
    if (await isPrivateShow(tx, feedId)) return ids;
    for (const target of this.targets())
      ids.push(await this.services.domainEvents.raise(tx, feedPingDue, { feedId, target }));
    return ids;
  }

  async send({ feedId, target }: z.infer<typeof feedPingDue.payload>): Promise<void> {
    const { publicUrl, feedPings } = this.services.config;
    const feedUrl = feedUrlOf(publicUrl, feedId);
    // Raised while public, made private since: not announced.
    if (await isPrivateShow(this.services.db, feedId)) return;
    let response: Response;
    if (target === 'websub') {
      if (!feedPings.websubHubUrl) return;
      response = await fetch(feedPings.websubHubUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ 'hub.mode': 'publish', 'hub.url': feedUrl }).toString(),
        signal: AbortSignal.timeout(PING_TIMEOUT_MS),
      });
    } else {
      if (!feedPings.podcastIndexPingUrl) return;
      const url = new URL(feedPings.podcastIndexPingUrl);
      url.searchParams.set('url', feedUrl);
      response = await fetch(url, {
        headers: { 'user-agent': PRODUCT.name },
        signal: AbortSignal.timeout(PING_TIMEOUT_MS),
      });
    }
    await response.body?.cancel();
    if (!response.ok) throw new Error(`${target} answered ${response.status} for ${feedUrl}`);
    this.services.log.info({ feedId, target }, 'feed change announced');
  }
}

async function isPrivateShow(db: DbOrTx, feedId: string): Promise<boolean> {
  const [row] = await db
    .select({ visibility: rssFeeds.visibility })
    .from(rssFeeds)
    .where(eq(rssFeeds.id, feedId))
    .limit(1);
  return row?.visibility === 'private';
}
