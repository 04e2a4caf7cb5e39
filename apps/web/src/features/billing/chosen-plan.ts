import { useLocation, useSearchParams } from 'react-router';
import { type SubscriptionPlan, usePlans } from '../plans';

/** What /pricing hands /billingform: the plan in navigation state, and its id in the address for a reload. */
export interface BillingFormState {
  plan: SubscriptionPlan;
}

export function billingFormAddress(plan: Pick<SubscriptionPlan, 'id'>): string {
  return `/billingform?plan=${encodeURIComponent(String(plan.id))}`;
}

/**
 * Spec 001 §2: the billing form receives its plan as navigation state. A reload keeps the address but not always
 * the state, so the plan is found again by the id in `?plan=`. `missing` is true when there is no plan to show.
 */
export function useChosenPlan(): { plan: SubscriptionPlan | null; loading: boolean; missing: boolean } {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as Partial<BillingFormState> | null)?.plan ?? null;
  const id = params.get('plan');
  const plans = usePlans();
  if (fromState) return { plan: fromState, loading: false, missing: false };
  if (!id) return { plan: null, loading: false, missing: true };
  if (!plans.data) return { plan: null, loading: true, missing: false };
  const plan = plans.data.fallback ? null : (plans.data.plans.find((p) => String(p.id) === id) ?? null);
  return { plan, loading: false, missing: plan === null };
}
