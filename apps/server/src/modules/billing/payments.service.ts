import { randomBytes } from 'node:crypto';
import type { CreatedOrder, CreateOrderInput, PaymentStatus } from '@podloom/contract';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import {
  PaymentGatewayError,
  type PaymentProvider,
  SandboxPaymentProvider,
  type WebhookRequest,
} from '../../providers/payments';
import { paymentReceived } from './billing.events';
import {
  claimWebhookEvent,
  endOtherSubscriptions,
  expireOrder,
  expireOtherOpenOrders,
  findCurrentSubscription,
  findOrder,
  findOrderBySession,
  findPlanWithPricing,
  findPricing,
  findTransactionByOrder,
  insertInvoice,
  insertOrder,
  insertSubscription,
  insertTransaction,
  nextInvoiceNumber,
  type PaymentOrderRow,
  settleOpenOrder,
  updateTransaction,
  updateTransactionOfOrder,
} from './billing.repository';
import { addCycle, prorationCredit, round2, taxOf } from './plan-rules';

type TransactionUpdate = Parameters<typeof updateTransactionOfOrder>[2];

type Platform = Pick<AppServices, 'db' | 'config' | 'log' | 'now' | 'domainEvents'>;

export const PAYMENT_TEXT = {
  noPlan: 'We could not find that plan or price. Please choose a plan on the pricing page.',
  freePlan: 'This plan is free, so there is nothing to pay.',
  samePlan: 'You already have this plan. You can manage it on the Manage Subscription page.',
  gatewayDown: 'The payment gateway is not answering. Please try again in a moment.',
  badSignature: 'The webhook signature is not valid.',
  noOrder: 'We could not find that order.',
} as const;

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

export interface Buyer {
  userId: number;
  email: string;
}

/** Orders, the gateway's webhooks and what a paid order makes: the subscription, the transaction and the invoice. */
export class PaymentsService {
  constructor(
    private readonly platform: Platform,
    readonly provider: PaymentProvider,
  ) {}

  private now(): Date {
    return new Date(this.platform.now());
  }

  /**
   * POST /payments/create-order. The price, tax, currency and period come from the plan and pricing rows; the
   * browser's amount, dates and URLs are ignored. Replacing a running paid plan takes the unused part of its
   * period off the price (proration).
   */
  async createOrder(buyer: Buyer, input: CreateOrderInput): Promise<CreatedOrder> {
    const { db } = this.platform;
    const found = await findPlanWithPricing(db, input.plan_id, input.pricing_id);
    if (!found?.pricing || !found.plan.isActive || found.pricing.status !== 'active')
      throw badRequest(PAYMENT_TEXT.noPlan);
    const { plan, pricing } = found;
    if (pricing.amount <= 0) throw badRequest(PAYMENT_TEXT.freePlan);
    const now = this.now();
    const current = await findCurrentSubscription(db, buyer.userId, now);
    let credit = 0;
    let purpose: 'new' | 'upgrade' = 'new';
    if (current && current.endDate > now) {
      if (current.planId === plan.id && current.pricingId === pricing.id) throw conflict(PAYMENT_TEXT.samePlan);
      const paid = current.pricingId ? await findPricing(db, current.pricingId) : null;
      if (paid && paid.amount > 0) {
        purpose = 'upgrade';
        credit = prorationCredit({
          paidForPeriod: paid.amount,
          periodStart: current.startDate,
          periodEnd: current.endDate,
          now,
          newPrice: pricing.amount,
        });
      }
    }
    const amount = round2(pricing.amount - credit);
    return this.openOrder({
      buyer: {
        userId: buyer.userId,
        email: buyer.email,
        name: input.customer_name?.trim() || buyer.email,
        phone: input.customer_phone?.trim() || null,
      },
      planId: plan.id,
      planName: plan.name,
      pricingId: pricing.id,
      amount,
      credit,
      currency: pricing.currencyCode,
      start: now,
      end: addCycle(now, pricing.billingCycle),
      purpose,
      replaces: current?.id ?? null,
      autoRenew: true,
    });
  }

  /** Opens the order at the gateway, then stores it with its PENDING transaction (one change). */
  async openOrder(order: {
    buyer: { userId: number; email: string; name: string; phone: string | null };
    planId: number;
    planName: string;
    pricingId: number;
    amount: number;
    credit: number;
    currency: string;
    start: Date;
    end: Date;
    purpose: 'new' | 'upgrade' | 'renewal';
    replaces: number | null;
    autoRenew: boolean;
  }): Promise<CreatedOrder> {
    const { db, config, log } = this.platform;
    const now = this.now();
    const orderId = `order_${now.toISOString().slice(0, 10).replaceAll('-', '')}_${randomBytes(9).toString('base64url')}`;
    const tax = taxOf(order.amount);
    const gatewayOrder = await this.provider
      .createOrder({
        orderId,
        amount: order.amount,
        currency: order.currency,
        customer: {
          id: String(order.buyer.userId),
          name: order.buyer.name,
          email: order.buyer.email,
          // Cashfree requires a phone; the spec's own client hard-codes one when the profile has none.
          phone: order.buyer.phone ?? '9999999999',
        },
        returnUrl: `${config.publicUrl}/payment-status?order_id={order_id}`,
        notifyUrl: `${config.publicUrl}/payments/webhook`,
        note: order.planName,
      })
      .catch((error: unknown) => {
        if (error instanceof PaymentGatewayError) {
          log.warn({ err: error, orderId }, 'payment gateway refused the order');
          throw new AppError(502, PAYMENT_TEXT.gatewayDown, 'PAYMENT_GATEWAY');
        }
        throw error;
      });
    await db.transaction(async (tx) => {
      await insertOrder(tx, {
        id: orderId,
        userId: order.buyer.userId,
        planId: order.planId,
        pricingId: order.pricingId,
        amount: order.amount,
        taxAmount: tax,
        creditAmount: order.credit,
        purpose: order.purpose,
        replacesSubscriptionId: order.replaces,
        autoRenew: order.autoRenew,
        gateway: this.provider.name,
        customerName: order.buyer.name,
        customerEmail: order.buyer.email,
        customerPhone: order.buyer.phone,
        currencyCode: order.currency,
        paymentSessionId: gatewayOrder.paymentSessionId,
        startDate: order.start,
        endDate: order.end,
      });
      await insertTransaction(tx, {
        orderId,
        userId: order.buyer.userId,
        paymentGatewayUsed: this.provider.name,
        amountIntended: order.amount,
        currencyCode: order.currency,
        taxAmount: tax,
        transactionStatus: 'PENDING',
        initiatedAt: now,
      });
    });
    return {
      order_id: orderId,
      payment_session_id: gatewayOrder.paymentSessionId,
      checkout_url: gatewayOrder.checkoutUrl,
      order_amount: order.amount,
      tax_amount: tax,
      credit_amount: order.credit,
      order_currency: order.currency,
      start_date: order.start.toISOString(),
      end_date: order.end.toISOString(),
    };
  }

  /**
   * POST /payments/webhook. The signature is checked on the raw body first (401, nothing read or changed); then the
   * event id is claimed, and the order, its transaction, the subscription and the invoice move in one transaction.
   * A redelivery finds its event id and changes nothing; an event whose buyer, amount or currency is not the order's
   * is recorded and ignored.
   */
  async handleWebhook(request: WebhookRequest): Promise<WebhookOutcome> {
    if (!this.provider.verifyWebhook(request)) throw unauthorized(PAYMENT_TEXT.badSignature);
    const event = this.provider.parseWebhook(request.rawBody);
    if (!event) return 'ignored';
    const { db, log, domainEvents } = this.platform;
    let receiptEvent: number | null = null;
    const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
      if (!(await claimWebhookEvent(tx, event.eventId, event.orderId))) return 'duplicate';
      const paid = event.outcome === 'SUCCESS';
      // A failure moves only an ACTIVE order; a payment moves an ACTIVE or FAILED one (the buyer may retry on the same
      // order after a declined attempt). Either only for the buyer it was opened for and, when paid, only for its own
      // amount and currency: one conditional update is both the check and the row lock.
      const order = await settleOpenOrder(tx, {
        orderId: event.orderId,
        userId: /^\d+$/.test(event.customerId ?? '') ? Number(event.customerId) : -1,
        status: paid ? 'PAID' : 'FAILED',
        payment: paid ? { amount: round2(event.amount), currency: event.currency } : null,
      });
      if (!order) {
        if (paid && (await findOrder(tx, event.orderId))?.status === 'EXPIRED') {
          // Money was taken for an order we had given up on: nothing is granted, so an operator must refund it.
          log.error(
            {
              orderId: event.orderId,
              eventId: event.eventId,
              gatewayPaymentId: event.gatewayPaymentId,
              amount: event.amount,
              currency: event.currency,
            },
            'payment webhook succeeded for an expired order: refund it',
          );
          return 'ignored';
        }
        log.warn(
          { orderId: event.orderId, eventId: event.eventId },
          'payment webhook matches no open order of its buyer',
        );
        return 'ignored';
      }
      const now = this.now();
      const gatewayFields = {
        gatewayTransactionId: event.gatewayPaymentId,
        paymentMethodId: event.paymentMethod,
        statusMessage: event.message,
        gatewayMetadata: event.raw,
        gatewayRespondedAt: now,
        completedAt: now,
      };
      if (!paid) {
        await updateTransactionOfOrder(tx, order.id, {
          ...gatewayFields,
          transactionStatus: 'FAILED',
          errorCode: event.errorCode ?? (event.outcome === 'USER_DROPPED' ? 'payment_aborted' : 'payment_failed'),
        });
        return 'applied';
      }
      receiptEvent = await this.grantPaidOrder(tx, order, { ...gatewayFields, amountCharged: event.amount }, now);
      return 'applied';
    });
    if (receiptEvent !== null) await domainEvents.dispatch([receiptEvent]);
    return outcome;
  }

  /**
   * A paid order becomes the user's subscription (ending any other and expiring their other open orders), its
   * transaction succeeds and its invoice is numbered; answers the receipt event written with them.
   */
  private async grantPaidOrder(
    tx: DbOrTx,
    order: PaymentOrderRow,
    gatewayFields: Omit<TransactionUpdate, 'transactionStatus' | 'clientSubscriptionId' | 'errorCode'>,
    now: Date,
  ): Promise<number> {
    await endOtherSubscriptions(tx, order.userId);
    await expireOtherOpenOrders(tx, order.userId, order.id);
    const subscription = await insertSubscription(tx, {
      userId: order.userId,
      planId: order.planId,
      pricingId: order.pricingId,
      status: 'active',
      startDate: order.startDate,
      endDate: order.endDate,
      autoRenew: order.autoRenew,
    });
    const transactionId = await updateTransactionOfOrder(tx, order.id, {
      ...gatewayFields,
      transactionStatus: 'SUCCESS',
      clientSubscriptionId: subscription.id,
      errorCode: null,
    });
    if (transactionId === null) throw new Error(`order ${order.id} has no transaction`);
    // Last, so the year's counter row (locked from here to the commit) holds other payments up the least.
    const year = now.getUTCFullYear();
    const number = invoiceNumber(year, await nextInvoiceNumber(tx, year));
    const invoice = await insertInvoice(tx, {
      userId: order.userId,
      transactionId,
      number,
      storagePath: `invoices/${order.userId}/${number}.pdf`,
      createdAt: now,
    });
    await updateTransaction(tx, transactionId, { invoiceId: invoice.id });
    // The receipt is mailed from the outbox: written with the payment, so it is neither lost nor sent unpaid.
    return this.platform.domainEvents.raise(tx, paymentReceived, {
      userId: order.userId,
      orderId: order.id,
      transactionId,
    });
  }

  /** The caller's order, or 404 (another user's order is as unknown as a missing one). */
  async ownedOrder(userId: number, orderId: string): Promise<PaymentOrderRow> {
    const order = await findOrder(this.platform.db, orderId);
    if (!order || order.userId !== userId) throw notFound(PAYMENT_TEXT.noOrder);
    return order;
  }

  async transactionStatus(userId: number, orderId: string): Promise<PaymentStatus> {
    const order = await this.ownedOrder(userId, orderId);
    const transaction = await findTransactionByOrder(this.platform.db, order.id);
    return statusWord(transaction?.transactionStatus ?? 'PENDING');
  }

  /** What the payment-status page waits for: SUCCESS once paid, FAILED once failed or expired, else PENDING. */
  async verifyOrder(userId: number, orderId: string): Promise<PaymentStatus> {
    const order = await this.ownedOrder(userId, orderId);
    if (order.status === 'PAID') return 'SUCCESS';
    if (order.status === 'FAILED' || order.status === 'EXPIRED') return 'FAILED';
    // The webhook settles a payment; the gateway's own word only closes an order it gave up on (no webhook for that).
    const atGateway = await this.provider.orderStatus(order.id).catch((error: unknown) => {
      this.platform.log.warn({ err: error, orderId: order.id }, 'order status not read from the gateway');
      return 'ACTIVE' as const;
    });
    if (atGateway === 'EXPIRED' || atGateway === 'TERMINATED') {
      await expireOrder(this.platform.db, order.id);
      return 'FAILED';
    }
    return 'PENDING';
  }

  /** The sandbox checkout's order, by its payment session id (the capability the page's address carries). */
  async sandboxOrder(paymentSessionId: string) {
    if (!(this.provider instanceof SandboxPaymentProvider)) return null;
    return findOrderBySession(this.platform.db, paymentSessionId);
  }

  /** The order and its summary for the sandbox checkout page, or null for an unknown session. */
  async sandboxCheckout(paymentSessionId: string) {
    const order = await this.sandboxOrder(paymentSessionId);
    if (!order) return null;
    const found = await findPlanWithPricing(this.platform.db, order.planId, order.pricingId);
    return {
      order,
      summary: {
        orderId: order.id,
        paymentSessionId,
        planName: found?.plan.name ?? 'Plan',
        cycle: found?.pricing?.billingCycle === 'yearly' ? 'billed annually' : 'billed monthly',
        amount: order.amount,
        tax: order.taxAmount,
        credit: order.creditAmount,
        currency: order.currencyCode,
      },
    };
  }

  /** The webhook the sandbox gateway sends for Pay or Fail on its checkout page. */
  sandboxWebhook(order: PaymentOrderRow, outcome: 'SUCCESS' | 'FAILED', method: string) {
    if (!(this.provider instanceof SandboxPaymentProvider)) throw notFound();
    return this.provider.webhookFor({
      outcome,
      orderId: order.id,
      amount: order.amount,
      currency: order.currencyCode,
      customer: { id: String(order.userId), name: order.customerName, email: order.customerEmail },
      paymentGroup: method,
    });
  }
}

export function invoiceNumber(year: number, sequence: number): string {
  return `PL-${year}-${String(sequence).padStart(6, '0')}`;
}

function statusWord(status: string): PaymentStatus {
  return status === 'SUCCESS' || status === 'FAILED' ? status : 'PENDING';
}
