import { PaymentStatus } from '../../features/billing';

/** Spec 001 §2 "Payment status (/payment-status)". */
export function PaymentStatusPage() {
  return <PaymentStatus />;
}
