import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { COMPLETION_SHARE } from './download-rules';

export interface AnalyticsScope {
  userId: number;
  /** One episode, or null for all of the user's episodes. */
  episodeId: number | null;
  /** Only the episodes of one of the user's shows; absent or null for every show. */
  showId?: string | null;
  /** Listening windows that began at or after this; null for all time. */
  since: Date | null;
}

export interface Totals {
  plays: number;
  downloads: number;
  uniqueListeners: number;
  listenerEpisodes: number;
  completedListenerEpisodes: number;
  listeningSeconds: number;
  visitors: number;
  newVisitors: number;
}

/** Rows of the user's own episodes in scope: the ownership rule sits in this one fragment. */
export function scoped(scope: AnalyticsScope, since = scope.since): SQL {
  return sql`
    from enclosure_downloads d
    join episodes e on e.id = d.episode_id
    join rss_feeds f on f.id = e.feed_id
    where f.user_id = ${scope.userId}
    ${scope.episodeId === null ? sql`` : sql`and e.id = ${scope.episodeId}`}
    ${showFilter(scope)}
    ${since === null ? sql`` : sql`and d.window_start >= ${since.toISOString()}`}`;
}

/** The show's episodes only, when the scope names a show (`f` is the show's row). */
export const showFilter = (scope: Pick<AnalyticsScope, 'showId'>): SQL =>
  scope.showId ? sql`and f.id = ${scope.showId}` : sql``;

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

export async function totals(db: Db, scope: AnalyticsScope): Promise<Totals> {
  const [row] = await rows<Record<keyof Totals, number | null>>(
    db,
    sql`
      with firsts as (
        select d.listener_hash, min(d.window_start) as first_seen ${scoped(scope, null)}
        group by d.listener_hash
      )
      select
        count(*)::int as "plays",
        count(*) filter (where d.counted_at is not null)::int as "downloads",
        count(distinct d.listener_hash) filter (where d.counted_at is not null)::int as "uniqueListeners",
        count(distinct (d.listener_hash, d.episode_id))::int as "listenerEpisodes",
        count(distinct (d.listener_hash, d.episode_id))
          filter (where d.bytes_delivered >= ${COMPLETION_SHARE}::float8 * e.audio_bytes)::int as "completedListenerEpisodes",
        coalesce(sum(least(d.bytes_delivered, e.audio_bytes)::float8 / nullif(e.audio_bytes, 0) * e.duration_seconds), 0)::float8
          as "listeningSeconds",
        count(distinct d.listener_hash)::int as "visitors",
        (select count(*) from firsts
          ${scope.since === null ? sql`` : sql`where first_seen >= ${scope.since.toISOString()}`})::int as "newVisitors"
      ${scoped(scope)}`,
  );
  const value = (key: keyof Totals) => Number(row?.[key] ?? 0);
  return {
    plays: value('plays'),
    downloads: value('downloads'),
    uniqueListeners: value('uniqueListeners'),
    listenerEpisodes: value('listenerEpisodes'),
    completedListenerEpisodes: value('completedListenerEpisodes'),
    listeningSeconds: value('listeningSeconds'),
    visitors: value('visitors'),
    newVisitors: value('newVisitors'),
  };
}

const GROUP_COLUMNS = { country: sql`d.country`, device: sql`d.device`, app: sql`d.app` } as const;

/** Distinct listeners per country, device or app, most first. */
export async function listenersBy(
  db: Db,
  scope: AnalyticsScope,
  column: keyof typeof GROUP_COLUMNS,
  limit = 10,
): Promise<Array<{ name: string; count: number }>> {
  const found = await rows<{ name: string; count: number }>(
    db,
    sql`
      select ${GROUP_COLUMNS[column]} as "name", count(distinct d.listener_hash)::int as "count"
      ${scoped(scope)}
      group by 1
      order by 2 desc, 1 asc
      limit ${limit}`,
  );
  return found.map((r) => ({ name: String(r.name), count: Number(r.count) }));
}

/** The episode, if it is the user's (analytics of someone else's episode do not exist for the caller). */
export async function ownsEpisode(db: Db, userId: number, episodeId: number): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`select e.id from episodes e join rss_feeds f on f.id = e.feed_id where e.id = ${episodeId} and f.user_id = ${userId}`,
  );
  return found.length > 0;
}

export interface PlayerTotals {
  plays: number;
  listeningSeconds: number;
  completed: number;
}

/** What our own players reported, for the user's episodes in scope: a play is a listener-episode-day. */
export async function playerTotals(db: Db, scope: AnalyticsScope): Promise<PlayerTotals> {
  const [row] = await rows<{ plays: string | number; seconds: string | number | null; completed: string | number }>(
    db,
    sql`select count(*) as plays, coalesce(sum(p.listened_seconds), 0) as seconds,
          count(*) filter (where p.completed) as completed
        from player_plays p
        join episodes e on e.id = p.episode_id
        join rss_feeds f on f.id = e.feed_id
        where f.user_id = ${scope.userId}
        ${scope.episodeId === null ? sql`` : sql`and e.id = ${scope.episodeId}`}
        ${showFilter(scope)}
        ${scope.since === null ? sql`` : sql`and p.started_at >= ${scope.since.toISOString()}`}`,
  );
  return {
    plays: Number(row?.plays ?? 0),
    listeningSeconds: Number(row?.seconds ?? 0),
    completed: Number(row?.completed ?? 0),
  };
}
