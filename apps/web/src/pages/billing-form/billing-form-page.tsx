import { Navigate } from 'react-router';
import { BillingForm, useChosenPlan } from '../../features/billing';

/** Spec 001 §2 "Billing form": without a plan it goes back to /pricing. */
export function BillingFormPage() {
  const { plan, loading, missing } = useChosenPlan();
  if (missing) return <Navigate to="/pricing" replace />;
  return (
    <>
      <header className="pl-page-head">
        <h1 className="pl-page-title">Billing</h1>
      </header>
      {plan && !loading ? (
        <BillingForm plan={plan} />
      ) : (
        <div className="pl-route-fallback">
          <div className="pl-spinner" />
        </div>
      )}
    </>
  );
}
