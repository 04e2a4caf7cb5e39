import type { SeriesRunItem, SeriesSettings } from '@podloom/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { podcasts } from '../podcasts/podcasts.schema';
import { rssFeeds } from '../publishing/publishing.schema';

/**
 * A recurring series: a show, web addresses to watch, a schedule on the creator's clock (next_run_at in UTC), how
 * its episodes are made (settings: seriesSettings) and whether they publish themselves.
 */
export const series = pgTable(
  'series',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    showId: uuid('show_id')
      .notNull()
      .references(() => rssFeeds.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** RSS/Atom feeds or web pages. */
    sources: text('sources').array().notNull(),
    cadence: text('cadence', { enum: ['daily', 'weekly'] }).notNull(),
    /** ISO weekday of a weekly series (1 Monday … 7 Sunday). */
    weekday: integer('weekday'),
    /** HH:MM on the zone's clock. */
    time: text('time').notNull(),
    timeZone: text('time_zone').notNull(),
    settings: jsonb('settings').$type<SeriesSettings>().notNull(),
    autoPublish: boolean('auto_publish').notNull().default(false),
    /** The next due time; the sweep moves it on with a conditional update, so one process takes each due time. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('series_user_idx').on(t.userId), index('series_due_idx').on(t.nextRunAt)],
);

/** The statuses of a run still under way: its job, script or render is not done. A series has one such run at most. */
export const LIVE_RUN_STATUSES = ['QUEUED', 'SCRIPTING', 'RENDERING'] as const;

/** One run of a series: a job that gathers what is new, then follows its script and render to the episode. */
export const seriesRuns = pgTable(
  'series_runs',
  {
    id: serial('id').primaryKey(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SERIES_RUN_STATUSES. */
    status: text('status').notNull().default('QUEUED'),
    message: text('message'),
    /** The schedule's due time it was started for; null when started by hand. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    podcastId: integer('podcast_id').references(() => podcasts.id, { onDelete: 'set null' }),
    scriptRefId: text('script_ref_id'),
    audioRefId: text('audio_ref_id'),
    items: jsonb('items').$type<SeriesRunItem[]>().notNull().default([]),
    sourceIds: integer('source_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    index('series_runs_series_idx').on(t.seriesId, t.id),
    uniqueIndex('series_runs_due_idx').on(t.seriesId, t.dueAt),
    // One live run per series, whoever starts it (Run now, the schedule, another process): a second insert conflicts.
    uniqueIndex('series_runs_one_live_idx')
      .on(t.seriesId)
      .where(sql.raw(`status in (${LIVE_RUN_STATUSES.map((status) => `'${status}'`).join(', ')})`)),
    index('series_runs_script_idx').on(t.scriptRefId),
    index('series_runs_audio_idx').on(t.audioRefId),
  ],
);

/**
 * What a series has used, so a run takes only what is new: each item's guid or link (kind 'key') and the hash of
 * its text (kind 'hash'). A failed run's rows are removed, so the next run takes its items again.
 */
export const seriesItems = pgTable(
  'series_items',
  {
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['key', 'hash'] }).notNull(),
    value: text('value').notNull(),
    runId: integer('run_id').references(() => seriesRuns.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.kind, t.value] }), index('series_items_run_idx').on(t.runId)],
);
