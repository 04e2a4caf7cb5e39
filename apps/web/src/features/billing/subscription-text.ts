/** Spec 001 §2, §8: the texts of the manage-subscription screen. */
export const SUBSCRIPTION_MESSAGES = {
  loading: 'Loading subscription details...',
  noSubscription: 'No active subscription found',
  noRenewalDate: 'Renewal date not available',
  renewsOn: (date: string) => `Next Renews on ${date}`,
  subscriptionFailed: 'Failed to load subscription details.',
  transactionsFailed: 'Failed to load payment transactions.',
  bothFailed: 'Failed to load subscription and payment data.',
  tryLater: 'Please try again later.',
  noInvoices: 'No invoices found',
  noInvoicesHint: 'Your payment history will appear here',
  cancelled: (plan: string, date: string | null) =>
    date
      ? `Your subscription is cancelled. You keep ${plan} until ${date}.`
      : `Your subscription is cancelled. You keep ${plan} until the end of the period you paid for.`,
} as const;

/** `November 24, 2027`; an unreadable date gives null. */
export function formatDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export interface RenewalFacts {
  planId?: number | null;
  status: string;
  autoRenew: boolean;
  nextRenewalDate?: string | null;
}

/** Spec 001 §2: 'Next Renews on {date}', else 'Renewal date not available', or 'No active subscription found'. */
export function renewalLine(subscription: RenewalFacts | null | undefined): string {
  if (!subscription || subscription.planId == null || subscription.status === 'free') {
    return SUBSCRIPTION_MESSAGES.noSubscription;
  }
  const date = subscription.autoRenew ? formatDay(subscription.nextRenewalDate) : null;
  return date ? SUBSCRIPTION_MESSAGES.renewsOn(date) : SUBSCRIPTION_MESSAGES.noRenewalDate;
}

/** Spec 001 §8: which of the two loads failed decides the headline. */
export function loadErrorHeadline(subscriptionFailed: boolean, transactionsFailed: boolean): string | null {
  if (subscriptionFailed && transactionsFailed) return SUBSCRIPTION_MESSAGES.bothFailed;
  if (subscriptionFailed) return SUBSCRIPTION_MESSAGES.subscriptionFailed;
  if (transactionsFailed) return SUBSCRIPTION_MESSAGES.transactionsFailed;
  return null;
}

/** Minutes are counted in seconds of audio: one decimal is enough to read. */
export function formatMinutes(minutes: number): string {
  return Number.isInteger(minutes) ? String(minutes) : minutes.toFixed(1);
}
