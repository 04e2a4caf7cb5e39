import type { AnalyticsPeriod } from '@podloom/contract';
import { labelEvery, type VisitorDay, visitorBars } from './visitor-days';

/**
 * Total Visitors per day as bars, no chart library: a list of days, each a bar whose darker part is
 * new listeners. Each day's figures are its accessible name, so the chart reads as a list without sight.
 */
export function VisitorChart({ days, period }: { days: VisitorDay[]; period: AnalyticsPeriod }) {
  if (days.length === 0) {
    return <p className="pl-analytics-note">Nobody has listened yet: days appear here from the first listener.</p>;
  }
  const bars = visitorBars(days, period);
  const every = labelEvery(bars.length);
  return (
    <ol className="pl-visitor-chart" aria-label="Visitors per day">
      {bars.map((bar, i) => (
        <li key={bar.date} className="pl-visitor-chart__day" aria-label={bar.description} title={bar.description}>
          <span className="pl-visitor-chart__bar" style={{ height: `${bar.height}%` }} aria-hidden="true">
            <span className="pl-visitor-chart__new" style={{ height: `${bar.newShare}%` }} />
          </span>
          <span className="pl-visitor-chart__label" aria-hidden="true">
            {(bars.length - 1 - i) % every === 0 ? bar.label : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
