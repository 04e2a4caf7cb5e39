import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { clientSubscriptions, planPricing, subscriptionPlans } from './billing.schema';

export async function findActivePlansWithPricing(db: Db) {
  const plans = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.displayOrder));
  const pricing = await db.select().from(planPricing).orderBy(asc(planPricing.id));
  return plans.map((plan) => ({ plan, pricing: pricing.filter((p) => p.planId === plan.id) }));
}

export async function findCurrentSubscription(db: Db, userId: number, now = new Date()) {
  const [row] = await db
    .select()
    .from(clientSubscriptions)
    .where(
      and(
        eq(clientSubscriptions.userId, userId),
        eq(clientSubscriptions.status, 'active'),
        gt(clientSubscriptions.endDate, now),
      ),
    )
    .orderBy(desc(clientSubscriptions.startDate))
    .limit(1);
  return row ?? null;
}
