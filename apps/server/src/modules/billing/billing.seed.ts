import { PLAN_CATALOGUE, planLines } from '@podloom/contract';
import type { Db } from '../../platform/db/client';
import { planPricing, subscriptionPlans } from './billing.schema';

export async function seedPlans(db: Db): Promise<void> {
  for (const [i, plan] of PLAN_CATALOGUE.entries()) {
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(subscriptionPlans)
        .values({
          name: plan.name,
          // The stored text is a copy for other readers; the cards are written afresh from the limits.
          planDescription: planLines(plan.limits, null).join('\n'),
          popularity: plan.popularity,
          displayOrder: i + 1,
          minutesLimit: plan.limits.minutes,
        })
        .onConflictDoNothing()
        .returning({ id: subscriptionPlans.id });
      if (!created) return;
      await tx.insert(planPricing).values(
        plan.prices.map(({ amount, billingCycle }) => ({
          planId: created.id,
          amount,
          billingCycle,
          currencyCode: 'USD' as const,
        })),
      );
    });
  }
}
