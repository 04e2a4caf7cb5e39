import { describe, expect, it } from 'vitest';
import { formatMinutes, loadErrorHeadline, renewalLine } from './subscription-text';

describe('the manage-subscription texts (spec 001 §2, §8)', () => {
  it('names the next renewal, or says why there is none', () => {
    const active = { planId: 3, status: 'active', autoRenew: true, nextRenewalDate: '2027-11-24T00:00:00.000Z' };
    expect(renewalLine(active)).toMatch(/^Next Renews on November (23|24), 2027$/);
    expect(renewalLine({ ...active, nextRenewalDate: null })).toBe('Renewal date not available');
    expect(renewalLine({ ...active, autoRenew: false, status: 'cancelled' })).toBe('Renewal date not available');
    expect(renewalLine({ planId: null, status: 'free', autoRenew: false })).toBe('No active subscription found');
    expect(renewalLine(null)).toBe('No active subscription found');
  });

  it('picks the error headline by what failed', () => {
    expect(loadErrorHeadline(true, true)).toBe('Failed to load subscription and payment data.');
    expect(loadErrorHeadline(true, false)).toBe('Failed to load subscription details.');
    expect(loadErrorHeadline(false, true)).toBe('Failed to load payment transactions.');
    expect(loadErrorHeadline(false, false)).toBeNull();
  });

  it('shows minutes with at most one decimal', () => {
    expect(formatMinutes(3)).toBe('3');
    expect(formatMinutes(0.5333)).toBe('0.5');
  });
});
