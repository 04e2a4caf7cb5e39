import { PLAN_CATALOGUE, planLines } from '@podloom/contract';
import type { SubscriptionPlan } from './plan-types';

/** The built-in plans shown when the plan fetch fails (spec 000 §9, spec 001 §3): the catalogue the server seeds. */
export const FALLBACK_PLANS: readonly SubscriptionPlan[] = PLAN_CATALOGUE.map((plan, i) => ({
  id: plan.key,
  name: plan.name,
  // Without the server the install's voices are unknown: each tier is named without a count.
  planDescription: planLines(plan.limits, null).join('\n'),
  popularity: plan.popularity,
  displayOrder: i + 1,
  pricing: plan.prices.map((p) => ({
    id: `${plan.key}-${p.billingCycle === 'yearly' ? 'y' : 'm'}`,
    amount: p.amount,
    billingCycle: p.billingCycle,
    currencyCode: 'USD',
    priceDisplayTextOverride: null,
    status: 'active',
  })),
}));
