import type { CreateWebhookEndpointInput, WebhookEvent, WebhookMessage } from '@podloom/contract';
import { WEBHOOK_LIMITS } from '@podloom/contract';
import type { DbOrTx } from '../../platform/db/client';
import { holdLock } from '../../platform/db/locks';
import { badRequest, notFound } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import { checkWebhookUrl, type PrivateAllowance, postWebhook } from './webhook-address';
import { newMessageId, newWebhookSecret, signWebhook } from './webhook-signature';
import {
  claimDueDeliveries,
  countEndpoints,
  type DeliveryRow,
  deleteEndpoint,
  type EndpointRow,
  endpointsListening,
  findEndpoint,
  findEndpointById,
  findUserDelivery,
  insertDeliveries,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  recordAttempt,
  requeueDelivery,
} from './webhooks.repository';

/** After the first attempt fails, the waits before the next ones: 24 hours in all, then the delivery has failed. */
export const RETRY_DELAYS_MS = [5, 300, 1800, 7200, 18_000, 36_000, 23_095].map((s) => s * 1000);
/** How long a claimed delivery is left to its sender before another sweep may take it. */
const LEASE_MS = 60_000;
/** Namespace of the lock that serialises one user's endpoint registrations (pg_advisory_xact_lock(int, int)). */
const WEBHOOK_LOCK_NAMESPACE = 7_140_052;
const BATCH = 10;

export const WEBHOOK_NOT_FOUND = 'We could not find that webhook endpoint.';
export const DELIVERY_NOT_FOUND = 'We could not find that delivery.';

type WebhookPlatform = Pick<AppServices, 'db' | 'log' | 'now'>;

/** Webhook endpoints, and the signed deliveries of their events: stored, sent, retried, logged and redelivered. */
export class WebhooksService {
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly deps: WebhookPlatform,
    private readonly allowance: PrivateAllowance,
  ) {}

  /** The limit is asked first, then the address is checked, then counted again and inserted under the user's lock. */
  async createEndpoint(userId: number, input: CreateWebhookEndpointInput) {
    const refuseOverLimit = async (db: DbOrTx) => {
      if ((await countEndpoints(db, userId)) >= WEBHOOK_LIMITS.perUser) {
        throw badRequest(`You can register up to ${WEBHOOK_LIMITS.perUser} webhook endpoints.`);
      }
    };
    await refuseOverLimit(this.deps.db);
    const { url } = await checkWebhookUrl(input.url, this.allowance);
    const row = await this.deps.db.transaction(async (tx) => {
      await holdLock(tx, WEBHOOK_LOCK_NAMESPACE, userId);
      await refuseOverLimit(tx);
      return insertEndpoint(tx, { userId, url: url.toString(), events: [...input.events], secret: newWebhookSecret() });
    });
    return { id: row.id, secret: row.secret };
  }

  async endpoints(userId: number) {
    return (await listEndpoints(this.deps.db, userId)).map(endpointView);
  }

  async deleteEndpoint(userId: number, id: number): Promise<boolean> {
    if (!(await deleteEndpoint(this.deps.db, userId, id))) throw notFound(WEBHOOK_NOT_FOUND);
    return true;
  }

  async deliveries(userId: number, endpointId: number, page: number) {
    if (!(await findEndpoint(this.deps.db, userId, endpointId))) throw notFound(WEBHOOK_NOT_FOUND);
    return (await listDeliveries(this.deps.db, endpointId, Math.max(1, page), 20)).map(deliveryView);
  }

  async redeliver(userId: number, deliveryId: number): Promise<boolean> {
    const delivery = await findUserDelivery(this.deps.db, userId, deliveryId);
    if (!delivery) throw notFound(DELIVERY_NOT_FOUND);
    await requeueDelivery(this.deps.db, delivery.id, new Date(this.deps.now()));
    void this.sweep();
    return true;
  }

  /**
   * An event happened for a user: one delivery for each of their endpoints listening to it. Called by the outbox's
   * handlers (at least once); `key` names the event, so a second call adds nothing.
   */
  async raise(userId: number, type: WebhookEvent, key: string, data: Record<string, unknown>): Promise<void> {
    const endpoints = await endpointsListening(this.deps.db, userId, type);
    if (endpoints.length === 0) return;
    const message: WebhookMessage = { type, timestamp: new Date(this.deps.now()).toISOString(), data };
    await insertDeliveries(
      this.deps.db,
      endpoints.map((endpoint) => ({
        messageId: newMessageId(),
        endpointId: endpoint.id,
        event: type,
        eventKey: key,
        payload: message,
      })),
    );
    void this.sweep();
  }

  /** Sends every delivery that is due; one sweep at a time in this process (the claim keeps processes apart). */
  sweep(): Promise<void> {
    this.sweeping ??= this.sendDue()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'webhook sweep failed'))
      .finally(() => {
        this.sweeping = null;
      });
    return this.sweeping;
  }

  private async sendDue(): Promise<void> {
    for (;;) {
      const claimed = await claimDueDeliveries(this.deps.db, new Date(this.deps.now()), LEASE_MS, BATCH);
      if (claimed.length === 0) return;
      await Promise.all(claimed.map((delivery) => this.send(delivery)));
    }
  }

  private async send(delivery: DeliveryRow): Promise<void> {
    const { db } = this.deps;
    const endpoint = await findEndpointById(db, delivery.endpointId);
    if (!endpoint) return;
    const body = JSON.stringify(delivery.payload);
    const timestamp = Math.floor(this.deps.now() / 1000);
    const headers = {
      'webhook-id': delivery.messageId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(endpoint.secret, delivery.messageId, timestamp, body),
      'user-agent': 'Podloom-Webhooks/1.0',
    };
    let outcome: { status: number | null; excerpt: string; durationMs: number };
    try {
      outcome = await postWebhook(await checkWebhookUrl(endpoint.url, this.allowance), headers, body);
    } catch (error) {
      outcome = { status: null, excerpt: error instanceof Error ? error.message : String(error), durationMs: 0 };
    }
    const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    const wait = RETRY_DELAYS_MS[delivery.attempts];
    const now = this.deps.now();
    await recordAttempt(db, delivery.id, {
      status: delivered ? 'delivered' : wait === undefined ? 'failed' : 'pending',
      nextAttemptAt: new Date(now + (delivered || wait === undefined ? 0 : wait)),
      lastAttemptAt: new Date(now),
      lastStatus: outcome.status,
      lastResponse: outcome.excerpt,
      lastDurationMs: outcome.durationMs,
    });
  }
}

function endpointView(row: EndpointRow) {
  return { id: row.id, url: row.url, events: row.events, createdAt: row.createdAt.toISOString() };
}

function deliveryView(row: DeliveryRow) {
  return {
    id: row.id,
    messageId: row.messageId,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastStatus: row.lastStatus,
    lastResponse: row.lastResponse,
    lastDurationMs: row.lastDurationMs,
  };
}
