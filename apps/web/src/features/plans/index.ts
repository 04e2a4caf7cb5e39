/** The subscription plans (spec 001 §3): the catalogue from the server and the cards that show it. */
export { PlanGrid } from './plan-card';
export { usePlans } from './plans-api';
