import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { clips } from './clips.schema';

export type ClipRow = typeof clips.$inferSelect;
export type NewClip = typeof clips.$inferInsert;

export async function insertClip(db: DbOrTx, values: NewClip): Promise<ClipRow> {
  const [row] = await db.insert(clips).values(values).returning();
  if (!row) throw new Error('clip not inserted');
  return row;
}

export async function findClip(db: DbOrTx, clipId: number): Promise<ClipRow | null> {
  const [row] = await db.select().from(clips).where(eq(clips.id, clipId));
  return row ?? null;
}

export async function findOwnedClip(db: DbOrTx, userId: number, clipId: number): Promise<ClipRow | null> {
  const [row] = await db
    .select()
    .from(clips)
    .where(and(eq(clips.id, clipId), eq(clips.userId, userId)));
  return row ?? null;
}

export async function findClipByRef(db: DbOrTx, refId: string): Promise<ClipRow | null> {
  const [row] = await db.select().from(clips).where(eq(clips.refId, refId));
  return row ?? null;
}

export function listPodcastClips(db: DbOrTx, podcastId: number): Promise<ClipRow[]> {
  return db.select().from(clips).where(eq(clips.podcastId, podcastId)).orderBy(asc(clips.createdAt), asc(clips.id));
}

export async function countPodcastClips(db: DbOrTx, podcastId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(clips).where(eq(clips.podcastId, podcastId));
  return row?.n ?? 0;
}

/** The ready soundbites of these podcasts, in the order they are heard. */
export function listSoundbites(db: DbOrTx, podcastIds: number[]): Promise<ClipRow[]> {
  if (podcastIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(clips)
    .where(and(inArray(clips.podcastId, podcastIds), eq(clips.soundbite, true), eq(clips.status, 'ready')))
    .orderBy(asc(clips.startTime));
}

/** Changes a clip that still exists; answers the changed row, or null when it was deleted meanwhile. */
export async function updateClip(db: DbOrTx, clipId: number, values: Partial<NewClip>): Promise<ClipRow | null> {
  const [row] = await db
    .update(clips)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clips.id, clipId))
    .returning();
  return row ?? null;
}

export async function deleteClipRow(db: DbOrTx, clipId: number): Promise<ClipRow | null> {
  const [row] = await db.delete(clips).where(eq(clips.id, clipId)).returning();
  return row ?? null;
}
