import { and, desc, eq, isNotNull, isNull, lte, max, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { episodes, rssFeeds } from './publishing.schema';

/** The directory a show was first published to, for the spec's per-platform episode answers; '' when none yet. */
const firstPlatform = sql<string>`coalesce((select d.platform from show_destinations d
  where d.show_id = ${rssFeeds.id} order by d.created_at, d.platform limit 1), '')`;

/** Out on the feed and the public pages: neither unpublished nor waiting for its scheduled release. */
export const isLive = () => and(isNull(episodes.unpublishedAt), isNull(episodes.scheduledAt));

/** A show anyone may read: a private one's feed, pages and sitemap entries are absent. */
export const isPublicShow = () => eq(rssFeeds.visibility, 'public');

export type FeedRow = typeof rssFeeds.$inferSelect;
export type NewFeed = typeof rssFeeds.$inferInsert;
export type EpisodeRow = typeof episodes.$inferSelect;
export type NewEpisode = typeof episodes.$inferInsert;

export async function findFeed(db: Db, feedId: string): Promise<FeedRow | null> {
  const [row] = await db.select().from(rssFeeds).where(eq(rssFeeds.id, feedId)).limit(1);
  return row ?? null;
}

/** The user's shows, newest first. */
export function findUserFeeds(db: Db, userId: number): Promise<FeedRow[]> {
  return db
    .select()
    .from(rssFeeds)
    .where(eq(rssFeeds.userId, userId))
    .orderBy(desc(rssFeeds.createdAt), desc(rssFeeds.id));
}

/** A new show; null when the user already has one with its slug. */
export async function insertFeed(db: DbOrTx, values: NewFeed): Promise<FeedRow | null> {
  const [inserted] = await db.insert(rssFeeds).values(values).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function updateFeed(db: DbOrTx, feedId: string, values: Partial<NewFeed>): Promise<FeedRow> {
  const [row] = await db
    .update(rssFeeds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(rssFeeds.id, feedId))
    .returning();
  if (!row) throw new Error('feed update returned no row');
  return row;
}

/** The feed's published episodes (an unpublished one is off the feed and the public pages). */
export function findFeedEpisodes(db: Db, feedId: string): Promise<EpisodeRow[]> {
  return db
    .select()
    .from(episodes)
    .where(and(eq(episodes.feedId, feedId), isLive()))
    .orderBy(desc(episodes.pubDate), desc(episodes.id));
}

/** One of the user's episodes, its show's first directory and its show's visibility. */
export type UserEpisode = { episode: EpisodeRow; platform: string; visibility: FeedRow['visibility'] };

/** Every published episode of the user's shows, newest first, with the show's first directory. */
export function findUserEpisodes(db: Db, userId: number): Promise<Array<UserEpisode>> {
  return db
    .select({ episode: episodes, platform: firstPlatform, visibility: rssFeeds.visibility })
    .from(episodes)
    .innerJoin(rssFeeds, eq(rssFeeds.id, episodes.feedId))
    .where(and(eq(rssFeeds.userId, userId), isNull(episodes.unpublishedAt)))
    .orderBy(desc(episodes.pubDate), desc(episodes.id));
}

/** One of the user's episodes (published or not) with its show's first directory. */
export async function findUserEpisode(db: DbOrTx, userId: number, episodeId: number): Promise<UserEpisode | null> {
  const [row] = await db
    .select({ episode: episodes, platform: firstPlatform, visibility: rssFeeds.visibility })
    .from(episodes)
    .innerJoin(rssFeeds, eq(rssFeeds.id, episodes.feedId))
    .where(and(eq(rssFeeds.userId, userId), eq(episodes.id, episodeId)))
    .limit(1);
  return row ?? null;
}

/** An episode with whether its show is private (its files then need a listener's signature). */
export async function findServedEpisode(
  db: Db,
  episodeId: number,
): Promise<{ row: EpisodeRow; isPrivate: boolean } | null> {
  const [found] = await db
    .select({ row: episodes, visibility: rssFeeds.visibility })
    .from(episodes)
    .innerJoin(rssFeeds, eq(rssFeeds.id, episodes.feedId))
    .where(eq(episodes.id, episodeId))
    .limit(1);
  return found ? { row: found.row, isPrivate: found.visibility === 'private' } : null;
}

export async function findFeedPodcastEpisode(
  db: DbOrTx,
  feedId: string,
  podcastId: number,
): Promise<EpisodeRow | null> {
  const [row] = await db
    .select()
    .from(episodes)
    .where(and(eq(episodes.feedId, feedId), eq(episodes.podcastId, podcastId)))
    .limit(1);
  return row ?? null;
}

export async function highestEpisodeNumber(db: DbOrTx, feedId: string): Promise<number> {
  const [row] = await db
    .select({ value: max(episodes.episodeNumber) })
    .from(episodes)
    .where(eq(episodes.feedId, feedId));
  return row?.value ?? 0;
}

export async function insertEpisode(db: DbOrTx, values: NewEpisode): Promise<EpisodeRow> {
  const [row] = await db.insert(episodes).values(values).returning();
  if (!row) throw new Error('episode insert returned no row');
  return row;
}

export async function updateEpisode(db: DbOrTx, episodeId: number, values: Partial<NewEpisode>): Promise<EpisodeRow> {
  const [row] = await db
    .update(episodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(episodes.id, episodeId))
    .returning();
  if (!row) throw new Error('episode update returned no row');
  return row;
}

/** A published episode of a public show and its feed, for the public pages; null for any other. */
export async function findPublicEpisode(
  db: Db,
  episodeId: number,
): Promise<{ episode: EpisodeRow; feed: FeedRow } | null> {
  const [row] = await db
    .select({ episode: episodes, feed: rssFeeds })
    .from(episodes)
    .innerJoin(rssFeeds, eq(rssFeeds.id, episodes.feedId))
    .where(and(eq(episodes.id, episodeId), isLive(), isPublicShow()))
    .limit(1);
  return row ?? null;
}

/** Every published episode with its feed id, for the sitemap. */
export function findPublishedEpisodeIds(db: Db): Promise<Array<{ id: number; feedId: string; updatedAt: Date }>> {
  return db
    .select({ id: episodes.id, feedId: episodes.feedId, updatedAt: episodes.updatedAt })
    .from(episodes)
    .innerJoin(rssFeeds, eq(rssFeeds.id, episodes.feedId))
    .where(and(isLive(), isPublicShow()))
    .orderBy(episodes.id);
}

/**
 * Every feed with a published episode and when its newest change was, for the sitemap. A feed with none is a
 * draft its creator is still filling in, so it is never announced (its URL is an unguessable id until its owner
 * hands it to a directory).
 */
export async function findPublishedFeeds(db: Db): Promise<Array<{ feedId: string; lastmod: Date }>> {
  const rows = await db
    .select({ feedId: episodes.feedId, lastmod: max(episodes.updatedAt) })
    .from(episodes)
    .innerJoin(rssFeeds, eq(rssFeeds.id, episodes.feedId))
    .where(and(isLive(), isPublicShow()))
    .groupBy(episodes.feedId)
    .orderBy(episodes.feedId);
  return rows.map((row) => ({ feedId: row.feedId, lastmod: row.lastmod ?? new Date(0) }));
}

/**
 * Clears the schedule of every episode due at `at` and answers them: one statement, so however many processes
 * sweep at once, each episode is released once (a second sweep finds its row no longer scheduled).
 */
export function releaseDueEpisodes(
  tx: DbOrTx,
  at: Date,
): Promise<Array<{ id: number; feedId: string; podcastId: number | null; title: string; guid: string }>> {
  return tx
    .update(episodes)
    .set({ scheduledAt: null, updatedAt: at })
    .where(and(isNotNull(episodes.scheduledAt), lte(episodes.scheduledAt, at)))
    .returning({
      id: episodes.id,
      feedId: episodes.feedId,
      podcastId: episodes.podcastId,
      title: episodes.title,
      guid: episodes.guid,
    });
}

/** The shows a podcast is published on (whatever the episode's state): their feeds change with its soundbites. */
export async function findFeedsOfPodcast(db: DbOrTx, podcastId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ feedId: episodes.feedId })
    .from(episodes)
    .where(eq(episodes.podcastId, podcastId));
  return rows.map((row) => row.feedId);
}

/** The stored cover of the show a podcast was last published on, or null (none, or a cover given by address). */
export async function findPodcastArtwork(db: DbOrTx, podcastId: number): Promise<string | null> {
  const [row] = await db
    .select({ imagePath: rssFeeds.imagePath })
    .from(episodes)
    .innerJoin(rssFeeds, eq(rssFeeds.id, episodes.feedId))
    .where(and(eq(episodes.podcastId, podcastId), isNotNull(rssFeeds.imagePath)))
    .orderBy(desc(episodes.pubDate))
    .limit(1);
  return row?.imagePath ?? null;
}
