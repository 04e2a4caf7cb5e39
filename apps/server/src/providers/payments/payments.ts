/**
 * One payment gateway behind one small interface (STYLE §5). The billing module knows orders, subscriptions and
 * invoices; a provider knows how to open a checkout at its gateway, how to ask an order's status and how to read
 * and check the gateway's webhook. Adding a gateway is a new file here and a line in index.ts.
 */
export type PaymentProviderName = 'sandbox' | 'cashfree';

export interface GatewayOrderInput {
  orderId: string;
  /** Major units (rupees, dollars), two decimals at most. */
  amount: number;
  currency: string;
  customer: { id: string; name: string; email: string; phone: string };
  /** Where the gateway sends the buyer back, and where it posts its webhook. */
  returnUrl: string;
  notifyUrl: string;
  note?: string;
}

export interface GatewayOrder {
  paymentSessionId: string;
  /** A page the browser can show (the sandbox's own checkout); null when the gateway's JS SDK opens checkout. */
  checkoutUrl: string | null;
}

/** The gateway's view of an order (Cashfree's order_status words). */
export type GatewayOrderStatus = 'ACTIVE' | 'PAID' | 'EXPIRED' | 'TERMINATED' | 'TERMINATION_REQUESTED';

/** A webhook read into what billing needs; `raw` keeps the gateway's own fields for the transaction row. */
export interface PaymentEvent {
  /** Stable across redeliveries of the same event, from the signed body, so a replay is recognised. */
  eventId: string;
  orderId: string;
  outcome: 'SUCCESS' | 'FAILED' | 'USER_DROPPED';
  /** The buyer the gateway was told about at order creation. */
  customerId: string | null;
  amount: number;
  currency: string;
  gatewayPaymentId: string;
  paymentMethod: string | null;
  message: string | null;
  errorCode: string | null;
  raw: Record<string, unknown>;
}

export interface WebhookRequest {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Whether money really moves: the sandbox and Cashfree's sandbox environment do not. */
  readonly mode: 'sandbox' | 'production';
  createOrder(input: GatewayOrderInput): Promise<GatewayOrder>;
  orderStatus(orderId: string): Promise<GatewayOrderStatus>;
  /** True only for a body signed by the gateway (checked on the raw bytes, before any parsing). */
  verifyWebhook(request: WebhookRequest): boolean;
  /** The event of a verified webhook, or null for a kind billing does not act on. */
  parseWebhook(rawBody: string): PaymentEvent | null;
}

export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';
}
