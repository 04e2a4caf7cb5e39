import { readCashfreeWebhook } from './cashfree-webhook';
import {
  type GatewayOrder,
  type GatewayOrderInput,
  type GatewayOrderStatus,
  type PaymentEvent,
  PaymentGatewayError,
  type PaymentProvider,
  type WebhookRequest,
} from './payments';
import { verifyWebhookSignature } from './webhook-signature';

/** Cashfree PG's REST hosts (API reference "Create Order": servers). */
export const CASHFREE_BASE_URLS = {
  sandbox: 'https://sandbox.cashfree.com/pg',
  production: 'https://api.cashfree.com/pg',
} as const;
export const CASHFREE_API_VERSION = '2023-08-01';
const TIMEOUT_MS = 15_000;

export interface CashfreeOptions {
  appId: string;
  secretKey: string;
  env: 'sandbox' | 'production';
  /** Another host speaking the same REST shapes (tests point it at a local server). */
  baseUrl?: string;
}

/**
 * Cashfree PG: POST /orders answers the payment_session_id the browser's Cashfree JS SDK opens checkout with;
 * GET /orders/{order_id} answers order_status; webhooks are signed with the secret key.
 */
export class CashfreePaymentProvider implements PaymentProvider {
  readonly name = 'cashfree' as const;
  readonly mode: 'sandbox' | 'production';
  private readonly baseUrl: string;

  constructor(private readonly options: CashfreeOptions) {
    this.mode = options.env;
    this.baseUrl = (options.baseUrl ?? CASHFREE_BASE_URLS[options.env]).replace(/\/+$/, '');
  }

  async createOrder(input: GatewayOrderInput): Promise<GatewayOrder> {
    const body = await this.call('POST', '/orders', {
      order_id: input.orderId,
      order_amount: input.amount,
      order_currency: input.currency,
      customer_details: {
        customer_id: input.customer.id,
        customer_name: input.customer.name,
        customer_email: input.customer.email,
        customer_phone: input.customer.phone,
      },
      order_meta: { return_url: input.returnUrl, notify_url: input.notifyUrl },
      order_note: input.note,
    });
    const session = body.payment_session_id;
    if (typeof session !== 'string' || !session) throw new PaymentGatewayError('Cashfree answered no payment session.');
    return { paymentSessionId: session, checkoutUrl: null };
  }

  async orderStatus(orderId: string): Promise<GatewayOrderStatus> {
    const body = await this.call('GET', `/orders/${encodeURIComponent(orderId)}`);
    return body.order_status as GatewayOrderStatus;
  }

  verifyWebhook(request: WebhookRequest): boolean {
    return verifyWebhookSignature(this.options.secretKey, request.rawBody, request.headers);
  }

  parseWebhook(rawBody: string): PaymentEvent | null {
    return readCashfreeWebhook(rawBody);
  }

  private async call(method: 'GET' | 'POST', route: string, payload?: unknown): Promise<Record<string, unknown>> {
    const response = await fetch(`${this.baseUrl}${route}`, {
      method,
      headers: {
        accept: 'application/json',
        'x-client-id': this.options.appId,
        'x-client-secret': this.options.secretKey,
        'x-api-version': CASHFREE_API_VERSION,
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      body: payload ? JSON.stringify(payload) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch((error: unknown) => {
      throw new PaymentGatewayError(`Cashfree could not be reached: ${(error as Error).message}`);
    });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      throw new PaymentGatewayError(`Cashfree answered ${response.status} with a body that is not JSON.`);
    }
    if (!response.ok) {
      const message = typeof body.message === 'string' ? body.message : `status ${response.status}`;
      throw new PaymentGatewayError(`Cashfree refused the request: ${message}`);
    }
    return body;
  }
}
