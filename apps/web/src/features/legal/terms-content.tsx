import { PRODUCT } from '@podloom/contract';
import { Link } from 'react-router';
import type { LegalSection } from './legal-document';
import { POLICY } from './policy';

const name = PRODUCT.name;

export const TERMS_INTRO = (
  <p>
    These terms govern your use of {name}, an AI podcast studio that turns your ideas into scripts, voices and published
    episodes. By creating an account or using the service you agree to them.
  </p>
);

export const TERMS_SECTIONS: LegalSection[] = [
  {
    heading: 'Your account',
    body: (
      <p>
        You need an account to create podcasts. Keep your password private and tell us at once if you think someone else
        has used your account. You are responsible for what happens under it.
      </p>
    ),
  },
  {
    heading: 'Plans and trials',
    body: (
      <>
        <p>
          {name} is offered in the tiers {POLICY.tiers.join(', ').replace(/, ([^,]*)$/, ' and $1')}. Each plan lists its
          audio minutes, voices and languages on the pricing page. Paid plans renew automatically at the end of each
          billing period until you cancel.
        </p>
        <p>
          If your plan starts with a trial, we send you a reminder {POLICY.trialReminderHours} hours before the trial
          ends so you can decide whether to continue.
        </p>
      </>
    ),
  },
  {
    heading: 'Payments and refunds',
    body: (
      <p>
        Prices include the taxes shown at checkout. Refunds are not offered. You may request an exception within{' '}
        {POLICY.refundExceptionHours} hours of a payment; see our{' '}
        <Link to="/refunds-cancellations">refund and cancellation policy</Link>.
      </p>
    ),
  },
  {
    heading: 'Your content',
    body: (
      <p>
        You own the topics, scripts and audio you create. You give us the permission we need to store, process, render
        and publish them for you. You must have the right to use any text, audio or voice you upload, and you must not
        clone a voice without its owner's consent.
      </p>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <ul>
        <li>No unlawful, hateful, harassing or deceptive content, and no impersonation of real people.</li>
        <li>No attempts to break, overload or get around the limits of the service.</li>
        <li>AI can be wrong: review every script before you publish it.</li>
      </ul>
    ),
  },
  {
    heading: 'Support',
    body: (
      <p>
        Write to us through <Link to="/help-support">Help and support</Link>. We reply within{' '}
        {POLICY.supportReplyBusinessDays} business days.
      </p>
    ),
  },
  {
    heading: 'Changes and termination',
    body: (
      <p>
        We may update these terms; when the change matters we tell you before it applies. You can stop using {name} at
        any time. We may suspend accounts that break these terms.
      </p>
    ),
  },
];
