import { PRODUCT } from '@podloom/contract';
import type { AppServices } from '../../platform/services';
import type { MailMessage } from '../../providers/mail';
import {
  claimPeriodEnd,
  expireOpenOrders,
  findOrderOfSubscription,
  findPlanWithPricing,
  type SubscriptionRow,
  subscriptionsPastGrace,
  subscriptionsPastPeriodEnd,
  updateSubscription,
} from './billing.repository';
import type { PaymentsService } from './payments.service';
import { addCycle, GRACE_DAYS, graceEnd, priceText } from './plan-rules';

type Platform = Pick<AppServices, 'db' | 'now' | 'log' | 'mailer' | 'config'>;

/** How often a process that runs jobs looks for periods that ended. */
export const PERIOD_END_SWEEP_MS = 60_000;

export interface PeriodEndReport {
  renewalsOpened: number;
  ended: number;
  lapsed: number;
}

/**
 * Period ends. With auto-renew, a renewal order is opened for the next period and its pay link mailed;
 * the plan stays for GRACE_DAYS more, and paying the link starts the next period where the last one ended. Without
 * payment by then, the user is back on Free. Without auto-renew the subscription simply ends.
 * Every step is a conditional update, so two processes sweeping at once do each thing once.
 */
export class RenewalsService {
  constructor(
    private readonly platform: Platform,
    private readonly payments: PaymentsService,
  ) {}

  async runPeriodEnds(): Promise<PeriodEndReport> {
    const { db, log } = this.platform;
    const now = new Date(this.platform.now());
    const report: PeriodEndReport = { renewalsOpened: 0, ended: 0, lapsed: 0 };
    for (const subscription of await subscriptionsPastPeriodEnd(db, now)) {
      const renewable = subscription.autoRenew && (await this.openRenewal(subscription));
      if (renewable) {
        report.renewalsOpened += 1;
        continue;
      }
      if (subscription.autoRenew) continue;
      if (await updateSubscription(db, subscription.id, { status: 'expired' }, { status: 'active' })) report.ended += 1;
    }
    for (const subscription of await subscriptionsPastGrace(db, now)) {
      if (await updateSubscription(db, subscription.id, { status: 'expired' }, { status: 'active' })) {
        await expireOpenOrders(db, subscription.id);
        report.lapsed += 1;
        log.info({ subscriptionId: subscription.id, userId: subscription.userId }, 'renewal unpaid: back to Free');
      }
    }
    return report;
  }

  /** Claims the period end (grace starts), opens the renewal order and mails its link; false when not renewable. */
  private async openRenewal(subscription: SubscriptionRow): Promise<boolean> {
    const { db, log, mailer } = this.platform;
    const found = await findPlanWithPricing(db, subscription.planId, subscription.pricingId);
    const pricing = found?.pricing;
    if (!found || !pricing || pricing.amount <= 0) {
      await updateSubscription(db, subscription.id, { autoRenew: false });
      return false;
    }
    const graceUntil = graceEnd(subscription.endDate);
    const claimed = await claimPeriodEnd(db, subscription.id, graceUntil);
    if (!claimed) return true;
    const buyerOrder = await findOrderOfSubscription(db, subscription.id);
    try {
      const order = await this.payments.openOrder({
        buyer: {
          userId: subscription.userId,
          email: buyerOrder?.customerEmail ?? '',
          name: buyerOrder?.customerName ?? '',
          phone: buyerOrder?.customerPhone ?? null,
        },
        planId: found.plan.id,
        planName: found.plan.name,
        pricingId: pricing.id,
        amount: pricing.amount,
        credit: 0,
        currency: pricing.currencyCode,
        start: subscription.endDate,
        end: addCycle(subscription.endDate, pricing.billingCycle),
        purpose: 'renewal',
        replaces: subscription.id,
        autoRenew: true,
      });
      await updateSubscription(db, subscription.id, { renewalOrderId: order.order_id });
      if (buyerOrder?.customerEmail) {
        const link = order.checkout_url ?? `${this.platform.config.publicUrl}/managesubscription`;
        await mailer.send(
          renewalMail({
            to: buyerOrder.customerEmail,
            name: buyerOrder.customerName,
            planName: found.plan.name,
            price: priceText(pricing),
            link,
            graceUntil,
          }),
        );
      }
      log.info({ subscriptionId: subscription.id, orderId: order.order_id }, 'renewal order opened and mailed');
    } catch (error) {
      // The grace days run anyway; the user can still renew from the pricing page.
      log.error({ err: error, subscriptionId: subscription.id }, 'renewal order could not be opened');
    }
    return true;
  }
}

export function renewalMail(input: {
  to: string;
  name: string;
  planName: string;
  price: string;
  link: string;
  graceUntil: Date;
}): MailMessage {
  const until = input.graceUntil.toISOString().slice(0, 10);
  return {
    to: input.to,
    subject: `Renew your ${PRODUCT.name} ${input.planName}`,
    text: [
      input.name && !input.name.includes('@') ? `Hi ${input.name},` : 'Hi,',
      '',
      `Your ${input.planName} period has ended. Renew it for ${input.price} here:`,
      '',
      input.link,
      '',
      `You keep the plan for ${GRACE_DAYS} more days, until ${until}. If it is not renewed by then, your account goes`,
      'back to the Free plan. Your podcasts stay as they are.',
      '',
    ].join('\n'),
  };
}
