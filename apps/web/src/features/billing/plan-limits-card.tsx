import { Link } from 'react-router';
import type { MySubscription } from './subscription-api';

/** The plan's limits besides minutes and storage: voice tiers, the longest episode, and cloned voices used and left. */
export function PlanLimitsCard({ sub }: { sub: MySubscription }) {
  const clonesLeft = Math.max(0, sub.clonesLimit - sub.clonesUsed);
  return (
    <section className="pl-card pl-subscription__card" aria-labelledby="pl-limits-title">
      <h2 id="pl-limits-title" className="pl-subscription__heading">
        Plan limits
      </h2>
      <dl className="pl-subscription__limits">
        <dt>Voices</dt>
        <dd>{sub.voiceTiers.join(', ')}</dd>
        <dt>Longest episode</dt>
        <dd>{sub.longestEpisodeMinutes} minutes</dd>
        <dt>Cloned voices</dt>
        <dd>
          <strong>{sub.clonesUsed}</strong> of {sub.clonesLimit} used, {clonesLeft} left
        </dd>
      </dl>
      <p className="pl-billing__muted">
        Need more? <Link to="/pricing">Compare the plans</Link>.
      </p>
    </section>
  );
}
