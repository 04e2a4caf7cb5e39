import { PRODUCT } from '@podloom/contract';
import { Link } from 'react-router';
import type { LegalSection } from './legal-document';
import { POLICY } from './policy';

export const REFUNDS_INTRO = (
  <p>
    This policy explains what happens to your money when you buy, renew or cancel a {PRODUCT.name} plan. Please read it
    before you pay.
  </p>
);

export const REFUNDS_SECTIONS: LegalSection[] = [
  {
    heading: 'No refunds',
    body: (
      <p>
        Refunds are not offered for subscription payments, renewals or unused minutes, whether you pay monthly or
        yearly.
      </p>
    ),
  },
  {
    heading: 'Exception requests',
    body: (
      <p>
        If something went wrong, for example a duplicate charge, you can request an exception within{' '}
        {POLICY.refundExceptionHours} hours of the payment. Send it through{' '}
        <Link to="/help-support">Help and support</Link> with the issue type "payment" and your order details. Requests
        made later cannot be considered.
      </p>
    ),
  },
  {
    heading: 'Trials',
    body: (
      <p>
        When a plan starts with a trial we send you a reminder {POLICY.trialReminderHours} hours before the trial ends.
        Cancel before it ends and you will not be charged.
      </p>
    ),
  },
  {
    heading: 'Cancelling your plan',
    body: (
      <p>
        You can cancel at any time from Manage Subscription. Your plan stays active until the end of the period you have
        paid for and then does not renew. You can move to the Free tier, or between the{' '}
        {POLICY.tiers.join(', ').replace(/, ([^,]*)$/, ' and $1')} tiers, whenever you like.
      </p>
    ),
  },
  {
    heading: 'Response times',
    body: <p>Our support team replies within {POLICY.supportReplyBusinessDays} business days.</p>,
  },
];
