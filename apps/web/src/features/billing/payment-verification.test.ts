import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_RECHECK_MS, PENDING_RECHECKS, verifyPayment } from './payment-verification';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const answers = (...statuses: string[]) => vi.fn(async () => statuses.shift() ?? 'PENDING');

describe('the payment status page’s verification (spec 001 §4)', () => {
  it('is a success only when verification says SUCCESS', async () => {
    await expect(verifyPayment('o', { verify: answers('SUCCESS') })).resolves.toBe('success');
    await expect(verifyPayment('o', { verify: answers('FAILED') })).resolves.toBe('failure');
    const broken = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(verifyPayment('o', { verify: broken })).resolves.toBe('failure');
  });

  it('asks again while the payment is pending, then gives up', async () => {
    const verify = answers('PENDING', 'SUCCESS');
    const result = verifyPayment('o', { verify });
    await vi.advanceTimersByTimeAsync(PENDING_RECHECK_MS);
    await expect(result).resolves.toBe('success');
    const never = answers();
    const late = verifyPayment('o', { verify: never });
    await vi.advanceTimersByTimeAsync(PENDING_RECHECK_MS * (PENDING_RECHECKS + 1));
    await expect(late).resolves.toBe('failure');
    expect(never).toHaveBeenCalledTimes(PENDING_RECHECKS + 1);
  });

  it('does not wait for a payment that came back with a checkout error', async () => {
    const verify = answers('PENDING', 'SUCCESS');
    await expect(verifyPayment('o', { verify, reason: 'card_declined' })).resolves.toBe('failure');
    expect(verify).toHaveBeenCalledOnce();
  });
});
