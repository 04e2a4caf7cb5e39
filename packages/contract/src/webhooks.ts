import { z } from 'zod';
import { safeString } from './safe-text';

/** What a webhook endpoint can be told of. */
export const WEBHOOK_EVENTS = [
  'script.ready',
  'audio.ready',
  'episode.published',
  'render.failed',
  'clip.ready',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_LIMITS = { urlMax: 2000, perUser: 20 } as const;

export const createWebhookEndpointInput = z.object({
  url: safeString({ error: 'Please give the address to call.' })
    .trim()
    .min(1, 'Please give the address to call.')
    .max(WEBHOOK_LIMITS.urlMax, 'That web address is too long.'),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `An event is one of ${WEBHOOK_EVENTS.join(', ')}.` }), {
      error: 'Please choose at least one event.',
    })
    .min(1, 'Please choose at least one event.')
    .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event))),
});
export type CreateWebhookEndpointInput = z.infer<typeof createWebhookEndpointInput>;

/** The body of every delivery (Standard Webhooks): the event's type, when it happened, and its data. */
export const webhookMessage = z.object({
  type: z.enum(WEBHOOK_EVENTS),
  timestamp: safeString(),
  data: z.record(safeString(), z.unknown()),
});
export type WebhookMessage = z.infer<typeof webhookMessage>;
