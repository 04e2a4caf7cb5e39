import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { timestamps, users } from '../auth/auth.schema';

/** subscription_plans.feature_limits: one entry per feature the plan sets. */
export const featureLimits = z.array(
  z.object({
    featureId: z.number().int(),
    isEnabled: z.boolean(),
    textValue: z.string().nullable(),
    selectedOptionId: z.number().int().nullable(),
    numericLimit: z.number().nullable(),
  }),
);
export type FeatureLimit = z.infer<typeof featureLimits>[number];

/** payment_transactions.gateway_metadata: the gateway's own fields, kept as it sent them. */
export const gatewayMetadata = z.record(z.string(), z.unknown());
export type GatewayMetadata = z.infer<typeof gatewayMetadata>;

/** Spec 001 §3 "Subscription plan". */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  planDescription: text('plan_description').notNull().default(''),
  popularity: text('popularity'),
  displayOrder: integer('display_order').notNull(),
  /** Audio minutes per billing period. */
  minutesLimit: integer('minutes_limit').notNull().default(0),
  featureLimits: jsonb('feature_limits').$type<FeatureLimit[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
});

export const planPricing = pgTable('plan_pricing', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id')
    .notNull()
    .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  billingCycle: text('billing_cycle', { enum: ['monthly', 'yearly'] }).notNull(),
  currencyCode: text('currency_code', { enum: ['INR', 'USD'] }).notNull(),
  priceDisplayTextOverride: text('price_display_text_override'),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
});

export const clientSubscriptions = pgTable('client_subscriptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => subscriptionPlans.id),
  pricingId: integer('pricing_id').references(() => planPricing.id),
  status: text('status', { enum: ['active', 'cancelled', 'expired'] })
    .notNull()
    .default('active'),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  autoRenew: boolean('auto_renew').notNull().default(true),
  /** Set when a period ended with auto-renew on and the renewal is unpaid: access lasts until then, then Free. */
  graceUntil: timestamp('grace_until', { withTimezone: true }),
  /** The renewal order mailed at the period's end (one per period). */
  renewalOrderId: text('renewal_order_id'),
  ...timestamps,
});

export const paymentOrders = pgTable('payment_orders', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => subscriptionPlans.id),
  pricingId: integer('pricing_id')
    .notNull()
    .references(() => planPricing.id),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  /** The tax included in `amount` (spec 001 §9: 10% of the amount). */
  taxAmount: numeric('tax_amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  /** The unused part of the plan being replaced, taken off the price (upgrade proration). */
  creditAmount: numeric('credit_amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  purpose: text('purpose', { enum: ['new', 'upgrade', 'renewal'] })
    .notNull()
    .default('new'),
  /** The subscription this order renews or replaces. */
  replacesSubscriptionId: integer('replaces_subscription_id'),
  autoRenew: boolean('auto_renew').notNull().default(true),
  gateway: text('gateway').notNull().default('sandbox'),
  /** The buyer as checkout and the invoice name them (the token's e-mail; the billing form's name and phone). */
  customerName: text('customer_name').notNull().default(''),
  customerEmail: text('customer_email').notNull().default(''),
  customerPhone: text('customer_phone'),
  currencyCode: text('currency_code').notNull(),
  status: text('status', { enum: ['ACTIVE', 'PAID', 'FAILED', 'EXPIRED'] })
    .notNull()
    .default('ACTIVE'),
  paymentSessionId: text('payment_session_id').notNull().unique(),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  ...timestamps,
});

/** Spec 001 §3 "Payment transaction". */
export const paymentTransactions = pgTable('payment_transactions', {
  id: serial('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => paymentOrders.id, { onDelete: 'cascade' })
    .unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  clientSubscriptionId: integer('client_subscription_id').references(() => clientSubscriptions.id),
  invoiceId: integer('invoice_id'),
  paymentMethodId: text('payment_method_id'),
  paymentGatewayUsed: text('payment_gateway_used').notNull(),
  gatewayTransactionId: text('gateway_transaction_id').unique(),
  gatewayChargeId: text('gateway_charge_id'),
  amountIntended: numeric('amount_intended', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  amountCharged: numeric('amount_charged', { precision: 12, scale: 2, mode: 'number' }),
  currencyCode: text('currency_code').notNull(),
  taxAmount: numeric('tax_amount', { precision: 12, scale: 2, mode: 'number' }),
  transactionStatus: text('transaction_status').notNull(),
  statusMessage: text('status_message'),
  errorCode: text('error_code'),
  initiatedAt: timestamp('initiated_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  refundAmount: numeric('refund_amount', { precision: 12, scale: 2, mode: 'number' }),
  gatewayMetadata: jsonb('gateway_metadata').$type<GatewayMetadata>(),
  gatewayRespondedAt: timestamp('gateway_responded_at', { withTimezone: true }),
  ...timestamps,
});

export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  transactionId: integer('transaction_id')
    .notNull()
    .references(() => paymentTransactions.id, { onDelete: 'cascade' })
    .unique(),
  number: text('number').notNull().unique(),
  storagePath: text('storage_path').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Audio minutes rendered per user and billing period. */
export const usage = pgTable(
  'usage',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    audioSeconds: integer('audio_seconds').notNull().default(0),
  },
  (t) => [unique('usage_user_period').on(t.userId, t.periodStart)],
);

/** Each render counted into usage, by its job's ref id: a replayed render-finished event finds its row and stops. */
export const usageRenders = pgTable('usage_renders', {
  refId: text('ref_id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  seconds: integer('seconds').notNull(),
  countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Gateway webhooks already applied, by the gateway's event id: a redelivery changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  orderId: text('order_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last invoice number of each year, bumped in the payment's transaction (row lock: no number twice). */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year] })],
);
