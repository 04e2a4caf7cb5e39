import {
  API_BASE,
  type CreatedOrder,
  createdOrder,
  orderVerificationReply,
  type PaymentStatus,
  transactionStatusReply,
} from '@podloom/contract';
import { ApiError } from '../../api/api-error';
import { restRequest } from '../../api/rest';

/** Spec 001 §3 "Payment order request". The server computes amount, tax, currency and period itself. */
export interface PaymentOrderRequest {
  customer_id: string;
  customer_name: string;
  customer_email: string;
  customer_phone?: string;
  plan_id: number | string;
  pricing_id: number | string;
  order_amount: number;
  start_date: string;
  end_date: string;
  auto_renew: true;
  return_url: string;
  notify_url: string;
}

const notUnderstood = (body: unknown) =>
  new ApiError('Podloom answered the payment request in a way we do not understand.', 200, body);

/** POST /payments/create-order (spec 001 §7). */
export async function createPaymentOrder(request: PaymentOrderRequest): Promise<CreatedOrder> {
  const body = await restRequest<unknown>('/payments/create-order', { body: request });
  const parsed = createdOrder.safeParse(body);
  if (!parsed.success) throw notUnderstood(body);
  return parsed.data;
}

/** GET /api/{product}/v1/paymenttransaction/{order_id} → data.transaction_status (spec 001 §7). */
export async function readTransactionStatus(orderId: string): Promise<PaymentStatus> {
  const body = await restRequest<unknown>(`${API_BASE}/paymenttransaction/${encodeURIComponent(orderId)}`);
  const parsed = transactionStatusReply.safeParse(body);
  if (!parsed.success) throw notUnderstood(body);
  return parsed.data.data.transaction_status;
}

/** The order verification the payment-status page waits for (spec 001 §4): SUCCESS, FAILED or PENDING. */
export async function verifyPaymentOrder(orderId: string): Promise<PaymentStatus> {
  const body = await restRequest<unknown>(`${API_BASE}/payments/orders/${encodeURIComponent(orderId)}/verify`);
  const parsed = orderVerificationReply.safeParse(body);
  if (!parsed.success) throw notUnderstood(body);
  return parsed.data.data.order_status;
}
