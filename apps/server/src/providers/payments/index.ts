import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import { CashfreePaymentProvider } from './cashfree';
import type { PaymentProvider } from './payments';
import { SandboxPaymentProvider } from './sandbox';

export { cashfreeWebhookPayload } from './cashfree-webhook';
export type * from './payments';
export { PaymentGatewayError } from './payments';
export { SANDBOX_CHECKOUT_PATH, SandboxPaymentProvider } from './sandbox';
export { signedWebhookHeaders, signWebhook } from './webhook-signature';

/** PAYMENT_PROVIDER chooses the gateway (DESIGN §3); the offline sandbox is the default. */
export function createPaymentProvider(options: {
  config: Config;
  /** Any app secret: the sandbox's webhook key is derived from it, so nothing more needs configuring. */
  signingSecret: Buffer;
  now: () => number;
}): PaymentProvider {
  const { config } = options;
  if (config.payments.provider === 'cashfree') {
    const { appId, secretKey, env, baseUrl } = config.payments.cashfree;
    return new CashfreePaymentProvider({ appId: appId as string, secretKey: secretKey as string, env, baseUrl });
  }
  const secret = createHmac('sha256', options.signingSecret).update('podloom:sandbox-payments').digest('base64');
  return new SandboxPaymentProvider({ publicUrl: config.publicUrl, secret, now: options.now });
}
