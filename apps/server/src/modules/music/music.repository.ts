import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { music } from './music.schema';

export type MusicRow = typeof music.$inferSelect;

/** The user's music by name (spec 001 §2 "lists the user's music by name"). */
export function findUserMusic(db: Db, userId: number): Promise<MusicRow[]> {
  return db.select().from(music).where(eq(music.userId, userId)).orderBy(asc(music.musicName), asc(music.id));
}

export async function findOwnedMusic(db: Db, userId: number, id: number): Promise<MusicRow | null> {
  const [row] = await db
    .select()
    .from(music)
    .where(and(eq(music.id, id), eq(music.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function insertMusic(db: DbOrTx, values: Array<typeof music.$inferInsert>): Promise<MusicRow[]> {
  if (values.length === 0) return [];
  return db.insert(music).values(values).returning();
}

/**
 * Gives a user the beds once: under a lock on the user's row, so two first visits at once add them once. A user
 * who has any bed row already (even an older version's) is not given them again.
 */
export async function addBedsOnce(
  db: Db,
  userId: number,
  bedPrefix: string,
  beds: Array<{ musicName: string; musicPath: string }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const [existing] = await tx
      .select({ id: music.id })
      .from(music)
      .where(and(eq(music.userId, userId), like(music.musicPath, `${bedPrefix}%`)))
      .limit(1);
    if (existing) return;
    await insertMusic(
      tx,
      beds.map((bed) => ({ userId, ...bed })),
    );
  });
}
