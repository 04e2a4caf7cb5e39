import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { playerPlays } from './analytics.schema';
import { LISTENERS_PER_ADDRESS_PER_DAY } from './download-rules';
import { addressPrefix, listenerHash } from './listener';
import { classifyUserAgent } from './user-agent';

/** A beacon as the public pages' player sends it (navigator.sendBeacon, text/plain JSON; no cookie, no id). */
export const playBeacon = z.object({
  episodeId: z.number().int().positive(),
  kind: z.enum(['play', 'heartbeat', 'complete']),
  /** Seconds heard since the last beacon. */
  seconds: z.number().min(0).max(3600).default(0),
  source: z.enum(['web', 'embed']).default('web'),
});
export type PlayBeacon = z.infer<typeof playBeacon>;

/** One beacon's share of listening: the player sends one every 30 s, so more than this is not believed. */
const MAX_SECONDS_PER_BEACON = 120;

/** `capped`: a new listener behind an address that already has as many as allowed for the episode today. */
export type BeaconOutcome = 'counted' | 'bot' | 'capped';

/**
 * Counts the players' beacons: plays once per listener, episode and UTC day; listening time summed
 * (at most the episode's length a day); completion once reached. Bots by the downloads' own list are ignored, and
 * one address is at most LISTENERS_PER_ADDRESS_PER_DAY listeners of an episode a day.
 */
export class PlayBeacons {
  constructor(private readonly options: { db: Db; salt: Buffer; now?: () => Date }) {}

  async record(input: {
    beacon: PlayBeacon;
    durationSeconds: number;
    ip: string;
    userAgent: string;
  }): Promise<BeaconOutcome> {
    if (classifyUserAgent(input.userAgent).bot) return 'bot';
    const { beacon } = input;
    const now = this.options.now?.() ?? new Date();
    const heard =
      beacon.kind === 'heartbeat'
        ? Math.round(Math.min(beacon.seconds, MAX_SECONDS_PER_BEACON, input.durationSeconds))
        : 0;
    const completed = beacon.kind === 'complete';
    const listener = listenerHash(input.ip, input.userAgent, this.options.salt);
    const today = now.toISOString().slice(0, 10);
    if (beacon.kind !== 'play') {
      // Only a play starts a row: time heard and completion continue the listener's latest play of this episode,
      // today's or, for a play that began before midnight (UTC), yesterday's. A beacon without a play counts nothing.
      const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
      const mine = and(eq(playerPlays.episodeId, beacon.episodeId), eq(playerPlays.listenerHash, listener));
      await this.options.db
        .update(playerPlays)
        .set({
          listenedSeconds: sql`least(${playerPlays.listenedSeconds} + ${heard}, ${Math.ceil(input.durationSeconds)})`,
          completed: sql`${playerPlays.completed} or ${completed}`,
        })
        .where(
          and(
            mine,
            eq(
              playerPlays.day,
              this.options.db
                .select({ day: sql<string>`max(${playerPlays.day})` })
                .from(playerPlays)
                .where(and(mine, gte(playerPlays.day, yesterday))),
            ),
          ),
        );
      return 'counted';
    }
    if ((await this.otherListenersToday(beacon.episodeId, listener, today)) >= LISTENERS_PER_ADDRESS_PER_DAY) {
      return 'capped';
    }
    await this.options.db
      .insert(playerPlays)
      .values({
        episodeId: beacon.episodeId,
        listenerHash: listener,
        day: today,
        source: beacon.source,
        listenedSeconds: 0,
        completed: false,
        startedAt: now,
      })
      .onConflictDoNothing();
    return 'counted';
  }

  /** Other listeners behind this listener's address with a play of the episode today (this one's own row aside). */
  private async otherListenersToday(episodeId: number, listener: string, day: string): Promise<number> {
    const address = addressPrefix(listener);
    const [row] = await this.options.db
      .select({ n: sql<number>`count(distinct ${playerPlays.listenerHash})::int` })
      .from(playerPlays)
      .where(
        and(
          eq(playerPlays.episodeId, episodeId),
          eq(playerPlays.day, day),
          sql`left(${playerPlays.listenerHash}, ${address.length}) = ${address}`,
          ne(playerPlays.listenerHash, listener),
        ),
      );
    return Number(row?.n ?? 0);
  }
}
