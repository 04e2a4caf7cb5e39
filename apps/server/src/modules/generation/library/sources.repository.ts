import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { sources } from './sources.schema';

export type SourceRow = typeof sources.$inferSelect;
export type NewSource = typeof sources.$inferInsert;

export async function insertSource(db: DbOrTx, values: NewSource): Promise<SourceRow> {
  const [row] = await db.insert(sources).values(values).returning();
  if (!row) throw new Error('source insert returned no row');
  return row;
}

export async function findOwnedSource(db: Db, userId: number, id: number): Promise<SourceRow | null> {
  const [row] = await db
    .select()
    .from(sources)
    .where(and(eq(sources.id, id), eq(sources.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The user's sources among `ids` (someone else's are simply not there). */
export async function findOwnedSources(db: Db, userId: number, ids: number[]): Promise<SourceRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(sources)
    .where(and(eq(sources.userId, userId), inArray(sources.id, ids)));
}

/** Newest first; the list carries no text (a library may hold books), only what a row shows. */
export async function findSourcesPage(db: Db, userId: number, page: number, pageSize: number) {
  const where = eq(sources.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sources)
      .where(where)
      .orderBy(desc(sources.createdAt), desc(sources.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(sources).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function renameOwnedSource(db: Db, userId: number, id: number, title: string) {
  const [row] = await db
    .update(sources)
    .set({ title, updatedAt: new Date() })
    .where(and(eq(sources.id, id), eq(sources.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteOwnedSource(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(sources)
    .where(and(eq(sources.id, id), eq(sources.userId, userId)))
    .returning({ id: sources.id });
  return rows.length > 0;
}
