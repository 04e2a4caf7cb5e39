import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Cashfree's webhook signature (PG webhooks, "Signature verification"): base64 of HMAC-SHA256 over the
 * x-webhook-timestamp header followed by the raw body, keyed with the client secret. The sandbox signs the same way,
 * so one check serves both.
 */
export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret)
    .update(timestamp + rawBody)
    .digest('base64');
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): boolean {
  const signature = header(headers, 'x-webhook-signature');
  const timestamp = header(headers, 'x-webhook-timestamp');
  if (!signature || !timestamp) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The headers a signed delivery carries. */
export function signedWebhookHeaders(secret: string, rawBody: string, now = Date.now()): Record<string, string> {
  const timestamp = String(now);
  return {
    'content-type': 'application/json',
    'x-webhook-timestamp': timestamp,
    'x-webhook-signature': signWebhook(secret, timestamp, rawBody),
    'x-webhook-version': '2023-08-01',
  };
}
