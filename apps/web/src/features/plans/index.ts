/** The subscription plans (spec 001 §3): the catalogue from the server and the cards that show it. */
export { PlanGrid } from './plan-card';
export type { FeatureLimit, PlanPricing, SubscriptionPlan } from './plan-types';
export { PLANS_QUERY_KEY, usePlans } from './plans-api';
export { currencySymbol, planFeatures, planPriceText } from './price-text';
