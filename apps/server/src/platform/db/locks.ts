import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Holds a transaction-scoped advisory lock (`pg_advisory_xact_lock(namespace, key)`, on PostgreSQL and PGlite alike)
 * until the transaction ends. A count-then-insert limit takes one, keyed by its owner, around the count and the
 * insert: requests sent at once are answered one after the other, in every process, so none passes the limit by a
 * race. Each kind of limit has its own namespace (a module's constant), so different limits never wait on each other.
 * A text key (a show's id) is hashed to the lock's integer by `hashtext`: two keys may share a lock, never miss one.
 */
/**
 * One user's work that the plan limits: runs' job starts (the per-user job limits and the storage jobs reserve) and
 * the storage quota's holds for exports and uploads take this lock, so each sees what the others hold.
 */
export const USER_WORK_LOCK = 7_140_004;

export async function holdLock(tx: DbOrTx, namespace: number, key: number | string): Promise<void> {
  const lockKey = typeof key === 'number' ? sql`${key}` : sql`hashtext(${key})`;
  await tx.execute(sql`select pg_advisory_xact_lock(${namespace}, ${lockKey})`);
}
