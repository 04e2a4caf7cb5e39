import { Button } from 'antd';
import { useNavigate } from 'react-router';
import type { SubscriptionPlan } from '../plans';
import { isPaidPlan } from './billing-summary';
import { CancelPlanButton } from './cancel-plan-button';
import { billingFormAddress } from './chosen-plan';
import { usePaymentsConfig } from './payments-config';
import { formatDay } from './subscription-text';

/**
 * A plan card's buttons on /pricing: Buy Now on a paid plan whenever a payment provider is configured;
 * on the caller's current plan, Cancel Subscription while it renews, or until when it lasts once cancelled.
 */
export function PlanActions({ plan, catalogueIsLive }: { plan: SubscriptionPlan; catalogueIsLive: boolean }) {
  const navigate = useNavigate();
  const payments = usePaymentsConfig();
  const paid = isPaidPlan(plan);

  if (plan.isCurrentPlan && paid) {
    if (plan.autoRenew) {
      return <CancelPlanButton label="Cancel Subscription" planName={plan.name} className="pl-plan__buy" />;
    }
    const until = formatDay(plan.nextRenewalDate);
    return (
      <p className="pl-plan__note">
        {until ? `Cancelled: yours until ${until}.` : 'Cancelled: yours until the end of the period.'}
      </p>
    );
  }
  const canBuy = paid && !plan.isCurrentPlan && catalogueIsLive && payments.provider !== null;
  return (
    <Button
      type="primary"
      ghost={!canBuy}
      className="pl-plan__buy"
      disabled={!canBuy}
      aria-label={`Buy Now: ${plan.name}`}
      onClick={() => navigate(billingFormAddress(plan), { state: { plan } })}
    >
      Buy Now
    </Button>
  );
}
