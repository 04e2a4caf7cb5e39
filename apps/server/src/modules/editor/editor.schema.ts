import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { podcasts } from '../podcasts/podcasts.schema';

export const editorProjects = pgTable('editor_projects', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  podcastId: integer('podcast_id').references(() => podcasts.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  tracks: jsonb('tracks').$type<unknown[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
