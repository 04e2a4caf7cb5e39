import { Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { useProfile } from '../auth';
import { planFeatures, type SubscriptionPlan } from '../plans';
import { decodeToken, useSessionStore } from '../session';
import { type BillingCycle, billingSummary, hasCycleChoice, pricingForCycle } from './billing-summary';
import { CheckoutModal } from './checkout-modal';
import { createPaymentOrder, type PaymentOrderRequest } from './payments-api';
import { usePaymentsConfig } from './payments-config';
import { useCheckout } from './use-checkout';

const CYCLES: { label: string; value: BillingCycle }[] = [
  { label: 'Monthly', value: 'monthly' },
  { label: 'Annual', value: 'yearly' },
];

/**
 * Spec 001 §2 "Billing form": the plan's features, the Monthly/Annual toggle, what is charged today and the tax,
 * and Confirm and Pay, which creates the order and opens checkout (spec 001 §4).
 */
export function BillingForm({ plan }: { plan: SubscriptionPlan }) {
  const [cycle, setCycle] = useState<BillingCycle>('yearly');
  const [creating, setCreating] = useState(false);
  const payments = usePaymentsConfig();
  const token = useSessionStore((s) => s.token);
  const user = useSessionStore((s) => s.user);
  const profile = useProfile(Boolean(token));
  const checkout = useCheckout();

  const features = planFeatures(plan);
  const price = pricingForCycle(plan, cycle);
  const summary = useMemo(() => (price ? billingSummary(price) : null), [price]);

  const confirmAndPay = async () => {
    if (!price || !summary) return;
    const origin = window.location.origin;
    const name = [profile.data?.given_name ?? user?.given_name, profile.data?.family_name ?? user?.family_name];
    const request: PaymentOrderRequest = {
      customer_id: String(decodeToken(token)?.user_id ?? profile.data?.id ?? ''),
      customer_name: name.filter(Boolean).join(' '),
      customer_email: profile.data?.email ?? user?.email ?? '',
      ...(profile.data?.phone_number ? { customer_phone: profile.data.phone_number } : {}),
      plan_id: plan.id,
      pricing_id: price.id,
      order_amount: summary.amount,
      start_date: summary.startDate,
      end_date: summary.endDate,
      auto_renew: true,
      return_url: `${origin}/payment-status?order_id={order_id}`,
      notify_url: `${origin}/payments/webhook`,
    };
    setCreating(true);
    try {
      const order = await createPaymentOrder(request);
      await checkout.begin(order, payments);
    } catch (error) {
      // Spec 001 §8: order errors are logged; the buyer still learns that nothing was charged.
      console.error('The payment order could not be created.', error);
      toast.error(error instanceof Error ? error.message : 'The payment could not be started. Please try again.');
    } finally {
      setCreating(false);
    }
  };

  return (
    <div className="pl-billing">
      <section className="pl-billing__plan pl-card" aria-labelledby="pl-billing-plan-info">
        <h2 id="pl-billing-plan-info" className="pl-billing__eyebrow">
          Plan Info
        </h2>
        <p className="pl-billing__plan-name">{plan.name}</p>
        <h3 className="pl-billing__you-get">With {plan.name} you get</h3>
        {features.length > 0 ? (
          <ul className="pl-plan__features">
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : (
          <p className="pl-billing__muted">No features listed.</p>
        )}
      </section>
      <section className="pl-billing__pay pl-card" aria-labelledby="pl-billing-summary">
        <h2 id="pl-billing-summary" className="pl-billing__eyebrow">
          Payment summary
        </h2>
        {hasCycleChoice(plan) && (
          <Segmented<BillingCycle>
            block
            aria-label="Billing cycle"
            options={CYCLES}
            value={cycle}
            onChange={setCycle}
            className="pl-billing__cycle"
          />
        )}
        {summary ? (
          <dl className="pl-billing__lines">
            <div>
              <dt>{summary.billedLabel}</dt>
              <dd>{summary.price}</dd>
            </div>
            <div className="pl-billing__total">
              <dt>Charged today</dt>
              <dd>{summary.chargedToday}</dd>
            </div>
            <div>
              <dt>Taxes Included</dt>
              <dd>{summary.taxesIncluded}</dd>
            </div>
          </dl>
        ) : (
          <p className="pl-billing__muted">This plan has no price to pay.</p>
        )}
        <BusyButton
          type="primary"
          size="large"
          block
          busy={creating}
          disabled={!summary || !payments.provider}
          onClick={() => void confirmAndPay()}
        >
          Confirm and Pay
        </BusyButton>
        {!payments.provider && (
          <p className="pl-billing__muted" role="note">
            Payments are not available on this server right now.
          </p>
        )}
        <p className="pl-billing__terms">
          By confirming, you agree to our <Link to="/terms-and-conditions">Terms and Conditions</Link> and{' '}
          <Link to="/refunds-cancellations">Refunds and Cancellations</Link> policy. Your plan renews automatically at
          the end of each period until you cancel it.
        </p>
      </section>
      <CheckoutModal checkout={checkout.sandbox} onResult={checkout.settle} onClose={checkout.close} />
    </div>
  );
}
