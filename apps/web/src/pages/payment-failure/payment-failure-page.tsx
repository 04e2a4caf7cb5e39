import { useSearchParams } from 'react-router';
import { PaymentFailed } from '../../features/billing';

/** Spec 001 §2 "Payment failure": Retry Payment goes to /pricing; Contact Support opens the support form. */
export function PaymentFailurePage() {
  const [params] = useSearchParams();
  return <PaymentFailed orderId={params.get('order_id')} reason={params.get('reason')} />;
}
