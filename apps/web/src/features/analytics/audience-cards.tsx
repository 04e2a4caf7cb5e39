import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@podloom/contract';
import { Select } from 'antd';
import type { EpisodeAnalytics, ListenerCount } from './analytics-api';
import { AnalyticsCard } from './analytics-card';
import {
  AGE_GROUPS,
  deviceSlices,
  formatCount,
  formatListeningTime,
  GENDERS,
  shareOfLargest,
} from './analytics-format';
import { DonutChart } from './donut-chart';
import { VisitorChart } from './visitor-chart';

/** Spec 001 §2 "Users by Country": distinct listeners per country, most first. */
export function CountriesCard({ countries }: { countries: ListenerCount[] }) {
  const top = countries.slice(0, 8);
  const shares = shareOfLargest(top);
  const onlyUnknown = countries.length > 0 && countries.every((c) => c.name === 'Unknown');
  return (
    <AnalyticsCard title="Users by Country" className="pl-analytics-countries">
      {top.length === 0 ? (
        <p className="pl-analytics-none">No listeners yet.</p>
      ) : (
        <ul className="pl-analytics-bars">
          {top.map((country, i) => (
            <li key={country.name}>
              <span className="pl-analytics-bars__name">{country.name}</span>
              <span className="pl-analytics-bars__track" aria-hidden="true">
                <span style={{ width: `${Math.max(shares[i] ?? 0, 2)}%` }} />
              </span>
              <span className="pl-analytics-bars__value">{formatCount(country.count)}</span>
            </li>
          ))}
        </ul>
      )}
      {onlyUnknown && (
        <p className="pl-analytics-note">Listeners from private or unlisted addresses count as Unknown.</p>
      )}
      {/* DB-IP's licence (CC BY 4.0) asks pages that show its results to link back; GEOIP_DB may replace it. */}
      <p className="pl-analytics-note">
        Countries: <a href="https://db-ip.com">IP Geolocation by DB-IP</a>, unless your server names its own GeoIP
        database.
      </p>
    </AnalyticsCard>
  );
}

/** Spec 001 §2 "Total Visitors": Total, New and Avg. Time, for the period chosen in its selector. */
export function VisitorsCard({
  visitors,
  period,
  onPeriodChange,
  loading,
}: {
  visitors: EpisodeAnalytics['visitors'] | undefined;
  period: AnalyticsPeriod;
  onPeriodChange: (period: AnalyticsPeriod) => void;
  loading: boolean;
}) {
  const figures = [
    { label: 'Total', value: visitors ? formatCount(visitors.total) : '–' },
    { label: 'New', value: visitors ? formatCount(visitors.new) : '–' },
    { label: 'Avg. Time', value: visitors ? formatListeningTime(visitors.averageTimeSeconds) : '–' },
  ];
  return (
    <AnalyticsCard
      title="Total Visitors"
      className="pl-analytics-visitors"
      extra={
        <Select
          aria-label="Visitors period"
          size="small"
          value={period}
          onChange={onPeriodChange}
          loading={loading}
          options={ANALYTICS_PERIODS.map((p) => ({ value: p, label: p }))}
          popupMatchSelectWidth={false}
        />
      }
    >
      <dl className="pl-analytics-visitors__figures">
        {figures.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {visitors && <VisitorChart days={visitors.days} period={period} />}
      <p className="pl-analytics-note">
        Listeners who fetched your audio, bots excluded. New: heard for the first time.
      </p>
    </AnalyticsCard>
  );
}

/** Spec 001 §2 "Views From Devices", from each listener's user agent. */
export function DevicesCard({ devices }: { devices: ListenerCount[] }) {
  return (
    <AnalyticsCard title="Views From Devices" className="pl-analytics-devices">
      <DonutChart slices={deviceSlices(devices)} label="Listeners by device" />
    </AnalyticsCard>
  );
}

/** Age and gender: downloads do not carry them, so the card says so instead of showing made-up numbers. */
export function UnavailableCard({
  title,
  buckets,
  figures,
  reason,
}: {
  title: string;
  buckets: readonly string[];
  figures: ListenerCount[] | null;
  reason: string | undefined;
}) {
  return (
    <AnalyticsCard title={title} className="pl-analytics-unavailable">
      {figures ? (
        <DonutChart slices={figures} label={title} />
      ) : (
        <>
          <ul className="pl-analytics-buckets" aria-label={`${title} buckets`}>
            {buckets.map((b) => (
              <li key={b}>
                <span>{b}</span>
                <span aria-hidden="true">–</span>
                <span className="pl-visually-hidden">not available</span>
              </li>
            ))}
          </ul>
          <p className="pl-analytics-note" role="note">
            {reason ?? 'Downloads do not reveal this.'}
          </p>
        </>
      )}
    </AnalyticsCard>
  );
}

export function AgeGroupCard({ figures }: { figures: EpisodeAnalytics }) {
  return (
    <UnavailableCard
      title="Viewers-Age Group"
      buckets={AGE_GROUPS}
      figures={figures.ageGroups}
      reason={figures.unavailable.find((u) => u.figure === 'ageGroups')?.reason}
    />
  );
}

export function GenderCard({ figures }: { figures: EpisodeAnalytics }) {
  return (
    <UnavailableCard
      title="Viewers-Gender"
      buckets={GENDERS}
      figures={figures.gender}
      reason={figures.unavailable.find((u) => u.figure === 'gender')?.reason}
    />
  );
}
