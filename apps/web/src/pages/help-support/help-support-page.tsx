import { Link, useSearchParams } from 'react-router';
import { POLICY } from '../../features/legal';
import { SupportForm } from '../../features/support';

/** Spec 001 §2 "Help and support". */
export function HelpSupportPage() {
  // Contact Support on a failed payment names the order, so the team can find the payment.
  const orderId = useSearchParams()[0].get('order_id');
  return (
    <div className="pl-support">
      <aside className="pl-support__aside pl-card">
        <h1>Help and support</h1>
        <p>Tell us what happened or what you need. A person on our team reads every message.</p>
        <ul className="pl-support__facts">
          <li>
            <strong>Replies within {POLICY.supportReplyBusinessDays} business days</strong>
            We answer by e-mail, at the address you give here.
          </li>
          <li>
            <strong>A question about a payment?</strong>
            Choose the issue type Payment. Exception requests are accepted within {POLICY.refundExceptionHours} hours:
            see <Link to="/refunds-cancellations">Refunds and Cancellations</Link>.
          </li>
          <li>
            <strong>Add a screenshot</strong>
            It often shows us the problem faster than words.
          </li>
        </ul>
      </aside>
      <section className="pl-support__form pl-card" aria-label="Support request">
        <SupportForm orderId={orderId} />
      </section>
    </div>
  );
}
