import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';

/** Where a user wants to be told of events: an https address (or one FETCH_ALLOW_PRIVATE allows) and its secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Some of WEBHOOK_EVENTS. */
    events: text('events').array().notNull(),
    /** whsec_ + base64 of 24 random bytes: the HMAC key of its deliveries (Standard Webhooks). */
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);

/**
 * One message to one endpoint, kept with its last attempt: pending until delivered, retried with backoff for 24 h,
 * then failed. Written by the outbox's handlers, one per event and endpoint (event_key), so a redispatch adds none.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    /** The webhook-id header: msg_ and random characters; the receiver's idempotency key. */
    messageId: text('message_id').notNull().unique(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    eventKey: text('event_key').notNull(),
    /** The body sent, as JSON (webhookMessage). */
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The endpoint's HTTP status; null when it could not be reached. */
    lastStatus: integer('last_status'),
    /** The first 500 characters of its answer, or why it could not be reached. */
    lastResponse: text('last_response'),
    lastDurationMs: integer('last_duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_idx').on(t.endpointId, t.eventKey),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);
