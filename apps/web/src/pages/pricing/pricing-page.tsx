import { PlanActions } from '../../features/billing';
import { PlanGrid, usePlans } from '../../features/plans';

/** Spec 001 §2 "Pricing": the plan cards, with Buy Now whenever a payment provider is configured. */
export function PricingPage() {
  const { data } = usePlans();
  return (
    <>
      <header className="pl-page-head" style={{ textAlign: 'center' }}>
        <h1 className="pl-page-title">PLANS AND PRICING</h1>
        <p className="pl-page-lede">
          Pick the plan that fits your show. Every plan includes script editing and RSS publishing.
        </p>
      </header>
      {data ? (
        <PlanGrid
          plans={data.plans}
          renderActions={(plan) => <PlanActions plan={plan} catalogueIsLive={!data.fallback} />}
        />
      ) : (
        <div className="pl-route-fallback">
          <div className="pl-spinner" />
        </div>
      )}
    </>
  );
}
