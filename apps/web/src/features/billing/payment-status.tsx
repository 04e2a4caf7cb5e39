import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { renewSession } from '../../api/session/session-renewal';
import { PLANS_QUERY_KEY } from '../plans';
import { useSessionStore } from '../session';
import { PaymentFailed, PaymentSucceeded, PaymentVerifying } from './payment-result';
import { verifyPayment } from './payment-verification';
import { verifyPaymentOrder } from './payments-api';
import { MY_SUBSCRIPTION_QUERY_KEY, PAYMENT_TRANSACTIONS_QUERY_KEY } from './subscription-api';

/** Spec 001 §2 "Payment status": verifies `order_id`, then the success or failure card; no order goes to /pricing. */
export function PaymentStatus() {
  const [params] = useSearchParams();
  const orderId = params.get('order_id');
  const reason = params.get('reason');
  const queryClient = useQueryClient();
  const verification = useQuery({
    queryKey: ['payment-verification', orderId, reason],
    queryFn: () => verifyPayment(orderId ?? '', { verify: verifyPaymentOrder, reason }),
    enabled: Boolean(orderId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const succeeded = verification.data === 'success';

  useEffect(() => {
    if (!succeeded) return;
    // The plan changed: the cards and the subscription screen read it afresh, and the next token carries it.
    for (const queryKey of [PLANS_QUERY_KEY, MY_SUBSCRIPTION_QUERY_KEY, PAYMENT_TRANSACTIONS_QUERY_KEY]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    if (useSessionStore.getState().refreshToken) void renewSession();
  }, [succeeded, queryClient]);

  if (!orderId) return <Navigate to="/pricing" replace />;
  if (!verification.data) return <PaymentVerifying />;
  return succeeded ? <PaymentSucceeded /> : <PaymentFailed orderId={orderId} reason={reason} />;
}
