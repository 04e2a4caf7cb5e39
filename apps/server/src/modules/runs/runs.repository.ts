import { and, eq, gt, inArray, lt, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { holdLock, USER_WORK_LOCK } from '../../platform/db/locks';
import { queueJobs } from '../../platform/jobs/jobs.schema';
import { generationJobs } from './runs.schema';

export type RunRow = typeof generationJobs.$inferSelect;
export type NewRun = typeof generationJobs.$inferInsert;

export async function insertJob(db: DbOrTx, values: NewRun): Promise<RunRow> {
  const [row] = await db.insert(generationJobs).values(values).returning();
  if (!row) throw new Error('job insert returned no row');
  return row;
}

export async function findJobByRef(db: Db, refId: string): Promise<RunRow | null> {
  const [row] = await db.select().from(generationJobs).where(eq(generationJobs.refId, refId)).limit(1);
  return row ?? null;
}

export async function findJobByBatch(db: Db, batchJobId: string): Promise<RunRow | null> {
  const [row] = await db.select().from(generationJobs).where(eq(generationJobs.batchJobId, batchJobId)).limit(1);
  return row ?? null;
}

/** The job queue's row of a job that is no longer live (finished, or held by a process whose lease ran out). */
function deadQueueRow(db: DbOrTx, now: Date) {
  return db
    .select({ one: sql`1` })
    .from(queueJobs)
    .where(
      and(
        eq(queueJobs.id, sql`${generationJobs.refId}::text`),
        or(
          notInArray(queueJobs.state, ['queued', 'running']),
          and(eq(queueJobs.state, 'running'), lt(queueJobs.leaseUntil, now)),
        ),
      ),
    );
}

/**
 * A user's live jobs: queued or running, and not held by a process that died. Embedded, each has a row
 * in the job queue's table, and one whose lease ran out (or that the queue finished) is not counted even before
 * the reaper gets to it. At scale (BullMQ) there is no such row, and BullMQ's stalled check keeps the status true.
 */
export async function countActiveJobs(db: DbOrTx, userId: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(generationJobs)
    .where(liveJobsOf(db, userId, now));
  return row?.value ?? 0;
}

/** Storage each of the user's live jobs holds against the plan until it finishes (its `reservedBytes`), by job. */
export async function reservationsOf(
  db: DbOrTx,
  userId: number,
  now = new Date(),
): Promise<Array<{ refId: string; bytes: number }>> {
  const rows = await db
    .select({ refId: generationJobs.refId, bytes: generationJobs.reservedBytes })
    .from(generationJobs)
    .where(and(liveJobsOf(db, userId, now), gt(generationJobs.reservedBytes, 0)));
  return rows;
}

/** A user's live jobs of one kind (as countActiveJobs counts them), for a kind's own limits across its runs. */
export function listActiveJobs(db: DbOrTx, userId: number, kind: string, now = new Date()): Promise<RunRow[]> {
  return db
    .select()
    .from(generationJobs)
    .where(and(liveJobsOf(db, userId, now), eq(generationJobs.kind, kind)));
}

function liveJobsOf(db: DbOrTx, userId: number, now: Date) {
  const live = inArray(generationJobs.status, ['queued', 'running']);
  return and(eq(generationJobs.userId, userId), live, notExists(deadQueueRow(db, now)));
}

export async function updateJob(db: DbOrTx, refId: string, values: Partial<NewRun>): Promise<void> {
  await db
    .update(generationJobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(generationJobs.refId, refId));
}

/** Changes a job that is still queued or running (a finished one keeps its outcome). */
export async function updateLiveJob(db: DbOrTx, refId: string, values: Partial<NewRun>): Promise<void> {
  await db
    .update(generationJobs)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(generationJobs.refId, refId), inArray(generationJobs.status, ['queued', 'running'])));
}

/**
 * Serialises a user's concurrent requests inside a transaction (without reaching into the users table): the user's
 * work lock, which the storage quota's holds take too.
 */
export async function lockUser(tx: DbOrTx, userId: number): Promise<void> {
  await holdLock(tx, USER_WORK_LOCK, userId);
}

/** Jobs of one kind a user started since `since`, whatever became of them (the hourly rate counts starts). */
export async function countJobsStartedSince(db: DbOrTx, userId: number, kind: string, since: Date) {
  return db.$count(
    generationJobs,
    and(eq(generationJobs.userId, userId), eq(generationJobs.kind, kind), gt(generationJobs.createdAt, since)),
  );
}
