/** The subscription plans (spec 001 §3): the catalogue from the server and the cards that show it. */
export { PlanCard, PlanGrid } from './plan-card';
export type { SubscriptionPlan } from './plan-types';
export { usePlans } from './plans-api';
