import type { ReactNode } from 'react';
import type { SubscriptionPlan } from './plan-types';
import { isPopular, planFeatures, planPriceText } from './price-text';
import './plans.css';

/** Spec 001 §2 Pricing: name, a 'Popular' or 'Current Plan' badge, the price text and the feature list. */
export function PlanCard({ plan, actions }: { plan: SubscriptionPlan; actions?: ReactNode }) {
  const popular = isPopular(plan);
  const badge = plan.isCurrentPlan ? 'Current Plan' : popular ? 'Popular' : null;
  const features = planFeatures(plan);
  return (
    <article className={`pl-plan${popular ? ' pl-plan--popular' : ''}`} aria-label={plan.name}>
      <div className="pl-plan__top">
        <h3 className="pl-plan__name">{plan.name}</h3>
        {badge && <span className="pl-plan__badge">{badge}</span>}
      </div>
      <p className="pl-plan__price">{planPriceText(plan)}</p>
      <ul className="pl-plan__features">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {actions ?? (
        // Where no one can buy here (the landing's preview), Buy Now is shown as spec 001 §6 has it: disabled.
        <button type="button" className="pl-btn pl-btn--light pl-plan__buy" disabled>
          Buy Now
        </button>
      )}
    </article>
  );
}

export interface PlanGridProps {
  plans: readonly SubscriptionPlan[];
  /** Each card's buttons; without it a card shows a disabled Buy Now. */
  renderActions?: (plan: SubscriptionPlan) => ReactNode;
}

export function PlanGrid({ plans, renderActions }: PlanGridProps) {
  return (
    <div className="pl-plans">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} actions={renderActions?.(plan)} />
      ))}
    </div>
  );
}
