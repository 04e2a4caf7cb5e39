import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { episodes } from '../publishing/publishing.schema';

/** enclosure_downloads.ranges: delivered byte ranges `[first, last]`, inclusive and merged. */
export const byteRanges = z.array(z.tuple([z.number().int(), z.number().int()]));
export type ByteRanges = z.infer<typeof byteRanges>;

/** Delivered bytes per listener and episode window (IAB Podcast Measurement v2.2); only hashes are kept. */
export const enclosureDownloads = pgTable(
  'enclosure_downloads',
  {
    id: serial('id').primaryKey(),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    listenerHash: text('listener_hash').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** Distinct bytes delivered in this window: the size of the union of `ranges`. */
    bytesDelivered: bigint('bytes_delivered', { mode: 'number' }).notNull().default(0),
    /** Delivered byte ranges, inclusive and merged, so a re-fetched range is not counted twice. */
    ranges: jsonb('ranges').$type<ByteRanges>().notNull().default([]),
    app: text('app').notNull().default('Unknown'),
    device: text('device').notNull().default('Unknown'),
    country: text('country').notNull().default('Unknown'),
    countedAt: timestamp('counted_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enclosure_downloads_window_idx').on(t.episodeId, t.listenerHash, t.windowStart),
    index('enclosure_downloads_episode_idx').on(t.episodeId, t.countedAt),
  ],
);

/**
 * What our own web and embed players report: one row per listener (the same salted hash as downloads),
 * episode and UTC day, so a play is counted once a day however many beacons arrive.
 */
export const playerPlays = pgTable(
  'player_plays',
  {
    id: serial('id').primaryKey(),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    listenerHash: text('listener_hash').notNull(),
    /** UTC day, YYYY-MM-DD. */
    day: text('day').notNull(),
    /** Where the first beacon came from: the episode page ('web') or an embed ('embed'). */
    source: text('source').notNull(),
    /** Seconds heard that day, capped at the episode's length. */
    listenedSeconds: integer('listened_seconds').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_plays_listener_day_idx').on(t.episodeId, t.listenerHash, t.day),
    index('player_plays_episode_idx').on(t.episodeId, t.startedAt),
  ],
);
