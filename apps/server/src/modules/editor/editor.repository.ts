import { defaultEditorTracks, type EditorTrack, editorTracksInput } from '@podloom/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { editorProjects } from './editor.schema';

export type EditorProjectRow = typeof editorProjects.$inferSelect;

/** Tracks leave here parsed; a row of another shape (never written by this code) starts again from the defaults. */
const parsed = (row: EditorProjectRow): EditorProjectRow => {
  const tracks = editorTracksInput.safeParse(row.tracks);
  return { ...row, tracks: tracks.success ? tracks.data : defaultEditorTracks() };
};

/** The user's newest project for a podcast, or their newest project without one when `podcastId` is null. */
export async function findUserProject(db: Db, userId: number, podcastId: number | null) {
  const [row] = await db
    .select()
    .from(editorProjects)
    .where(
      and(
        eq(editorProjects.userId, userId),
        podcastId === null ? isNull(editorProjects.podcastId) : eq(editorProjects.podcastId, podcastId),
      ),
    )
    .orderBy(desc(editorProjects.updatedAt), desc(editorProjects.id))
    .limit(1);
  return row ? parsed(row) : null;
}

export async function findOwnedProject(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(editorProjects)
    .where(and(eq(editorProjects.id, id), eq(editorProjects.userId, userId)))
    .limit(1);
  return row ? parsed(row) : null;
}

export async function findProject(db: Db, id: number) {
  const [row] = await db.select().from(editorProjects).where(eq(editorProjects.id, id)).limit(1);
  return row ? parsed(row) : null;
}

export async function insertProject(
  db: Db,
  values: { userId: number; podcastId: number | null; name: string; tracks: EditorTrack[] },
) {
  const [row] = await db.insert(editorProjects).values(values).returning();
  if (!row) throw new Error('editor project insert returned no row');
  return parsed(row);
}

export async function updateProjectTracks(db: Db, id: number, tracks: EditorTrack[], now: Date) {
  const [row] = await db
    .update(editorProjects)
    .set({ tracks, updatedAt: now })
    .where(eq(editorProjects.id, id))
    .returning();
  return row ? parsed(row) : null;
}
