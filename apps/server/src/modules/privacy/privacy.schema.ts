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
