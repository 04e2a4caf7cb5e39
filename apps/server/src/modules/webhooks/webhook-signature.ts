import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new endpoint secret: whsec_ and base64 of 24 random bytes (Standard Webhooks). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** A new message id (the webhook-id header). */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * Standard Webhooks, with its reference library: `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed
 * with the secret's bytes (the base64 after whsec_). The timestamp is in seconds.
 */
export function signWebhook(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  return new Webhook(secret).sign(messageId, new Date(timestampSeconds * 1000), body);
}
