import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The embedded job queue's jobs: a job outlives the process that queued or ran it. A running job is held
 * by one process's lease (`lease_owner`, renewed by its heartbeat until `lease_until`); a lease that ran out belongs
 * to a process that died, and the reaper queues the job again, or fails it once it has had all its runs.
 * The payload is checked by the job definition's zod schema when queued and again when run.
 */
export const queueJobs = pgTable(
  'queue_jobs',
  {
    id: text('id').primaryKey(),
    /** Which queue holds it: processes of one installation share one; tests sharing a database may keep apart. */
    queue: text('queue').notNull().default('podloom'),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: ['queued', 'running', 'succeeded', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    /** Runs started (a resumed run counts too). */
    attempts: integer('attempts').notNull().default(0),
    /** Runs that failed by throwing; a job is tried again while this is under `max_attempts`. */
    failures: integer('failures').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(1),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    runAfter: timestamp('run_after', { withTimezone: true }).defaultNow().notNull(),
    /** Why it failed, as a sentence. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('queue_jobs_state_idx').on(t.queue, t.state, t.runAfter)],
);
