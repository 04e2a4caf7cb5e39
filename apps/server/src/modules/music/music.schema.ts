import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';

/** Spec 001 §3 "Music item". */
export const music = pgTable('music', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  musicName: text('music_name').notNull(),
  musicPath: text('music_path').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One piece of heavy work of a kind in flight per user, whichever process receives it: a music upload, an export.
 * A row is the user's slot for its `purpose`, taken by one request and released when it ends; a slot whose holder
 * died is free again once it expires. (The table kept its first name: uploads were its only purpose.)
 */
export const uploadSlots = pgTable(
  'upload_slots',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['upload', 'export', 'recording'] })
      .notNull()
      .default('upload'),
    holder: text('holder').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Storage the holder is about to write (an export encoded, uploads converted), counted by the quota until freed. */
    reservedBytes: integer('reserved_bytes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);
