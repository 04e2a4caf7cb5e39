import type { SeriesRunStatus } from '@podloom/contract';
import { and, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { LIVE_RUN_STATUSES, series, seriesItems, seriesRuns } from './series.schema';

export type SeriesRow = typeof series.$inferSelect;
export type NewSeries = typeof series.$inferInsert;
export type SeriesRunRow = typeof seriesRuns.$inferSelect;

/** The runs still under way: their job, script or render is not done. */
export const LIVE_STATUSES: SeriesRunStatus[] = [...LIVE_RUN_STATUSES];

export async function insertSeries(db: DbOrTx, values: NewSeries): Promise<SeriesRow> {
  const [row] = await db.insert(series).values(values).returning();
  return row as SeriesRow;
}

export async function findOwnedSeries(db: DbOrTx, userId: number, id: number): Promise<SeriesRow | null> {
  const [row] = await db
    .select()
    .from(series)
    .where(and(eq(series.id, id), eq(series.userId, userId)));
  return row ?? null;
}

export async function findSeries(db: DbOrTx, id: number): Promise<SeriesRow | null> {
  const [row] = await db.select().from(series).where(eq(series.id, id));
  return row ?? null;
}

export function userSeries(db: DbOrTx, userId: number): Promise<SeriesRow[]> {
  return db.select().from(series).where(eq(series.userId, userId)).orderBy(series.id);
}

export async function countUserSeries(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(series).where(eq(series.userId, userId));
  return row?.n ?? 0;
}

export async function updateOwnedSeries(
  db: DbOrTx,
  userId: number,
  id: number,
  values: Partial<NewSeries>,
): Promise<SeriesRow | null> {
  const [row] = await db
    .update(series)
    .set(values)
    .where(and(eq(series.id, id), eq(series.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteOwnedSeries(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(series)
    .where(and(eq(series.id, id), eq(series.userId, userId)))
    .returning({ id: series.id });
  return rows.length > 0;
}

/** Series whose due time has come. */
export function dueSeries(db: DbOrTx, now: Date, limit = 50): Promise<SeriesRow[]> {
  return db.select().from(series).where(lte(series.nextRunAt, now)).orderBy(series.nextRunAt).limit(limit);
}

/** Moves a due time on, only if no other process did: true when this caller took the due time. */
export async function takeDueTime(db: DbOrTx, id: number, dueAt: Date, next: Date): Promise<boolean> {
  const rows = await db
    .update(series)
    .set({ nextRunAt: next })
    .where(and(eq(series.id, id), eq(series.nextRunAt, dueAt)))
    .returning({ id: series.id });
  return rows.length > 0;
}

/** A new queued run; null when the series already has a run under way (or a run for this due time). */
export async function insertRun(
  db: DbOrTx,
  values: { seriesId: number; userId: number; dueAt?: Date | null },
): Promise<SeriesRunRow | null> {
  const rows = await db.insert(seriesRuns).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** A due time that started no run, listed with the reason. */
export async function insertSkippedRun(
  db: DbOrTx,
  values: { seriesId: number; userId: number; dueAt: Date; message: string; finishedAt: Date },
): Promise<SeriesRunRow | null> {
  const rows = await db
    .insert(seriesRuns)
    .values({ ...values, status: 'SKIPPED' })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export async function findRun(db: DbOrTx, id: number): Promise<SeriesRunRow | null> {
  const [row] = await db.select().from(seriesRuns).where(eq(seriesRuns.id, id));
  return row ?? null;
}

export async function findOwnedRun(db: DbOrTx, userId: number, id: number): Promise<SeriesRunRow | null> {
  const [row] = await db
    .select()
    .from(seriesRuns)
    .where(and(eq(seriesRuns.id, id), eq(seriesRuns.userId, userId)));
  return row ?? null;
}

export function seriesRunsOf(db: DbOrTx, seriesId: number, limit = 50): Promise<SeriesRunRow[]> {
  return db
    .select()
    .from(seriesRuns)
    .where(eq(seriesRuns.seriesId, seriesId))
    .orderBy(desc(seriesRuns.id))
    .limit(limit);
}

export function liveRunsOf(db: DbOrTx, seriesId: number): Promise<SeriesRunRow[]> {
  return db
    .select()
    .from(seriesRuns)
    .where(and(eq(seriesRuns.seriesId, seriesId), inArray(seriesRuns.status, LIVE_STATUSES)));
}

/** Changes a run only from the status its caller saw: answers the changed row, or null if another got there first. */
export async function moveRun(
  db: DbOrTx,
  id: number,
  from: SeriesRunStatus,
  values: Partial<typeof seriesRuns.$inferInsert>,
): Promise<SeriesRunRow | null> {
  const [row] = await db
    .update(seriesRuns)
    .set(values)
    .where(and(eq(seriesRuns.id, id), eq(seriesRuns.status, from)))
    .returning();
  return row ?? null;
}

export async function runByRef(db: DbOrTx, kind: 'script' | 'audio', refId: string): Promise<SeriesRunRow | null> {
  const column = kind === 'script' ? seriesRuns.scriptRefId : seriesRuns.audioRefId;
  const [row] = await db.select().from(seriesRuns).where(eq(column, refId));
  return row ?? null;
}

/** Which of these guids/links and hashes the series has used. */
export async function seenOf(
  db: DbOrTx,
  seriesId: number,
  keys: string[],
  hashes: string[],
): Promise<{ keys: Set<string>; hashes: Set<string> }> {
  const values = [...keys, ...hashes];
  const rows = values.length
    ? await db
        .select({ kind: seriesItems.kind, value: seriesItems.value })
        .from(seriesItems)
        .where(and(eq(seriesItems.seriesId, seriesId), inArray(seriesItems.value, values)))
    : [];
  return {
    keys: new Set(rows.filter((r) => r.kind === 'key').map((r) => r.value)),
    hashes: new Set(rows.filter((r) => r.kind === 'hash').map((r) => r.value)),
  };
}

export async function rememberItems(
  db: DbOrTx,
  seriesId: number,
  runId: number,
  items: ReadonlyArray<{ key: string | null; hash: string }>,
): Promise<void> {
  const rows = items.flatMap((item) => [
    ...(item.key ? [{ seriesId, runId, kind: 'key' as const, value: item.key }] : []),
    { seriesId, runId, kind: 'hash' as const, value: item.hash },
  ]);
  if (rows.length) await db.insert(seriesItems).values(rows).onConflictDoNothing();
}

/** A failed run gives its items back: the next run takes them again. */
export async function forgetRunItems(db: DbOrTx, runId: number): Promise<void> {
  await db.delete(seriesItems).where(eq(seriesItems.runId, runId));
}
