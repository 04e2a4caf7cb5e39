import { describe, expect, it } from 'vitest';
import { checkoutResultFromCashfree, checkoutResultFromMessage } from './checkout-result';

const expected = { origin: 'http://localhost:8080', orderId: 'order_1' };
const message = (data: unknown, origin = expected.origin) => ({ origin, data });
const base = { source: 'podloom-checkout', order_id: 'order_1' };

describe('checkout results', () => {
  it('reads the sandbox checkout’s messages from our own origin for this order only', () => {
    expect(checkoutResultFromMessage(message({ ...base, outcome: 'paid', code: null }), expected)).toEqual({
      kind: 'paid',
    });
    expect(checkoutResultFromMessage(message({ ...base, outcome: 'failed', code: 'card_declined' }), expected)).toEqual(
      { kind: 'error', code: 'card_declined' },
    );
    expect(checkoutResultFromMessage(message({ ...base, outcome: 'aborted', code: null }), expected)).toEqual({
      kind: 'error',
      code: 'payment_aborted',
    });
    expect(
      checkoutResultFromMessage(message({ ...base, outcome: 'paid', code: null }, 'https://evil.test'), expected),
    ).toBeNull();
    expect(checkoutResultFromMessage(message({ ...base, order_id: 'other', outcome: 'paid' }), expected)).toBeNull();
    expect(checkoutResultFromMessage(message({ ...base, outcome: 'refunded' }), expected)).toBeNull();
    expect(checkoutResultFromMessage(message('paid'), expected)).toBeNull();
  });

  it('reads Cashfree’s answer: an error code, payment details, or nothing', () => {
    expect(checkoutResultFromCashfree({ error: { code: 'payment_aborted' } })).toEqual({
      kind: 'error',
      code: 'payment_aborted',
    });
    expect(checkoutResultFromCashfree({ paymentDetails: { paymentMessage: 'ok' } })).toEqual({ kind: 'paid' });
    expect(checkoutResultFromCashfree({ redirect: true })).toEqual({ kind: 'none' });
    expect(checkoutResultFromCashfree(undefined)).toEqual({ kind: 'none' });
  });
});
