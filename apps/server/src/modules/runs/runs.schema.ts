import type { GenerationProgress, GenerationResult } from '@podloom/contract';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from '../auth/auth.schema';
import { podcasts } from '../podcasts/podcasts.schema';

/**
 * One row per job a user started (a script, a render, a mixdown...): its kind, its payload (each kind's own schema,
 * checked when a run reads it), its progress and result (the stream's own shapes) and its status.
 */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: serial('id').primaryKey(),
    refId: uuid('ref_id').notNull().unique(),
    batchJobId: text('batch_job_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    podcastId: integer('podcast_id').references(() => podcasts.id, { onDelete: 'cascade' }),
    /** The job kind's name (RunKind.name): runs knows no kind of its own. */
    kind: text('kind').notNull(),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    progress: jsonb('progress').$type<GenerationProgress>(),
    result: jsonb('result').$type<GenerationResult>(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * Bytes of the plan's storage the job will write (a render's or a clip's estimate): held against the quota
     * while the job is queued or running, so jobs started together cannot each count only what is stored.
     */
    reservedBytes: integer('reserved_bytes').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('generation_jobs_user_status_idx').on(t.userId, t.status)],
);
