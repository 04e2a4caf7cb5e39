import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox: a domain event is written in the same transaction as the change that raises it, then
 * dispatched to its handlers, so a process that dies just after its commit loses no event and none is sent for a
 * change that rolled back. A row is done once `dispatched_at` is set; until then a claim (`claimed_until`) keeps two
 * dispatchers from running it at once, and an expired claim is taken again.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    attempts: integer('attempts').default(0).notNull(),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_events_pending_idx').on(t.dispatchedAt, t.id)],
);
