/**
 * Billing (spec 001 §2, §4): the billing form and checkout, the payment result, the subscription screen with
 * its minutes and invoices, the pricing cards' buttons, and the voice tiers the caller's plan allows.
 */
import './billing.css';

export { BillingForm } from './billing-form';
export { useChosenPlan } from './chosen-plan';
export { ManageSubscription } from './manage-subscription';
export { PaymentFailed } from './payment-result';
export { PaymentStatus } from './payment-status';
export { PlanActions } from './plan-actions';
export { useMySubscription } from './subscription-api';
