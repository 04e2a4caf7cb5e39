import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { users } from '../auth/auth.schema';
import { podcasts } from '../podcasts/podcasts.schema';

/**
 * editor_projects.tracks: the multitrack editor's tracks. No code reads or writes a project yet; the editor, when
 * built, narrows each track's fields here and parses them where it reads a row.
 */
export const editorTracks = z.array(z.record(z.string(), z.unknown()));
export type EditorTracks = z.infer<typeof editorTracks>;

export const editorProjects = pgTable('editor_projects', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  podcastId: integer('podcast_id').references(() => podcasts.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  tracks: jsonb('tracks').$type<EditorTracks>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
