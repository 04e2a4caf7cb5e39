import { ManageSubscription } from '../../features/billing';

/** Spec 001 §2 "Manage subscription". */
export function ManageSubscriptionPage() {
  return (
    <>
      <header className="pl-page-head">
        <h1 className="pl-page-title">Manage Subscription</h1>
      </header>
      <ManageSubscription />
    </>
  );
}
