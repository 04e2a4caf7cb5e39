import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';
import { FALLBACK_PLANS } from './fallback-plans';
import type { SubscriptionPlan } from './plan-types';
import { sortPlans } from './price-text';

const GET_ALL_SUBSCRIPTIONS = graphql(`query GetAllSubscriptions {
  getAllSubscriptions {
    subscriptions {
      id name planDescription popularity displayOrder isCurrentPlan autoRenew nextRenewalDate
      pricing { id amount billingCycle currencyCode priceDisplayTextOverride status }
      featureLimits { featureId isEnabled textValue selectedOptionId numericLimit }
    }
  }
}`);

export interface PlansResult {
  plans: SubscriptionPlan[];
  /** True when the built-in catalogue is shown because the fetch failed or came back empty. */
  fallback: boolean;
}

/** Spec 001 §7: plans from getAllSubscriptions; if the fetch fails the built-in plans are shown. */
export async function fetchPlans(): Promise<PlansResult> {
  try {
    const data = await graphqlRequest(GET_ALL_SUBSCRIPTIONS, {});
    const plans = data.getAllSubscriptions?.subscriptions ?? [];
    if (plans.length > 0) return { plans: sortPlans(plans), fallback: false };
  } catch (error) {
    console.error('Failed to fetch subscription plans; showing the built-in plans.', error);
  }
  return { plans: sortPlans(FALLBACK_PLANS), fallback: true };
}

export const PLANS_QUERY_KEY = ['subscriptions'] as const;

export function usePlans() {
  return useQuery({ queryKey: PLANS_QUERY_KEY, queryFn: fetchPlans, staleTime: 5 * 60_000 });
}
