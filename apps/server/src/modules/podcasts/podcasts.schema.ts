import type { ScriptCitations } from '@podloom/contract';
import { index, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, users } from '../auth/auth.schema';
import type { PodcastSettings } from './podcast-settings';

/** Spec 000 §3 "Podcast", plus status and the settings it was generated with. */
export const podcasts = pgTable(
  'podcasts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    transcript: text('transcript').notNull().default(''),
    /** Seconds of rendered audio, from the real file. */
    duration: numeric('duration', { mode: 'number' }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['draft', 'generating', 'script_ready', 'rendering', 'ready', 'failed'] })
      .notNull()
      .default('draft'),
    storageBucket: text('storage_bucket'),
    storagePath: text('storage_path'),
    fileType: text('file_type'),
    fileName: text('file_name'),
    error: text('error'),
    /** Language option key, e.g. en-IN. */
    language: text('language').notNull().default('en-IN'),
    settings: jsonb('settings').$type<PodcastSettings>().notNull().default({}),
    /** Each script line's verified citations and the passages they cite (`scriptCitations`); null before any. */
    citations: jsonb('citations').$type<ScriptCitations>(),
    ...timestamps,
  },
  (t) => [index('podcasts_user_created_idx').on(t.userId, t.createdAt)],
);
