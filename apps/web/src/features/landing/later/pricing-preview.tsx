import { Link } from 'react-router';
import { PlanGrid, usePlans } from '../../plans';

/** A preview of the plans (the same query as /pricing; built-in plans when the fetch fails). */
export function PricingPreview() {
  const { data } = usePlans();
  return (
    <section className="pl-section">
      <div className="pl-container">
        <header className="pl-section__head">
          <h2 className="pl-section__title">PLANS AND PRICING</h2>
          <p className="pl-section__lede">Start free. Upgrade when your show grows.</p>
        </header>
        {data ? <PlanGrid plans={data.plans} /> : <div className="pl-skeleton" style={{ height: 320 }} />}
        <p className="pl-section__more">
          <Link to="/pricing">Compare every plan →</Link>
        </p>
      </div>
    </section>
  );
}
