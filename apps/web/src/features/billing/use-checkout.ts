import type { CreatedOrder, PaymentsConfig } from '@podloom/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { openCashfreeCheckout } from './cashfree-sdk';
import { checkoutResultFromCashfree } from './checkout-result';
import { type CheckoutResult, PaymentWatch } from './payment-flow';
import { readTransactionStatus } from './payments-api';

/** The sandbox checkout shown in our own modal. */
export interface OpenCheckout {
  orderId: string;
  checkoutUrl: string;
}

/**
 * Spec 001 §4 steps 2 to 7 in the browser: opens the provider's checkout in a modal (ours around the sandbox's page,
 * Cashfree's own for Cashfree) and keeps one PaymentWatch polling while it is open.
 */
export function useCheckout() {
  const navigate = useNavigate();
  const watch = useRef<PaymentWatch | null>(null);
  const [sandbox, setSandbox] = useState<OpenCheckout | null>(null);

  const close = useCallback(() => {
    watch.current?.close();
    watch.current = null;
    setSandbox(null);
  }, []);

  useEffect(() => close, [close]);

  const begin = useCallback(
    async (order: CreatedOrder, payments: PaymentsConfig) => {
      watch.current?.close();
      const flow = new PaymentWatch({
        orderId: order.order_id,
        readStatus: readTransactionStatus,
        navigate: (to) => {
          setSandbox(null);
          navigate(to);
        },
      });
      watch.current = flow;
      flow.start();
      if (payments.provider === 'cashfree') {
        const result = checkoutResultFromCashfree(
          await openCashfreeCheckout(order.payment_session_id, payments.mode).catch((error: unknown) => {
            flow.close();
            throw error;
          }),
        );
        flow.settle(result);
        // Cashfree's modal has closed: an aborted payment stops polling like closing ours does.
        if (result.kind === 'error') flow.close();
        return;
      }
      if (!order.checkout_url) {
        flow.close();
        throw new Error('The payment window could not be opened. Please try again.');
      }
      setSandbox({ orderId: order.order_id, checkoutUrl: order.checkout_url });
    },
    [navigate],
  );

  const settle = useCallback((result: CheckoutResult) => watch.current?.settle(result), []);

  return { sandbox, begin, settle, close };
}
