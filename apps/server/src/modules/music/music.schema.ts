import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
 * One music upload in flight per user, whichever process receives it: a row is the user's slot, taken by one
 * request and released when it ends; a slot whose holder died is free again once it expires.
 */
export const uploadSlots = pgTable('upload_slots', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
