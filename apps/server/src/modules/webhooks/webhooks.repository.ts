import { and, arrayContains, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { webhookDeliveries, webhookEndpoints } from './webhooks.schema';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewDelivery = typeof webhookDeliveries.$inferInsert;

export async function insertEndpoint(db: DbOrTx, row: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [created] = await db.insert(webhookEndpoints).values(row).returning();
  if (!created) throw new Error('webhook endpoint not inserted');
  return created;
}

export function listEndpoints(db: Db, userId: number): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(asc(webhookEndpoints.id));
}

export async function countEndpoints(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
  return row?.n ?? 0;
}

export async function findEndpoint(db: Db, userId: number, id: number): Promise<EndpointRow | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findEndpointById(db: Db, id: number): Promise<EndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).limit(1);
  return row ?? null;
}

/** Deleting an endpoint deletes its deliveries: nothing more is sent to it. */
export async function deleteEndpoint(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export function endpointsListening(db: Db, userId: number, event: string): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), arrayContains(webhookEndpoints.events, [event])));
}

/** One delivery per endpoint and event: a second dispatch of the same event adds none. */
export async function insertDeliveries(db: Db, rows: NewDelivery[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(webhookDeliveries).values(rows).onConflictDoNothing();
}

/**
 * Claims up to `limit` deliveries that are due: each is moved `leaseMs` ahead so no other sweep takes it meanwhile
 * (the conditional update decides who has it).
 */
export async function claimDueDeliveries(db: Db, now: Date, leaseMs: number, limit: number) {
  const due = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit);
  if (due.length === 0) return [];
  return db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        inArray(
          webhookDeliveries.id,
          due.map((d) => d.id),
        ),
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
      ),
    )
    .returning();
}

export async function recordAttempt(db: Db, id: number, values: Partial<NewDelivery>): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ ...values, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(eq(webhookDeliveries.id, id));
}

export function listDeliveries(db: Db, endpointId: number, page: number, pageSize: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function findUserDelivery(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.userId, userId)))
    .limit(1);
  return row?.delivery ?? null;
}

/** Sends the delivery again now, whatever became of it (its attempts keep counting). */
export async function requeueDelivery(db: Db, id: number, now: Date): Promise<void> {
  await db.update(webhookDeliveries).set({ status: 'pending', nextAttemptAt: now }).where(eq(webhookDeliveries.id, id));
}
