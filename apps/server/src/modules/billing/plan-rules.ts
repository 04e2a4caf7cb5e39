import { type PlanLimits, planLimitsOf, planThatLifts, TAX_RATE, type VoiceTier } from '@podloom/contract';

/** The rules of plans and periods, without a database: dates, tax, proration, usage periods and voice tiers. */

export type BillingCycle = 'monthly' | 'yearly';
export const GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Minutes of the Free plan, for a user without a subscription (spec 001 §3: Free, 15 minutes). */
export const FREE_PLAN_NAME = 'Free';

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Spec 001 §9: end = start plus one year for yearly, one month otherwise (the day clamps to the month's end). */
export function addCycle(start: Date, cycle: BillingCycle, count = 1): Date {
  const months = cycle === 'yearly' ? 12 * count : count;
  const d = new Date(start);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export const graceEnd = (periodEnd: Date) => new Date(periodEnd.getTime() + GRACE_DAYS * DAY_MS);

/** The tax included in a charged amount (spec 001 §9: 10% of the amount, "Taxes Included"). */
export const taxOf = (amount: number) => round2(amount * TAX_RATE);

/**
 * The credit for the unused part of the current period when a plan is replaced mid-period: what was paid for the
 * period times the share of it still ahead, to the cent. It never takes the new order below one unit of currency
 * (a gateway charges at least that), so a downgrade simply starts the new plan now.
 */
export function prorationCredit(input: {
  paidForPeriod: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
  newPrice: number;
}): number {
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = input.periodEnd.getTime() - input.now.getTime();
  if (total <= 0 || left <= 0) return 0;
  const credit = round2((input.paidForPeriod * Math.min(left, total)) / total);
  return Math.max(0, Math.min(credit, round2(input.newPrice - 1)));
}

/**
 * Usage is counted per month: a subscription's months run from its start date (a yearly plan has twelve), and
 * without one the calendar month (UTC) is the period.
 */
export function usagePeriodStart(now: Date, subscriptionStart: Date | null): Date {
  if (!subscriptionStart || subscriptionStart > now) {
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  }
  let months =
    (now.getUTCFullYear() - subscriptionStart.getUTCFullYear()) * 12 +
    now.getUTCMonth() -
    subscriptionStart.getUTCMonth();
  let start = addCycle(subscriptionStart, 'monthly', months);
  while (start > now && months > 0) {
    months -= 1;
    start = addCycle(subscriptionStart, 'monthly', months);
  }
  return start;
}

/**
 * What a plan allows, from the one catalogue of limits: its minutes are the plan row's (seeded from the catalogue,
 * the one number an operator may change in the database), everything else the catalogue's. No plan is Free.
 */
export function limitsOf(plan: { name: string; minutesLimit: number } | null): PlanLimits {
  const limits = planLimitsOf(plan?.name ?? null);
  return plan ? { ...limits, minutes: plan.minutesLimit } : limits;
}

/** How many cloned voices the plan keeps; Free's number for no plan or one not listed. */
export function cloneLimitOf(planName: string | null): number {
  return planLimitsOf(planName).clones;
}

/** How many bytes of files the plan keeps; Free's number for no plan or one not listed. */
export function storageLimitOf(planName: string | null): number {
  return planLimitsOf(planName).storageBytes;
}

/** The voice tiers a plan may render with; a plan outside the catalogue gets Free's. */
export function voiceTiersOf(planName: string | null): readonly VoiceTier[] {
  return planLimitsOf(planName).voiceTiers;
}

/**
 * The end of a refusal: ", or upgrade to the <cheapest plan that lifts the limit> on the pricing page for <what>.",
 * or just "." when no plan goes further.
 */
export function orUpgrade(lifts: (limits: PlanLimits) => boolean, what: string): string {
  const plan = planThatLifts(lifts);
  return plan ? `, or upgrade to the ${plan.name} on the pricing page for ${what}.` : '.';
}

/** "$10/Month", "₹100/Year": the price text of the pricing page (spec 001 §9: ₹ for INR, $ otherwise). */
export function priceText(pricing: { amount: number; billingCycle: BillingCycle; currencyCode: string } | null) {
  if (!pricing || pricing.amount === 0) return 'Free';
  const symbol = pricing.currencyCode === 'INR' ? '₹' : '$';
  const amount = Number.isInteger(pricing.amount) ? String(pricing.amount) : pricing.amount.toFixed(2);
  return `${symbol}${amount}/${pricing.billingCycle === 'yearly' ? 'Year' : 'Month'}`;
}
