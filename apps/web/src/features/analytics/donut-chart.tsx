import type { ListenerCount } from './analytics-api';
import { formatCount } from './analytics-format';

export const SLICE_COLOURS = ['#6d3df5', '#ff6b4a', '#22b3a6', '#f5b83d', '#3d8bf5', '#b04bd6', '#8a8fa8'];

/** A donut of counts with a legend; no chart library: three slices do not need one. */
export function DonutChart({ slices, label }: { slices: ListenerCount[]; label: string }) {
  const total = slices.reduce((sum, s) => sum + s.count, 0);
  const radius = 15.9155; // a circumference of 100, so dash lengths are percentages
  let offset = 25; // start at twelve o'clock
  return (
    <div className="pl-donut">
      <svg viewBox="0 0 42 42" className="pl-donut__chart" role="img" aria-label={label}>
        <circle cx="21" cy="21" r={radius} fill="none" stroke="var(--pl-border)" strokeWidth="6" />
        {total > 0 &&
          slices.map((slice, i) => {
            const share = (100 * slice.count) / total;
            const circle = (
              <circle
                key={slice.name}
                cx="21"
                cy="21"
                r={radius}
                fill="none"
                stroke={SLICE_COLOURS[i % SLICE_COLOURS.length]}
                strokeWidth="6"
                strokeDasharray={`${share} ${100 - share}`}
                strokeDashoffset={offset}
              />
            );
            offset -= share;
            return share > 0 ? circle : null;
          })}
        <text x="21" y="21" textAnchor="middle" dominantBaseline="central" className="pl-donut__total">
          {formatCount(total)}
        </text>
      </svg>
      <ul className="pl-donut__legend">
        {slices.map((slice, i) => (
          <li key={slice.name}>
            <span className="pl-donut__swatch" style={{ background: SLICE_COLOURS[i % SLICE_COLOURS.length] }} />
            <span className="pl-donut__name">{slice.name}</span>
            <span className="pl-donut__value">
              {formatCount(slice.count)}
              {total > 0 && <small> · {Math.round((100 * slice.count) / total)}%</small>}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
