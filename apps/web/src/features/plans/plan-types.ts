/** Spec 001 §3 "Subscription plan", as `getAllSubscriptions` answers it. */
export interface PlanPricing {
  id: number | string;
  amount: number | string;
  billingCycle: 'monthly' | 'yearly' | string;
  currencyCode: 'INR' | 'USD' | string;
  priceDisplayTextOverride?: string | null;
  status: 'active' | 'inactive' | string;
}

export interface FeatureLimit {
  featureId: number;
  isEnabled: boolean;
  textValue: string | null;
  selectedOptionId: number | null;
  numericLimit: number | null;
}

export interface SubscriptionPlan {
  id: number | string;
  name: string;
  planDescription: string | null;
  popularity: string | null;
  displayOrder: number;
  isCurrentPlan?: boolean | null;
  autoRenew?: boolean | null;
  nextRenewalDate?: string | null;
  pricing: PlanPricing[];
  featureLimits?: FeatureLimit[];
}
