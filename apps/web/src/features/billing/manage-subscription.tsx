import { useState } from 'react';
import { Link } from 'react-router';
import { CancelPlanButton } from './cancel-plan-button';
import { InvoicesList } from './invoices-list';
import { MinutesCard } from './minutes-card';
import { PlanLimitsCard } from './plan-limits-card';
import { StorageCard } from './storage-card';
import { useMySubscription, usePaymentTransactions } from './subscription-api';
import { formatDay, loadErrorHeadline, renewalLine, SUBSCRIPTION_MESSAGES } from './subscription-text';

/**
 * Spec 001 §2 "Manage subscription": the plan and its price, the next renewal, Upgrade Plan and Cancel Plan, the
 * Minutes Availability card and the invoices.
 */
export function ManageSubscription() {
  const [page, setPage] = useState(1);
  const subscription = useMySubscription();
  const transactions = usePaymentTransactions(page);

  if (subscription.isPending) {
    return (
      <div className="pl-route-fallback" role="status">
        <div className="pl-spinner" aria-hidden="true" />
        <p>{SUBSCRIPTION_MESSAGES.loading}</p>
      </div>
    );
  }

  const headline = loadErrorHeadline(subscription.isError, transactions.isError);
  const sub = subscription.data;
  const canCancel = sub?.planId != null && sub.status === 'active' && sub.autoRenew;
  const endsOn = formatDay(sub?.currentPeriodEnd);

  return (
    <div className="pl-subscription">
      {headline && (
        <div className="pl-subscription__error pl-card" role="alert">
          <p>
            <strong>{headline}</strong> {SUBSCRIPTION_MESSAGES.tryLater}
          </p>
          {[subscription.error, transactions.error].filter(Boolean).map((error) => (
            <p key={error?.message} className="pl-billing__muted">
              {error?.message}
            </p>
          ))}
        </div>
      )}
      {sub && (
        <div className="pl-subscription__top">
          <section className="pl-card pl-subscription__card" aria-labelledby="pl-current-plan">
            <h2 id="pl-current-plan" className="pl-subscription__heading">
              Current plan
            </h2>
            <p className="pl-subscription__plan">{sub.planName}</p>
            <p className="pl-subscription__price">{sub.priceText}</p>
            <p className="pl-subscription__renewal">{renewalLine(sub)}</p>
            {sub.status === 'cancelled' && endsOn && (
              <p className="pl-billing__muted">Auto-renew is off. Your plan stays active until {endsOn}.</p>
            )}
            {sub.status === 'grace' && (
              <p className="pl-billing__muted">
                Your renewal payment is due. Your plan stays active until {formatDay(sub.graceUntil) ?? 'it is paid'}.
              </p>
            )}
            <div className="pl-subscription__actions">
              <Link className="pl-btn pl-btn--primary" to="/pricing">
                Upgrade Plan
              </Link>
              {canCancel && <CancelPlanButton label="Cancel Plan" planName={sub.planName} />}
            </div>
          </section>
          <MinutesCard used={sub.minutesUsed} limit={sub.minutesLimit} />
          <StorageCard />
          <PlanLimitsCard sub={sub} />
        </div>
      )}
      <section className="pl-card pl-subscription__card" aria-labelledby="pl-invoices-title">
        <h2 id="pl-invoices-title" className="pl-subscription__heading">
          Invoices
        </h2>
        {transactions.data ? (
          <InvoicesList items={transactions.data.items} total={transactions.data.total} page={page} onPage={setPage} />
        ) : transactions.isError ? (
          <p className="pl-billing__muted">{SUBSCRIPTION_MESSAGES.transactionsFailed}</p>
        ) : (
          <div className="pl-spinner" role="status" aria-label="Loading invoices" />
        )}
      </section>
    </div>
  );
}
