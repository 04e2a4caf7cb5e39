import { describe, expect, it } from 'vitest';
import { addCycle, priceText, prorationCredit, taxOf, usagePeriodStart, voiceTiersOf } from './plan-rules';

const d = (iso: string) => new Date(iso);

describe('plan rules', () => {
  it('adds a month or a year, clamping to the end of a shorter month', () => {
    expect(addCycle(d('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addCycle(d('2026-03-15T00:00:00Z'), 'monthly').toISOString()).toBe('2026-04-15T00:00:00.000Z');
    expect(addCycle(d('2028-02-29T00:00:00Z'), 'yearly').toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });

  it('takes tax as 10% of the amount, to the cent', () => {
    expect(taxOf(49)).toBe(4.9);
    expect(taxOf(10.05)).toBe(1.01);
  });

  it('credits the unused share of the period and never takes an order below one unit', () => {
    const period = { periodStart: d('2026-01-01T00:00:00Z'), periodEnd: d('2026-01-31T00:00:00Z') };
    expect(prorationCredit({ ...period, paidForPeriod: 30, now: d('2026-01-21T00:00:00Z'), newPrice: 49 })).toBe(10);
    expect(prorationCredit({ ...period, paidForPeriod: 490, now: d('2026-01-02T00:00:00Z'), newPrice: 49 })).toBe(48);
    expect(prorationCredit({ ...period, paidForPeriod: 30, now: d('2026-02-02T00:00:00Z'), newPrice: 49 })).toBe(0);
  });

  it('counts usage by months from the subscription start, or by calendar month without one', () => {
    expect(usagePeriodStart(d('2026-05-20T12:00:00Z'), null).toISOString()).toBe('2026-05-01T00:00:00.000Z');
    const start = d('2026-01-31T09:00:00Z');
    expect(usagePeriodStart(d('2026-03-10T00:00:00Z'), start).toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(usagePeriodStart(d('2026-03-31T10:00:00Z'), start).toISOString()).toBe('2026-03-31T09:00:00.000Z');
    expect(usagePeriodStart(d('2026-01-31T08:00:00Z'), start).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('gives each plan its voice tiers, and Free to anything unknown', () => {
    expect(voiceTiersOf(null)).toEqual(['Basic']);
    expect(voiceTiersOf('Lite Plan')).toEqual(['Basic', 'Premium']);
    expect(voiceTiersOf('Pro Plan')).toEqual(['Basic', 'Premium', 'Neural', 'Ultra']);
    expect(voiceTiersOf('Lifetime Plan')).toEqual(['Basic', 'Premium', 'Neural', 'Ultra']);
    expect(voiceTiersOf('Mystery')).toEqual(['Basic']);
  });

  it('writes the price text with ₹ for INR and $ otherwise', () => {
    expect(priceText({ amount: 10, billingCycle: 'monthly', currencyCode: 'USD' })).toBe('$10/Month');
    expect(priceText({ amount: 100, billingCycle: 'yearly', currencyCode: 'INR' })).toBe('₹100/Year');
    expect(priceText(null)).toBe('Free');
  });
});
