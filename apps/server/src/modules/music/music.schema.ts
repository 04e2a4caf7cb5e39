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
