import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';

/**
 * One row per "Download my data" a user asked for: the job's state, the zip's storage key and size once it is
 * written, and when its link stops working (the file is deleted then).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'running', 'ready', 'failed', 'expired'] })
      .notNull()
      .default('queued'),
    storageKey: text('storage_key'),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    // One export at a time per user, held by the database itself (two requests at once cannot both start one).
    uniqueIndex('data_exports_one_live_idx').on(t.userId).where(sql`status in ('queued', 'running')`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;

/** The steps of an account's deletion, in the order they run; each is safe to run again. */
export const DELETION_STEPS = [
  'stop-jobs',
  'cancel-subscription',
  'delete-voices',
  'delete-files',
  'retire-feeds',
  'delete-rows',
  'done',
] as const;
export type DeletionStep = (typeof DELETION_STEPS)[number];

/**
 * An account being deleted: the step it has reached, so a deletion cut short by a dying process resumes where it
 * stopped. The user row stays (anonymised) for the invoices and payments the law keeps.
 */
export const accountDeletions = pgTable('account_deletions', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  step: text('step', { enum: DELETION_STEPS }).notNull().default('stop-jobs'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export type AccountDeletionRow = typeof accountDeletions.$inferSelect;
