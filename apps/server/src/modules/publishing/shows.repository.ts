import { and, asc, count, desc, eq, inArray, isNotNull, isNull, like, max, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { feedKeys, UUID_PATTERN } from './feed-locations';
import type { FeedRow } from './publishing.repository';
import { episodes, retiredEpisodes, retiredFeeds, rssFeeds, showDestinations } from './publishing.schema';

export type DestinationRow = typeof showDestinations.$inferSelect;
export type RetiredFeedRow = typeof retiredFeeds.$inferSelect;

/** One of the user's shows; null for an unknown id or another user's show (never told apart). */
export async function findUserShow(db: DbOrTx, userId: number, showId: string): Promise<FeedRow | null> {
  if (!UUID_PATTERN.test(showId)) return null;
  const [row] = await db
    .select()
    .from(rssFeeds)
    .where(and(eq(rssFeeds.id, showId), eq(rssFeeds.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The user's show already published to a platform (the oldest such); null when none is. */
export async function findShowPublishedTo(db: DbOrTx, userId: number, platform: string): Promise<FeedRow | null> {
  const [listed] = await db
    .select({ show: rssFeeds })
    .from(showDestinations)
    .innerJoin(rssFeeds, eq(rssFeeds.id, showDestinations.showId))
    .where(and(eq(rssFeeds.userId, userId), eq(showDestinations.platform, platform)))
    .orderBy(asc(showDestinations.createdAt))
    .limit(1);
  return listed?.show ?? null;
}

/**
 * The user's show for a platform, for the spec's per-platform publishing: the one already published there, else
 * the user's only show; null when neither settles it.
 */
export async function findShowForPlatform(db: DbOrTx, userId: number, platform: string): Promise<FeedRow | null> {
  const listed = await findShowPublishedTo(db, userId, platform);
  if (listed) return listed;
  const shows = await db.select().from(rssFeeds).where(eq(rssFeeds.userId, userId)).limit(2);
  return shows.length === 1 ? (shows[0] ?? null) : null;
}

/** The slugs of the user's shows that start with `base`, to pick a free one. */
export async function slugsLike(db: DbOrTx, userId: number, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: rssFeeds.slug })
    .from(rssFeeds)
    .where(and(eq(rssFeeds.userId, userId), or(eq(rssFeeds.slug, base), like(rssFeeds.slug, `${base}-%`))));
  return new Set(rows.map((row) => row.slug));
}

/** Records a directory of the show; one already recorded keeps its date. */
export async function addDestination(db: DbOrTx, showId: string, platform: string): Promise<void> {
  await db.insert(showDestinations).values({ showId, platform }).onConflictDoNothing();
}

export function findDestinations(db: Db, showIds: string[]): Promise<DestinationRow[]> {
  if (showIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(showDestinations)
    .where(inArray(showDestinations.showId, showIds))
    .orderBy(asc(showDestinations.createdAt), asc(showDestinations.platform));
}

/** Published episodes per show. */
export async function publishedCounts(db: DbOrTx, showIds: string[]): Promise<Map<string, number>> {
  if (showIds.length === 0) return new Map();
  const rows = await db
    .select({ showId: episodes.feedId, n: count() })
    .from(episodes)
    .where(and(inArray(episodes.feedId, showIds), isNull(episodes.unpublishedAt)))
    .groupBy(episodes.feedId);
  return new Map(rows.map((row) => [row.showId, Number(row.n)]));
}

/** Which podcasts each show carries and when each was last published there (the Publish modal's default). */
export function showPodcasts(
  db: Db,
  showIds: string[],
): Promise<Array<{ showId: string; podcastId: number | null; at: Date | null }>> {
  if (showIds.length === 0) return Promise.resolve([]);
  return db
    .select({ showId: episodes.feedId, podcastId: episodes.podcastId, at: max(episodes.updatedAt) })
    .from(episodes)
    .where(inArray(episodes.feedId, showIds))
    .groupBy(episodes.feedId, episodes.podcastId);
}

/** A page of the show's published episodes, newest first, and whether another page follows. */
export async function findShowEpisodesPage(db: Db, showId: string, page: number, pageSize: number) {
  const rows = await db
    .select()
    .from(episodes)
    .where(and(eq(episodes.feedId, showId), isNull(episodes.unpublishedAt)))
    .orderBy(desc(episodes.pubDate), desc(episodes.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}

export async function findRetiredFeed(db: Db, feedId: string): Promise<RetiredFeedRow | null> {
  if (!UUID_PATTERN.test(feedId)) return null;
  const [row] = await db.select().from(retiredFeeds).where(eq(retiredFeeds.feedId, feedId)).limit(1);
  return row ?? null;
}

/** The storage folders of the show's episodes kept under another feed's folder (moved in by a merge). */
export async function movedEpisodeFolders(db: DbOrTx, showId: string): Promise<string[]> {
  const rows = await db
    .select({ filesFeedId: episodes.filesFeedId, guid: episodes.guid })
    .from(episodes)
    .where(and(eq(episodes.feedId, showId), isNotNull(episodes.filesFeedId)));
  return rows.map((row) => `${feedKeys.prefix(row.filesFeedId as string)}episodes/${row.guid}/`);
}

/** Deletes the show with its episodes and their history; its feed id is kept as gone (410) from now on. */
export async function retireShow(tx: DbOrTx, show: FeedRow): Promise<void> {
  await tx
    .insert(retiredFeeds)
    .values({ feedId: show.id, movedTo: null, title: show.title })
    .onConflictDoUpdate({ target: retiredFeeds.feedId, set: { movedTo: null } });
  const gone = await tx.select({ episodeId: episodes.id }).from(episodes).where(eq(episodes.feedId, show.id));
  if (gone.length > 0) await tx.insert(retiredEpisodes).values(gone).onConflictDoNothing();
  await tx.delete(rssFeeds).where(eq(rssFeeds.id, show.id));
}

/** Whether the episode belonged to a show that was deleted. */
export async function isEpisodeRetired(db: DbOrTx, episodeId: number): Promise<boolean> {
  const [row] = await db
    .select({ episodeId: retiredEpisodes.episodeId })
    .from(retiredEpisodes)
    .where(eq(retiredEpisodes.episodeId, episodeId))
    .limit(1);
  return row !== undefined;
}
