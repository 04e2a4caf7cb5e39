import { CLIP_ASPECTS } from '@podloom/contract';
import { boolean, index, integer, numeric, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from '../auth/auth.schema';
import { podcasts } from '../podcasts/podcasts.schema';

export type { ClipAspect } from '@podloom/contract';
export const CLIP_STATUSES = ['queued', 'rendering', 'ready', 'failed'] as const;
export type ClipStatus = (typeof CLIP_STATUSES)[number];

/**
 * An audiogram of a span of a podcast's lines (inclusive, indices of the parsed script as the render timed them):
 * where it sits in the podcast's audio, its frame, whether the feed offers it as a soundbite, and its MP4 once made.
 */
export const clips = pgTable(
  'clips',
  {
    id: serial('id').primaryKey(),
    podcastId: integer('podcast_id')
      .notNull()
      .references(() => podcasts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The render job's ref id: its progress streams from /api/v1/agents/stream/{ref_id}. */
    refId: uuid('ref_id').notNull().unique(),
    fromLine: integer('from_line').notNull(),
    toLine: integer('to_line').notNull(),
    /** Seconds into the audio it was cut from (`sourceAudioPath`), and the span's length. */
    startTime: numeric('start_time', { mode: 'number' }).notNull(),
    duration: numeric('duration', { mode: 'number' }).notNull(),
    /**
     * The podcast's render (its audio's storage key) the span was timed against: the clip is cut from it, and its
     * soundbite joins only a feed item published from it (a later render moves the lines).
     */
    sourceAudioPath: text('source_audio_path'),
    aspect: text('aspect', { enum: CLIP_ASPECTS }).notNull(),
    soundbite: boolean('soundbite').notNull().default(false),
    /** Its first line's words (the soundbite's title in the feed), at most 128 characters. */
    title: text('title').notNull().default(''),
    status: text('status', { enum: CLIP_STATUSES }).notNull().default('queued'),
    storageKey: text('storage_key'),
    bytes: integer('bytes'),
    error: text('error'),
    ...timestamps,
  },
  (t) => [index('clips_podcast_idx').on(t.podcastId, t.createdAt)],
);
