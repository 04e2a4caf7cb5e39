import { randomBytes } from 'node:crypto';
import { cashfreeWebhookPayload, readCashfreeWebhook } from './cashfree-webhook';
import type { GatewayOrder, GatewayOrderInput, PaymentEvent, PaymentProvider, WebhookRequest } from './payments';
import { signedWebhookHeaders, verifyWebhookSignature } from './webhook-signature';

/** Where the sandbox's hosted checkout lives (served by the billing module). */
export const SANDBOX_CHECKOUT_PATH = '/payments/sandbox/checkout';

/**
 * The offline gateway (default): no network and no money. Its checkout is a page our server hosts; paying there
 * makes it send our webhook a body written and signed exactly as Cashfree writes and signs one, so the webhook path
 * a real payment takes is the path every sandbox payment takes.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly mode = 'sandbox' as const;

  constructor(private readonly options: { publicUrl: string; secret: string; now: () => number }) {}

  async createOrder(_input: GatewayOrderInput): Promise<GatewayOrder> {
    const paymentSessionId = `session_sandbox_${randomBytes(18).toString('base64url')}`;
    return { paymentSessionId, checkoutUrl: `${this.options.publicUrl}${SANDBOX_CHECKOUT_PATH}/${paymentSessionId}` };
  }

  /** The sandbox keeps no orders of its own: billing's order row is the whole truth. */
  async orderStatus(): Promise<'ACTIVE'> {
    return 'ACTIVE';
  }

  verifyWebhook(request: WebhookRequest): boolean {
    return verifyWebhookSignature(this.options.secret, request.rawBody, request.headers);
  }

  parseWebhook(rawBody: string): PaymentEvent | null {
    return readCashfreeWebhook(rawBody);
  }

  /** The webhook the sandbox gateway sends when the buyer presses Pay or Fail on its checkout page. */
  webhookFor(input: {
    outcome: 'SUCCESS' | 'FAILED';
    orderId: string;
    amount: number;
    currency: string;
    customer: { id: string; name?: string; email?: string };
    paymentGroup: string;
  }): { rawBody: string; headers: Record<string, string> } {
    const paymentId = `${Date.now()}${randomBytes(3).readUIntBE(0, 3)}`;
    const rawBody = JSON.stringify(
      cashfreeWebhookPayload({ ...input, paymentId, eventTime: new Date(this.options.now()) }),
    );
    // The body's event time follows the app's clock; the header's timestamp is the real time it is sent at, which
    // is what the receiving end's replay window measures.
    return { rawBody, headers: signedWebhookHeaders(this.options.secret, rawBody) };
  }
}
