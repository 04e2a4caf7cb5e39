import type { EditorTrack } from '@podloom/contract';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { podcasts } from '../podcasts/podcasts.schema';

/**
 * editor_projects.tracks: the five tracks of the audio editor (packages/contract `editorTrack`), parsed with
 * `editorTracksInput` where a row is read (editor.repository.ts).
 */
export type EditorTracks = EditorTrack[];

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
