import { checkoutMessage } from '@podloom/contract';
import type { CheckoutResult } from './payment-flow';

/**
 * A window message from the sandbox checkout, as a checkout result; `null` for anything else: another origin,
 * another shape, or another order. Only the checkout's own origin (ours) is listened to.
 */
export function checkoutResultFromMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  expected: { origin: string; orderId: string },
): CheckoutResult | null {
  if (event.origin !== expected.origin) return null;
  const parsed = checkoutMessage.safeParse(event.data);
  if (!parsed.success) return null;
  const message = parsed.data;
  if (message.order_id !== expected.orderId) return null;
  if (message.outcome === 'paid') return { kind: 'paid' };
  return {
    kind: 'error',
    code: message.code || (message.outcome === 'aborted' ? 'payment_aborted' : 'payment_failed'),
  };
}

/** What Cashfree's JS SDK (v3) resolves `checkout()` with. */
export interface CashfreeCheckoutResult {
  error?: { code?: string; message?: string } | null;
  redirect?: boolean;
  paymentDetails?: unknown;
}

/** Spec 001 §4 steps 5 to 7 for Cashfree's answer: an error code, payment details, or nothing. */
export function checkoutResultFromCashfree(result: CashfreeCheckoutResult | null | undefined): CheckoutResult {
  if (result?.error) return { kind: 'error', code: result.error.code || 'payment_failed' };
  if (result?.paymentDetails) return { kind: 'paid' };
  return { kind: 'none' };
}
