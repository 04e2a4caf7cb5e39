import { z } from 'zod';
import { DATABASE_ID_MAX } from './generation';
import { safeString } from './safe-text';

/**
 * POST /payments/create-order (spec 001 §3 "Payment order request"). The server reads the plan and pricing ids and
 * the buyer's contact fields; the amount, dates, currency and URLs are its own (whatever the browser sends there is
 * ignored), so they are accepted but never trusted.
 */
const NO_PLAN = 'We could not find that plan or price. Please choose a plan on the pricing page.';

export const createOrderInput = z.object({
  // An id past the database's integer is no plan of ours: refused with the same sentence as an unknown one.
  plan_id: z.coerce.number().int().positive().max(DATABASE_ID_MAX, NO_PLAN),
  pricing_id: z.coerce.number().int().positive().max(DATABASE_ID_MAX, NO_PLAN),
  customer_id: z.union([safeString().max(100), z.number()]).optional(),
  customer_name: safeString().trim().max(200).optional(),
  customer_email: safeString().trim().max(320).optional(),
  customer_phone: safeString().trim().max(32).optional(),
  order_amount: z.union([z.number(), safeString().max(32)]).optional(),
  start_date: safeString().max(64).optional(),
  end_date: safeString().max(64).optional(),
  auto_renew: z.boolean().optional(),
  return_url: safeString().max(2000).optional(),
  notify_url: safeString().max(2000).optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderInput>;

/** The order response (spec 001 §3), with what the server charged and where the sandbox checkout lives. */
export const createdOrder = z.object({
  order_id: safeString(),
  payment_session_id: safeString(),
  /** The sandbox's hosted checkout page; null when the gateway's JS SDK opens checkout (Cashfree). */
  checkout_url: safeString().nullable(),
  order_amount: z.number(),
  tax_amount: z.number(),
  credit_amount: z.number(),
  order_currency: safeString(),
  start_date: safeString(),
  end_date: safeString(),
});
export type CreatedOrder = z.infer<typeof createdOrder>;

export const PAYMENT_STATUSES = ['SUCCESS', 'FAILED', 'PENDING'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** GET /payments/orders/{order_id}: the caller's order and where it stands. */
export const orderReply = z.object({ order_id: safeString(), status: safeString() });

/** POST /payments/webhook: what became of the gateway's event (the gateway only reads the status code). */
export const paymentWebhookAck = z.object({ status: safeString() });

/** GET /api/{product}/v1/paymenttransaction/{order_id}. */
export const transactionStatusReply = z.object({
  data: z.object({ order_id: safeString(), transaction_status: z.enum(PAYMENT_STATUSES) }),
});
/** GET /api/{product}/v1/payments/orders/{order_id}/verify: what the payment-status page waits for. */
export const orderVerificationReply = z.object({
  data: z.object({ order_id: safeString(), order_status: z.enum(PAYMENT_STATUSES) }),
});

/** The message the sandbox checkout page posts to its parent window (targetOrigin: our own origin). */
export const checkoutMessage = z.object({
  source: z.literal('podloom-checkout'),
  order_id: safeString(),
  outcome: z.enum(['paid', 'failed', 'aborted']),
  code: safeString().nullable(),
});
export type CheckoutMessage = z.infer<typeof checkoutMessage>;

/** The payments part of GET /api/{product}/v1/config. */
export const paymentsConfig = z.object({
  provider: z.enum(['sandbox', 'cashfree']).nullable(),
  mode: z.enum(['sandbox', 'production']),
  /** Present when the sandbox takes payments in production: no payment is real, and the operator chose so. */
  warning: safeString().optional(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfig>;
