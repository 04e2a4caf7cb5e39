import { describe, expect, it } from 'vitest';
import type { PlanPricing } from '../plans';
import { billingSummary, hasCycleChoice, isPaidPlan, periodEnd, pricingForCycle } from './billing-summary';

const price = (over: Partial<PlanPricing>): PlanPricing => ({
  id: 1,
  amount: 10,
  billingCycle: 'monthly',
  currencyCode: 'USD',
  priceDisplayTextOverride: null,
  status: 'active',
  ...over,
});
const pro = { pricing: [price({ id: 2, amount: 49 }), price({ id: 3, amount: 490, billingCycle: 'yearly' })] };

describe('the billing form’s arithmetic (spec 001 §2, §4, §9)', () => {
  it('offers the cycle toggle only with more than one active price', () => {
    expect(hasCycleChoice(pro)).toBe(true);
    expect(hasCycleChoice({ pricing: [price({})] })).toBe(false);
    expect(hasCycleChoice({ pricing: [price({}), price({ status: 'inactive', billingCycle: 'yearly' })] })).toBe(false);
  });

  it('picks the price of the cycle, falling back to the first entry', () => {
    expect(pricingForCycle(pro, 'yearly')?.id).toBe(3);
    expect(pricingForCycle(pro, 'monthly')?.id).toBe(2);
    expect(pricingForCycle({ pricing: [price({ id: 9, billingCycle: 'yearly' })] }, 'monthly')?.id).toBe(9);
    expect(pricingForCycle({ pricing: [] }, 'yearly')).toBeNull();
  });

  it('says how it is billed, what is charged today and the 10% tax, in the currency’s sign', () => {
    const yearly = billingSummary(price({ amount: 490, billingCycle: 'yearly' }), new Date('2026-01-31T10:00:00Z'));
    expect(yearly).toMatchObject({
      billedLabel: 'Billed Annually',
      price: '$490.00',
      chargedToday: '$490.00',
      taxesIncluded: '$49.00',
      startDate: '2026-01-31',
      endDate: '2027-01-31',
    });
    const monthly = billingSummary(price({ amount: '999', currencyCode: 'INR' }), new Date('2026-03-15T00:00:00Z'));
    expect(monthly).toMatchObject({
      billedLabel: 'Billed Monthly',
      chargedToday: '₹999.00',
      taxesIncluded: '₹99.90',
      endDate: '2026-04-15',
    });
  });

  it('ends a yearly period a year later and a monthly one a month later', () => {
    expect(periodEnd(new Date('2028-02-29T00:00:00Z'), 'yearly').toISOString().slice(0, 10)).toBe('2029-03-01');
    expect(periodEnd(new Date('2026-05-10T00:00:00Z'), 'monthly').toISOString().slice(0, 10)).toBe('2026-06-10');
  });

  it('buys only plans with a price above zero', () => {
    expect(isPaidPlan(pro)).toBe(true);
    expect(isPaidPlan({ pricing: [price({ amount: 0 })] })).toBe(false);
    expect(isPaidPlan({ pricing: [] })).toBe(false);
  });
});
