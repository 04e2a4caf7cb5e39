import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from '../auth/auth.schema';
import { podcasts } from '../podcasts/podcasts.schema';
import { type GenerationJobPayload, JOB_KINDS, type StoredProgress, type StoredResult } from './job-payloads';

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
    kind: text('kind', { enum: JOB_KINDS }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    payload: jsonb('payload').$type<GenerationJobPayload>().notNull(),
    progress: jsonb('progress').$type<StoredProgress>(),
    result: jsonb('result').$type<StoredResult>(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('generation_jobs_user_status_idx').on(t.userId, t.status)],
);
