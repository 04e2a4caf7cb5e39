import { z } from 'zod';
import type { PaymentEvent } from './payments';

/**
 * The payment webhook body of Cashfree PG (x-webhook-version 2023-08-01): PAYMENT_SUCCESS_WEBHOOK,
 * PAYMENT_FAILED_WEBHOOK and PAYMENT_USER_DROPPED_WEBHOOK. Only the fields billing reads are checked; the rest is kept.
 */
export const cashfreeWebhookBody = z.object({
  type: z.string(),
  event_time: z.string().optional(),
  data: z.object({
    order: z.object({
      order_id: z.string(),
      order_amount: z.coerce.number(),
      order_currency: z.string(),
    }),
    payment: z.object({
      cf_payment_id: z.union([z.string(), z.number()]).transform(String),
      payment_status: z.string(),
      payment_amount: z.coerce.number(),
      payment_currency: z.string(),
      payment_message: z.string().nullish(),
      payment_group: z.string().nullish(),
    }),
    customer_details: z.object({ customer_id: z.string().nullish() }).partial().nullish(),
    error_details: z.object({ error_code: z.string().nullish() }).partial().nullish(),
  }),
});
export type CashfreeWebhookBody = z.infer<typeof cashfreeWebhookBody>;

const OUTCOMES: Record<string, PaymentEvent['outcome']> = {
  PAYMENT_SUCCESS_WEBHOOK: 'SUCCESS',
  PAYMENT_FAILED_WEBHOOK: 'FAILED',
  PAYMENT_USER_DROPPED_WEBHOOK: 'USER_DROPPED',
};

/** The event of a Cashfree payment webhook; null for other kinds (refunds, settlements) and unreadable bodies. */
export function readCashfreeWebhook(rawBody: string): PaymentEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = cashfreeWebhookBody.safeParse(json);
  if (!parsed.success) return null;
  const { type, data } = parsed.data;
  const outcome = OUTCOMES[type];
  if (!outcome) return null;
  return {
    // One payment attempt has one outcome; the pair is in the signed body, unlike the unsigned idempotency header.
    eventId: `${type}:${data.payment.cf_payment_id}`,
    orderId: data.order.order_id,
    outcome,
    customerId: data.customer_details?.customer_id ?? null,
    amount: data.payment.payment_amount,
    currency: data.payment.payment_currency,
    gatewayPaymentId: data.payment.cf_payment_id,
    paymentMethod: data.payment.payment_group ?? null,
    message: data.payment.payment_message ?? null,
    errorCode: data.error_details?.error_code ?? null,
    raw: json as Record<string, unknown>,
  };
}

/** A webhook body as Cashfree writes it: what the sandbox gateway and the test gateway send. */
export function cashfreeWebhookPayload(input: {
  outcome: PaymentEvent['outcome'];
  orderId: string;
  amount: number;
  currency: string;
  paymentId: string;
  customer: { id: string; name?: string; email?: string; phone?: string };
  paymentGroup?: string;
  eventTime?: Date;
}): Record<string, unknown> {
  const type = {
    SUCCESS: 'PAYMENT_SUCCESS_WEBHOOK',
    FAILED: 'PAYMENT_FAILED_WEBHOOK',
    USER_DROPPED: 'PAYMENT_USER_DROPPED_WEBHOOK',
  }[input.outcome];
  const time = (input.eventTime ?? new Date()).toISOString();
  return {
    data: {
      order: { order_id: input.orderId, order_amount: input.amount, order_currency: input.currency, order_tags: null },
      payment: {
        cf_payment_id: input.paymentId,
        payment_status: input.outcome === 'USER_DROPPED' ? 'USER_DROPPED' : input.outcome,
        payment_amount: input.amount,
        payment_currency: input.currency,
        payment_message: input.outcome === 'SUCCESS' ? 'Transaction success' : 'Payment failed at the bank',
        payment_time: time,
        bank_reference: input.outcome === 'SUCCESS' ? input.paymentId.slice(-12) : null,
        auth_id: null,
        payment_method: {},
        payment_group: input.paymentGroup ?? 'upi',
      },
      customer_details: {
        customer_name: input.customer.name ?? null,
        customer_id: input.customer.id,
        customer_email: input.customer.email ?? null,
        customer_phone: input.customer.phone ?? null,
      },
      error_details:
        input.outcome === 'FAILED'
          ? {
              error_code: 'TRANSACTION_DECLINED',
              error_description: 'The bank declined the payment',
              error_reason: 'auth_declined',
              error_source: 'bank',
            }
          : null,
    },
    event_time: time,
    type,
  };
}
