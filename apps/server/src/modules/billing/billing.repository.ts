import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import {
  clientSubscriptions,
  invoiceCounters,
  invoices,
  paymentOrders,
  paymentTransactions,
  paymentWebhookEvents,
  planPricing,
  subscriptionPlans,
  usage,
  usageRenders,
} from './billing.schema';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type SubscriptionRow = typeof clientSubscriptions.$inferSelect;
export type TransactionRow = typeof paymentTransactions.$inferSelect;

export async function findActivePlansWithPricing(db: Db) {
  const plans = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.displayOrder));
  const pricing = await db.select().from(planPricing).orderBy(asc(planPricing.id));
  return plans.map((plan) => ({ plan, pricing: pricing.filter((p) => p.planId === plan.id) }));
}

export async function findPlanWithPricing(db: DbOrTx, planId: number, pricingId: number | null) {
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId)).limit(1);
  if (!plan) return null;
  if (pricingId === null) return { plan, pricing: null };
  const [pricing] = await db
    .select()
    .from(planPricing)
    .where(and(eq(planPricing.id, pricingId), eq(planPricing.planId, planId)))
    .limit(1);
  return { plan, pricing: pricing ?? null };
}

export async function findPlanByName(db: DbOrTx, name: string) {
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, name)).limit(1);
  return plan ?? null;
}

/** The subscription giving access now: active, and inside its period or its grace days. */
export async function findCurrentSubscription(db: DbOrTx, userId: number, now = new Date()) {
  const [row] = await db
    .select()
    .from(clientSubscriptions)
    .where(
      and(
        eq(clientSubscriptions.userId, userId),
        eq(clientSubscriptions.status, 'active'),
        or(gt(clientSubscriptions.endDate, now), gt(clientSubscriptions.graceUntil, now)),
      ),
    )
    .orderBy(desc(clientSubscriptions.startDate), desc(clientSubscriptions.id))
    .limit(1);
  return row ?? null;
}

export async function setAutoRenew(db: DbOrTx, subscriptionId: number, autoRenew: boolean) {
  await db
    .update(clientSubscriptions)
    .set({ autoRenew, updatedAt: new Date() })
    .where(eq(clientSubscriptions.id, subscriptionId));
}

export async function insertOrder(db: DbOrTx, order: typeof paymentOrders.$inferInsert) {
  const [row] = await db.insert(paymentOrders).values(order).returning();
  return row as PaymentOrderRow;
}

export async function insertTransaction(db: DbOrTx, transaction: typeof paymentTransactions.$inferInsert) {
  const [row] = await db.insert(paymentTransactions).values(transaction).returning();
  return row as TransactionRow;
}

export async function findOrder(db: DbOrTx, orderId: string) {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).limit(1);
  return row ?? null;
}

export async function findOrderBySession(db: DbOrTx, paymentSessionId: string) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.paymentSessionId, paymentSessionId))
    .limit(1);
  return row ?? null;
}

export async function findTransactionByOrder(db: DbOrTx, orderId: string) {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, orderId)).limit(1);
  return row ?? null;
}

/** Records a webhook's event id; false when it was already there (a redelivery). */
export async function claimWebhookEvent(tx: DbOrTx, eventId: string, orderId: string): Promise<boolean> {
  const inserted = await tx
    .insert(paymentWebhookEvents)
    .values({ eventId, orderId })
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return inserted.length > 0;
}

export async function updateTransaction(
  tx: DbOrTx,
  transactionId: number,
  fields: Partial<typeof paymentTransactions.$inferInsert>,
) {
  await tx
    .update(paymentTransactions)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(paymentTransactions.id, transactionId));
}

/** Ends every other running subscription of the user (a new paid period replaces them). */
export async function endOtherSubscriptions(tx: DbOrTx, userId: number) {
  await tx
    .update(clientSubscriptions)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(and(eq(clientSubscriptions.userId, userId), eq(clientSubscriptions.status, 'active')));
}

export async function insertSubscription(tx: DbOrTx, subscription: typeof clientSubscriptions.$inferInsert) {
  const [row] = await tx.insert(clientSubscriptions).values(subscription).returning();
  return row as SubscriptionRow;
}

/** The next invoice number of a year: the counter row is locked by the update until the payment commits. */
export async function nextInvoiceNumber(tx: DbOrTx, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return (row as { lastNumber: number }).lastNumber;
}

export async function insertInvoice(tx: DbOrTx, invoice: typeof invoices.$inferInsert) {
  const [row] = await tx.insert(invoices).values(invoice).returning();
  return row as typeof invoices.$inferSelect;
}

export async function listTransactions(db: Db, userId: number, page: number, pageSize: number) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, userId))
      .orderBy(desc(paymentTransactions.initiatedAt), desc(paymentTransactions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(paymentTransactions).where(eq(paymentTransactions.userId, userId)),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findTransactionWithInvoice(db: Db, transactionId: number) {
  const [row] = await db
    .select({ transaction: paymentTransactions, invoice: invoices, order: paymentOrders })
    .from(paymentTransactions)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentTransactions.orderId))
    .leftJoin(invoices, eq(invoices.transactionId, paymentTransactions.id))
    .where(eq(paymentTransactions.id, transactionId))
    .limit(1);
  return row ?? null;
}

export async function findPricing(db: DbOrTx, pricingId: number) {
  const [row] = await db.select().from(planPricing).where(eq(planPricing.id, pricingId)).limit(1);
  return row ?? null;
}

export async function usageSeconds(db: DbOrTx, userId: number, periodStart: Date): Promise<number> {
  const [row] = await db
    .select({ seconds: usage.audioSeconds })
    .from(usage)
    .where(and(eq(usage.userId, userId), eq(usage.periodStart, periodStart)))
    .limit(1);
  return row?.seconds ?? 0;
}

/** Adds a render's seconds once: the ref id row is the proof it was counted. False for a replay. */
export async function countRender(
  tx: DbOrTx,
  input: { refId: string; userId: number; seconds: number; periodStart: Date },
): Promise<boolean> {
  const claimed = await tx
    .insert(usageRenders)
    .values({ refId: input.refId, userId: input.userId, seconds: input.seconds })
    .onConflictDoNothing()
    .returning({ refId: usageRenders.refId });
  if (claimed.length === 0) return false;
  await tx
    .insert(usage)
    .values({ userId: input.userId, periodStart: input.periodStart, audioSeconds: input.seconds })
    .onConflictDoUpdate({
      target: [usage.userId, usage.periodStart],
      set: { audioSeconds: sql`${usage.audioSeconds} + ${input.seconds}` },
    });
  return true;
}

/** Subscriptions whose period has ended and that have not been dealt with yet. */
export async function subscriptionsPastPeriodEnd(db: Db, now: Date) {
  return db
    .select()
    .from(clientSubscriptions)
    .where(
      and(
        eq(clientSubscriptions.status, 'active'),
        lte(clientSubscriptions.endDate, now),
        isNull(clientSubscriptions.graceUntil),
      ),
    );
}

/** Subscriptions whose grace days are over without a paid renewal. */
export async function subscriptionsPastGrace(db: Db, now: Date) {
  return db
    .select()
    .from(clientSubscriptions)
    .where(
      and(
        eq(clientSubscriptions.status, 'active'),
        isNotNull(clientSubscriptions.graceUntil),
        lte(clientSubscriptions.graceUntil, now),
      ),
    );
}

export async function updateSubscription(
  db: DbOrTx,
  id: number,
  fields: Partial<typeof clientSubscriptions.$inferInsert>,
  onlyIf?: { status: 'active' },
) {
  const rows = await db
    .update(clientSubscriptions)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(clientSubscriptions.id, id), onlyIf ? eq(clientSubscriptions.status, onlyIf.status) : undefined))
    .returning({ id: clientSubscriptions.id });
  return rows.length > 0;
}

export async function expireOpenOrders(db: DbOrTx, subscriptionId: number) {
  await db
    .update(paymentOrders)
    .set({ status: 'EXPIRED', updatedAt: new Date() })
    .where(
      and(
        eq(paymentOrders.replacesSubscriptionId, subscriptionId),
        eq(paymentOrders.status, 'ACTIVE'),
        ne(paymentOrders.purpose, 'new'),
      ),
    );
}

/** The order whose payment started a subscription (its buyer is the renewal's buyer). */
export async function findOrderOfSubscription(db: DbOrTx, subscriptionId: number) {
  const [row] = await db
    .select({ order: paymentOrders })
    .from(paymentTransactions)
    .innerJoin(paymentOrders, eq(paymentOrders.id, paymentTransactions.orderId))
    .where(eq(paymentTransactions.clientSubscriptionId, subscriptionId))
    .limit(1);
  return row?.order ?? null;
}

/** Starts a subscription's grace days, once: false when another sweep already did. */
export async function claimPeriodEnd(db: DbOrTx, subscriptionId: number, graceUntil: Date): Promise<boolean> {
  const rows = await db
    .update(clientSubscriptions)
    .set({ graceUntil, updatedAt: new Date() })
    .where(
      and(
        eq(clientSubscriptions.id, subscriptionId),
        isNull(clientSubscriptions.graceUntil),
        eq(clientSubscriptions.status, 'active'),
      ),
    )
    .returning({ id: clientSubscriptions.id });
  return rows.length > 0;
}

/**
 * Moves an open order of this buyer to PAID or FAILED (a payment must match its amount and currency). FAILED only
 * moves an ACTIVE order; PAID also moves a FAILED one, since the gateway lets the buyer retry on the same order
 * (a declined card, then UPI) and that payment is money taken.
 */
export async function settleOpenOrder(
  tx: DbOrTx,
  input: {
    orderId: string;
    userId: number;
    status: 'PAID' | 'FAILED';
    payment: { amount: number; currency: string } | null;
  },
): Promise<PaymentOrderRow | null> {
  const [row] = await tx
    .update(paymentOrders)
    .set({ status: input.status, updatedAt: new Date() })
    .where(
      and(
        eq(paymentOrders.id, input.orderId),
        eq(paymentOrders.userId, input.userId),
        input.status === 'PAID'
          ? inArray(paymentOrders.status, ['ACTIVE', 'FAILED'])
          : eq(paymentOrders.status, 'ACTIVE'),
        input.payment ? eq(paymentOrders.amount, input.payment.amount) : undefined,
        input.payment ? eq(paymentOrders.currencyCode, input.payment.currency) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/** Updates the order's transaction; answers its id, or null when the order has none. */
export async function updateTransactionOfOrder(
  tx: DbOrTx,
  orderId: string,
  fields: Partial<typeof paymentTransactions.$inferInsert>,
): Promise<number | null> {
  const [row] = await tx
    .update(paymentTransactions)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(paymentTransactions.orderId, orderId))
    .returning({ id: paymentTransactions.id });
  return row?.id ?? null;
}

/**
 * Expires every other open order of the user (new, upgrade or renewal, waiting or declined) once one is paid: each
 * was priced against the plan the paid one replaces, so paying it too would charge for the same period twice. Their
 * pending transactions fail with `order_superseded`. A payment landing on one anyway is logged for a refund.
 */
export async function expireOtherOpenOrders(tx: DbOrTx, userId: number, paidOrderId: string) {
  const expired = await tx
    .update(paymentOrders)
    .set({ status: 'EXPIRED', updatedAt: new Date() })
    .where(
      and(
        eq(paymentOrders.userId, userId),
        inArray(paymentOrders.status, ['ACTIVE', 'FAILED']),
        ne(paymentOrders.id, paidOrderId),
      ),
    )
    .returning({ id: paymentOrders.id });
  if (expired.length === 0) return;
  await tx
    .update(paymentTransactions)
    .set({ transactionStatus: 'FAILED', errorCode: 'order_superseded', updatedAt: new Date() })
    .where(
      and(
        inArray(
          paymentTransactions.orderId,
          expired.map((row) => row.id),
        ),
        eq(paymentTransactions.transactionStatus, 'PENDING'),
      ),
    );
}

/** An order the gateway gave up on: it and its pending transaction end (only from ACTIVE). */
export async function expireOrder(db: Db, orderId: string) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(paymentOrders)
      .set({ status: 'EXPIRED', updatedAt: new Date() })
      .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'ACTIVE')))
      .returning({ id: paymentOrders.id });
    if (rows.length === 0) return;
    await tx
      .update(paymentTransactions)
      .set({ transactionStatus: 'FAILED', errorCode: 'order_expired', updatedAt: new Date() })
      .where(and(eq(paymentTransactions.orderId, orderId), eq(paymentTransactions.transactionStatus, 'PENDING')));
  });
}
