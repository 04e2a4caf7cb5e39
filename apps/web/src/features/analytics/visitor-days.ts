import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@podloom/contract';

/** One UTC day of the Total Visitors series, as the server sends it. */
export interface VisitorDay {
  /** YYYY-MM-DD. */
  date: string;
  visitors: number;
  new: number;
}

export interface VisitorBar extends VisitorDay {
  /** Short axis label: the weekday for a week, the day of the month for a month, the date for all time. */
  label: string;
  /** Full date for assistive tech and the tooltip, e.g. "Monday 3 March 2025: 2 visitors, 1 new". */
  description: string;
  /** Bar height, 0–100, relative to the busiest day. */
  height: number;
  /** Share of the bar that is new listeners, 0–100. */
  newShare: number;
}

/** The period named in `?period=`, or 'This Week' (spec 001 §2's default) for anything else. */
export function chosenPeriod(requested: string | null): AnalyticsPeriod {
  return ANALYTICS_PERIODS.find((p) => p === requested) ?? 'This Week';
}

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekdayLong = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
/** "Monday 3 March 2025", built from parts: ICU versions disagree on the comma after the weekday. */
const fullDate = (date: Date) =>
  `${weekdayLong.format(date)} ${date.getUTCDate()} ${monthLong.format(date)} ${date.getUTCFullYear()}`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Bars of the Total Visitors chart for the chosen period; days the server did not send are not invented. */
export function visitorBars(days: VisitorDay[], period: AnalyticsPeriod): VisitorBar[] {
  const busiest = Math.max(0, ...days.map((d) => d.visitors));
  return days.map((day) => {
    const date = new Date(`${day.date}T00:00:00Z`);
    const label =
      period === 'This Week'
        ? weekday.format(date)
        : period === 'This Month'
          ? String(date.getUTCDate())
          : dayMonth.format(date);
    return {
      ...day,
      label,
      description: `${fullDate(date)}: ${plural(day.visitors, 'visitor', 'visitors')}, ${day.new} new`,
      height: busiest > 0 ? (100 * day.visitors) / busiest : 0,
      newShare: day.visitors > 0 ? (100 * Math.min(day.new, day.visitors)) / day.visitors : 0,
    };
  });
}

/** Long series (All Time) label every n-th bar so the labels do not overlap. */
export function labelEvery(count: number, room = 12): number {
  return Math.max(1, Math.ceil(count / room));
}
