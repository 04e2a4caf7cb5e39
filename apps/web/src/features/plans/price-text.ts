import type { PlanPricing, SubscriptionPlan } from './plan-types';

/** Spec 001 §9: INR shows a rupee sign, anything else a dollar sign. */
export function currencySymbol(currencyCode: string): string {
  return currencyCode === 'INR' ? '₹' : '$';
}

function formatAmount(amount: number | string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** One price as the cards read it: `$10/Month`, `$100/Year`, or the plan's own override text. */
export function priceLabel(price: PlanPricing): string {
  if (price.priceDisplayTextOverride?.trim()) return price.priceDisplayTextOverride.trim();
  const period = price.billingCycle === 'yearly' ? 'Year' : 'Month';
  return `${currencySymbol(price.currencyCode)}${formatAmount(price.amount)}/${period}`;
}

/** Spec 001 §2 Pricing: active prices joined with ' or '; no price gives 'Free'. */
export function planPriceText(plan: Pick<SubscriptionPlan, 'pricing'>): string {
  const active = (plan.pricing ?? []).filter((p) => p.status === 'active');
  return active.length === 0 ? 'Free' : active.map(priceLabel).join(' or ');
}

/** Spec 001 §2: plans are sorted by displayOrder (stable for equal orders). */
export function sortPlans<T extends Pick<SubscriptionPlan, 'displayOrder'>>(plans: readonly T[]): T[] {
  return [...plans].sort((a, b) => a.displayOrder - b.displayOrder);
}

/** The plan description's lines (text with line breaks), without blanks. */
export function planFeatures(plan: Pick<SubscriptionPlan, 'planDescription'>): string[] {
  return (plan.planDescription ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function isPopular(plan: Pick<SubscriptionPlan, 'popularity'>): boolean {
  return plan.popularity?.toLowerCase() === 'popular';
}
