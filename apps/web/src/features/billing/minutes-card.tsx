import { formatMinutes } from './subscription-text';

/** Spec 001 §2 "Minutes Availability": the minutes rendered this period out of the plan's limit. */
export function MinutesCard({ used, limit }: { used: number; limit: number }) {
  const share = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  const left = Math.max(0, limit - used);
  return (
    <section className="pl-card pl-subscription__card" aria-labelledby="pl-minutes-title">
      <h2 id="pl-minutes-title" className="pl-subscription__heading">
        Minutes Availability
      </h2>
      <p className="pl-subscription__minutes">
        <strong>{formatMinutes(used)}</strong> out of {limit} minutes used this period
      </p>
      <div
        className="pl-subscription__meter"
        role="progressbar"
        aria-label="Minutes used this period"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={`${formatMinutes(used)} of ${limit} minutes`}
      >
        <span style={{ width: `${share}%` }} />
      </div>
      <p className="pl-billing__muted">{formatMinutes(left)} minutes left</p>
    </section>
  );
}
