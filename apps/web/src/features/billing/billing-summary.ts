import { TAX_RATE } from '@podloom/contract';
import type { PlanPricing, SubscriptionPlan } from '../plans';
import { currencySymbol } from '../plans';

export type BillingCycle = 'monthly' | 'yearly';

const activePrices = (plan: Pick<SubscriptionPlan, 'pricing'>) =>
  (plan.pricing ?? []).filter((p) => p.status === 'active');

/** Spec 001 §2: the Monthly/Annual toggle appears only when the plan has more than one price. */
export function hasCycleChoice(plan: Pick<SubscriptionPlan, 'pricing'>): boolean {
  return activePrices(plan).length > 1;
}

/** Spec 001 §4 "Billing cycle": the price of the chosen cycle, falling back to the first entry. */
export function pricingForCycle(plan: Pick<SubscriptionPlan, 'pricing'>, cycle: BillingCycle): PlanPricing | null {
  const prices = activePrices(plan);
  return prices.find((p) => p.billingCycle === cycle) ?? prices[0] ?? null;
}

/** Whether a plan can be bought at all: one active price above zero. */
export function isPaidPlan(plan: Pick<SubscriptionPlan, 'pricing'>): boolean {
  return activePrices(plan).some((p) => Number(p.amount) > 0);
}

/** `₹1,234.50` or `$49.00`: spec 001 §9's symbol, two decimals. */
export function formatMoney(amount: number, currencyCode: string): string {
  const digits = amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${currencySymbol(currencyCode)}${digits}`;
}

export interface BillingSummary {
  cycle: BillingCycle;
  /** 'Billed Annually' or 'Billed Monthly'. */
  billedLabel: string;
  price: string;
  chargedToday: string;
  taxesIncluded: string;
  amount: number;
  /** The period the order covers (spec 001 §9: one year for yearly, one month otherwise). */
  startDate: string;
  endDate: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Spec 001 §9: the subscription ends one year after its start for yearly prices, one month otherwise. */
export function periodEnd(start: Date, cycle: BillingCycle): Date {
  const end = new Date(start);
  if (cycle === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** What the billing form shows for one price. */
export function billingSummary(price: PlanPricing, today: Date = new Date()): BillingSummary {
  const cycle: BillingCycle = price.billingCycle === 'yearly' ? 'yearly' : 'monthly';
  const amount = Number(price.amount);
  return {
    cycle,
    billedLabel: cycle === 'yearly' ? 'Billed Annually' : 'Billed Monthly',
    price: formatMoney(amount, price.currencyCode),
    chargedToday: formatMoney(amount, price.currencyCode),
    taxesIncluded: formatMoney(Math.round(amount * TAX_RATE * 100) / 100, price.currencyCode),
    amount,
    startDate: isoDay(today),
    endDate: isoDay(periodEnd(today, cycle)),
  };
}
