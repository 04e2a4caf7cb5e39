import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rows } from './analytics.repository';

/** One of the user's shows (a show of someone else's has no analytics for the caller). */
export async function findOwnedShow(
  db: Db,
  userId: number,
  showId: string,
): Promise<{ id: string; title: string } | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(showId)) return null;
  const [row] = await rows<{ id: string; title: string }>(
    db,
    sql`select f.id, f.title from rss_feeds f where f.id = ${showId} and f.user_id = ${userId}`,
  );
  return row ?? null;
}

export interface ShowEpisodeFigures {
  episodeId: number;
  title: string;
  pubDate: string;
  published: boolean;
  totalPlays: number;
  downloads: number;
  playerPlays: number;
}

/** Each episode of the show, newest first, with its listening sessions and downloads and its players' plays. */
export async function showEpisodeFigures(db: Db, showId: string, since: Date | null): Promise<ShowEpisodeFigures[]> {
  const window = since === null ? sql`` : sql`and d.window_start >= ${since.toISOString()}`;
  const started = since === null ? sql`` : sql`and p.started_at >= ${since.toISOString()}`;
  const found = await rows<Record<string, unknown>>(
    db,
    sql`
      select e.id, e.title, e.pub_date, e.unpublished_at is null as published,
        (select count(*) from enclosure_downloads d where d.episode_id = e.id ${window})::int as plays,
        (select count(*) from enclosure_downloads d where d.episode_id = e.id and d.counted_at is not null ${window})::int
          as downloads,
        (select count(*) from player_plays p where p.episode_id = e.id ${started})::int as player_plays
      from episodes e
      where e.feed_id = ${showId}
      order by e.pub_date desc, e.id desc`,
  );
  return found.map((r) => ({
    episodeId: Number(r.id),
    title: String(r.title),
    pubDate: new Date(r.pub_date as string).toISOString(),
    published: Boolean(r.published),
    totalPlays: Number(r.plays),
    downloads: Number(r.downloads),
    playerPlays: Number(r.player_plays),
  }));
}
