import { ComingSoon } from '../../features/coming-soon';

const HIGHLIGHTS = ['Current plan', 'Minutes Availability', 'Invoices'] as const;

export function ManageSubscriptionPage() {
  return (
    <ComingSoon
      title="Manage Subscription"
      summary="See your plan, its renewal date, your minutes and your invoices."
      highlights={HIGHLIGHTS}
    />
  );
}
