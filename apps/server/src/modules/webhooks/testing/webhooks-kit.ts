import type { WebhookEvent } from '@podloom/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { newMessageId, newWebhookSecret, signWebhook } from '../webhook-signature';
import { webhookDeliveries, webhookEndpoints } from '../webhooks.schema';

export { signWebhook };

/** An endpoint row as if registered (no address check), and one delivery of it. */
export async function insertEndpointWithDelivery(db: Db, userId: number, url = 'http://127.0.0.1:9/hook') {
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({ userId, url, events: ['audio.ready'], secret: newWebhookSecret() })
    .returning();
  if (!endpoint) throw new Error('endpoint not inserted');
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({
      messageId: newMessageId(),
      endpointId: endpoint.id,
      event: 'audio.ready',
      eventKey: 'audio.ready:fixture',
      payload: { type: 'audio.ready', timestamp: new Date().toISOString(), data: {} },
      status: 'failed',
      attempts: 8,
    })
    .returning();
  if (!delivery) throw new Error('delivery not inserted');
  return { endpointId: endpoint.id, deliveryId: delivery.id };
}

/** An endpoint row told of these events, as if registered (no address check). */
export async function insertEndpoint(db: Db, userId: number, events: WebhookEvent[], url = 'http://127.0.0.1:9/hook') {
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({ userId, url, events, secret: newWebhookSecret() })
    .returning();
  if (!endpoint) throw new Error('endpoint not inserted');
  return endpoint;
}

/** The deliveries written for an endpoint, oldest first. */
export function deliveriesOf(db: Db, endpointId: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(asc(webhookDeliveries.id));
}
