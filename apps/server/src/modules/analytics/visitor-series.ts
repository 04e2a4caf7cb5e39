import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { type AnalyticsScope, rows, scoped } from './analytics.repository';

/** One UTC day of the Total Visitors chart. */
export interface VisitorDay {
  /** YYYY-MM-DD, UTC. */
  date: string;
  /** Distinct listeners whose listening window began that day. */
  visitors: number;
  /** Listeners heard for the first time that day (over all time, not only the period). */
  new: number;
}

/** All Time shows at most this many days: a chart of years of days says nothing a total does not. */
export const MAX_SERIES_DAYS = 366;

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Total Visitors per UTC day (the analytics page's chart), every day of the period up to today with zeros where nobody listened,
 * so the chart's axis is the calendar. All Time starts on the first day anyone listened (none: no days).
 */
export async function visitorsByDay(db: Db, scope: AnalyticsScope, now: Date): Promise<VisitorDay[]> {
  const today = utcDay(now);
  const earliest = utcDay(new Date(now.getTime() - (MAX_SERIES_DAYS - 1) * 86_400_000));
  const start = scope.since ? sql`${utcDay(scope.since)}::date` : sql`(select min(first_seen) from firsts)::date`;
  const found = await rows<VisitorDay>(
    db,
    sql`
      with firsts as (
        select d.listener_hash, (min(d.window_start) at time zone 'UTC')::date as first_seen ${scoped(scope, null)}
        group by d.listener_hash
      ),
      days as (
        select generate_series(greatest(${start}, ${earliest}::date), ${today}::date, interval '1 day')::date as day
        -- greatest() skips a null: without this, All Time with no listener would still list 366 empty days.
        where ${start} is not null
      ),
      visits as (
        select (d.window_start at time zone 'UTC')::date as day, count(distinct d.listener_hash)::int as visitors
        ${scoped(scope)}
        group by 1
      ),
      news as (select first_seen as day, count(*)::int as new from firsts group by 1)
      select to_char(days.day, 'YYYY-MM-DD') as "date",
        coalesce(visits.visitors, 0)::int as "visitors", coalesce(news.new, 0)::int as "new"
      from days left join visits using (day) left join news using (day)
      order by days.day`,
  );
  return found.map((r) => ({ date: String(r.date), visitors: Number(r.visitors), new: Number(r.new) }));
}
