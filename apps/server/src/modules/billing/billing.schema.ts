import { boolean, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
  currencyCode: text('currency_code').notNull(),
  status: text('status', { enum: ['ACTIVE', 'PAID', 'FAILED', 'EXPIRED'] })
    .notNull()
    .default('ACTIVE'),
  paymentSessionId: text('payment_session_id').notNull(),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  ...timestamps,
});

/** Spec 001 §3 "Payment transaction". */
export const paymentTransactions = pgTable('payment_transactions', {
  id: serial('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => paymentOrders.id, { onDelete: 'cascade' }),
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
export const usage = pgTable('usage', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  audioSeconds: integer('audio_seconds').notNull().default(0),
});
