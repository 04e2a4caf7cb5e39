import type { AppServices } from '../../platform/services';
import { findActivePlansWithPricing, findCurrentSubscription } from './billing.repository';
import { featureLimits } from './billing.schema';

export type CurrentSubscription = NonNullable<Awaited<ReturnType<typeof findCurrentSubscription>>>;

export class BillingService {
  constructor(private readonly services: Pick<AppServices, 'db'>) {}

  /** The caller's active subscription now, or null (access tokens carry it). */
  currentSubscription(userId: number): Promise<CurrentSubscription | null> {
    return findCurrentSubscription(this.services.db, userId);
  }

  /** Spec 001 §3 "Subscription plan", with isCurrentPlan for the signed-in caller. */
  async allSubscriptions(userId: number | null) {
    const [plans, current] = await Promise.all([
      findActivePlansWithPricing(this.services.db),
      userId === null ? null : findCurrentSubscription(this.services.db, userId),
    ]);
    return plans.map(({ plan, pricing }) => {
      const isCurrentPlan = current?.planId === plan.id;
      return {
        id: plan.id,
        name: plan.name,
        planDescription: plan.planDescription,
        popularity: plan.popularity,
        displayOrder: plan.displayOrder,
        minutesLimit: plan.minutesLimit,
        isCurrentPlan,
        autoRenew: isCurrentPlan ? current.autoRenew : null,
        nextRenewalDate: isCurrentPlan ? current.endDate.toISOString() : null,
        featureLimits: featureLimits.parse(plan.featureLimits),
        pricing: pricing.map((p) => ({
          id: p.id,
          amount: p.amount,
          billingCycle: p.billingCycle,
          currencyCode: p.currencyCode,
          priceDisplayTextOverride: p.priceDisplayTextOverride,
          status: p.status,
        })),
      };
    });
  }
}
