import { PRODUCT, WELCOME_ROUTE } from '@podloom/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
// The result card is the coming-soon card's shape.
import '../coming-soon';

export const PAYMENT_TEXTS = {
  verifying: 'Verifying payment, please wait...',
  // Spec 001 §2 reads 'Welcome to the product': the product's name stands there (DESIGN §1).
  success: `Payment Successful! Welcome to ${PRODUCT.name}`,
  failure: 'Payment Failed! Please try again.',
} as const;

/** Contact Support with the order filled into the support form. */
export function supportAddress(orderId: string | null | undefined): string {
  return orderId ? `/help-support?order_id=${encodeURIComponent(orderId)}` : '/help-support';
}

function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** The success card of /payment-status. */
export function PaymentSucceeded() {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="pl-soon pl-card" aria-labelledby="pl-payment-result">
      <div className="pl-result-icon pl-result-icon--success" aria-hidden="true">
        ✓
      </div>
      <h1 id="pl-payment-result" ref={heading} tabIndex={-1} className="pl-soon__title">
        {PAYMENT_TEXTS.success}
      </h1>
      <div className="pl-soon__actions">
        <Link className="pl-btn pl-btn--primary" to={WELCOME_ROUTE}>
          Start Creating
        </Link>
        <Link className="pl-btn pl-btn--light" to="/pricing">
          Manage Plans
        </Link>
      </div>
    </section>
  );
}

/** The failure card of /payment-status and /payment-failure. */
export function PaymentFailed({ orderId, reason }: { orderId?: string | null; reason?: string | null }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="pl-soon pl-card" aria-labelledby="pl-payment-result">
      <div className="pl-result-icon pl-result-icon--error" aria-hidden="true">
        !
      </div>
      <h1 id="pl-payment-result" ref={heading} tabIndex={-1} className="pl-soon__title">
        {PAYMENT_TEXTS.failure}
      </h1>
      {orderId && (
        <p className="pl-soon__summary">
          Order {orderId}
          {reason ? ` (${reason.replaceAll('_', ' ')})` : ''}. Nothing was charged for a payment that did not go
          through.
        </p>
      )}
      <div className="pl-soon__actions">
        <Link className="pl-btn pl-btn--primary" to="/pricing">
          Retry Payment
        </Link>
        <Link className="pl-btn pl-btn--light" to={supportAddress(orderId)}>
          Contact Support
        </Link>
      </div>
    </section>
  );
}

/** While the order is verified. */
export function PaymentVerifying() {
  return (
    <section className="pl-soon pl-card" aria-labelledby="pl-payment-result">
      <div className="pl-spinner" aria-hidden="true" />
      <div role="status">
        <h1 id="pl-payment-result" className="pl-soon__title">
          {PAYMENT_TEXTS.verifying}
        </h1>
      </div>
    </section>
  );
}
