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

/**
 * How far a delivery's x-webhook-timestamp may be from now. A signed body stays valid forever, so without a window
 * anyone who once saw a delivery could replay it; the gateway re-signs its retries, so a real one is always fresh.
 */
export const WEBHOOK_TIMESTAMP_WINDOW_MS = 5 * 60 * 1000;

/** The timestamp in milliseconds (Cashfree sends milliseconds; seconds are read too), or null when unreadable. */
function timestampMs(value: string): number | null {
  if (!/^\d{1,16}$/.test(value)) return null;
  const number = Number(value);
  return number < 1e11 ? number * 1000 : number;
}

/** True for a delivery signed with `secret` within the timestamp window of the real clock. */
export function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  now = Date.now(),
): boolean {
  const signature = header(headers, 'x-webhook-signature');
  const timestamp = header(headers, 'x-webhook-timestamp');
  if (!signature || !timestamp) return false;
  const sentAt = timestampMs(timestamp);
  if (sentAt === null || Math.abs(now - sentAt) > WEBHOOK_TIMESTAMP_WINDOW_MS) return false;
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
