import { Link } from 'react-router';
// The coming-soon card's stylesheet: this page draws the same card.
import '../../features/coming-soon';

/** Spec 001 §2 "Payment failure": Retry Payment goes to /pricing; Contact Support is inactive. */
export function PaymentFailurePage() {
  return (
    <section className="pl-soon pl-card" aria-labelledby="pl-payment-failed">
      <div className="pl-result-icon pl-result-icon--error" aria-hidden="true">
        !
      </div>
      <h1 id="pl-payment-failed" className="pl-soon__title">
        Payment Failed! Please try again.
      </h1>
      <div className="pl-soon__actions">
        <Link className="pl-btn pl-btn--primary" to="/pricing">
          Retry Payment
        </Link>
        <button type="button" className="pl-btn pl-btn--light" disabled>
          Contact Support
        </button>
      </div>
    </section>
  );
}
