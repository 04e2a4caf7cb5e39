import { planLimitsOf, planLines } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import { FALLBACK_PLANS } from './fallback-plans';
import type { PlanPricing } from './plan-types';
import { isPopular, planFeatures, planPriceText, priceLabel, sortPlans } from './price-text';

const price = (over: Partial<PlanPricing>): PlanPricing => ({
  id: 1,
  amount: 10,
  billingCycle: 'monthly',
  currencyCode: 'USD',
  priceDisplayTextOverride: null,
  status: 'active',
  ...over,
});

describe('plan price text (spec 001 §2, §9)', () => {
  it('formats one price with its cycle and currency', () => {
    expect(priceLabel(price({}))).toBe('$10/Month');
    expect(priceLabel(price({ amount: 100, billingCycle: 'yearly' }))).toBe('$100/Year');
    expect(priceLabel(price({ amount: '499.5', currencyCode: 'INR' }))).toBe('₹499.50/Month');
  });

  it('prefers the display override', () => {
    expect(priceLabel(price({ priceDisplayTextOverride: 'Pay once' }))).toBe('Pay once');
  });

  it("joins active prices with ' or ' and skips inactive ones", () => {
    const pricing = [
      price({ amount: 100, billingCycle: 'yearly' }),
      price({ amount: 10 }),
      price({ amount: 99, status: 'inactive' }),
    ];
    expect(planPriceText({ pricing })).toBe('$100/Year or $10/Month');
  });

  it("says 'Free' when there is no active price", () => {
    expect(planPriceText({ pricing: [] })).toBe('Free');
    expect(planPriceText({ pricing: [price({ status: 'inactive' })] })).toBe('Free');
  });

  it('sorts by displayOrder and reads features and the popular badge', () => {
    const sorted = sortPlans([{ displayOrder: 3 }, { displayOrder: 1 }, { displayOrder: 2 }]);
    expect(sorted.map((p) => p.displayOrder)).toEqual([1, 2, 3]);
    expect(planFeatures({ planDescription: 'a\n\n b \r\nc' })).toEqual(['a', 'b', 'c']);
    expect(isPopular({ popularity: 'popular' })).toBe(true);
    expect(isPopular({ popularity: null })).toBe(false);
  });

  it('keeps the built-in catalogue of spec 000 §9', () => {
    const text = Object.fromEntries(FALLBACK_PLANS.map((p) => [p.name, planPriceText(p)]));
    expect(text).toEqual({
      Beta: '$0/Month',
      Free: '$0/Month',
      'Lifetime Plan': '$25/Year',
      'Lite Plan': '$100/Year or $10/Month',
      'Pro Plan': '$490/Year or $49/Month',
    });
    expect(FALLBACK_PLANS.filter(isPopular).map((p) => p.name)).toEqual(['Lifetime Plan']);
  });

  it('writes the built-in cards from the enforced limits, without counting voices it cannot see', () => {
    const lines = Object.fromEntries(FALLBACK_PLANS.map((p) => [p.name, planFeatures(p)]));
    expect(lines['Pro Plan']).toEqual(planLines(planLimitsOf('Pro Plan'), null));
    expect(lines.Free).toEqual([
      '15 minutes of audio a month',
      'Basic voices',
      'Episodes up to 15 minutes',
      '1 cloned voice',
      '500 MB of storage',
    ]);
    expect(
      Object.values(lines)
        .flat()
        .filter((line) => /\d+\+|\d+ (premium|ultra) voices/i.test(line)),
    ).toEqual([]);
  });
});
