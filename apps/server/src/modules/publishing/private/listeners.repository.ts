import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { rssFeeds } from '../publishing.schema';
import { listenerDownloads, retiredListenerTokens, showListeners } from './private-feeds.schema';

export type ListenerRow = typeof showListeners.$inferSelect;
export type NewListener = typeof showListeners.$inferInsert;
type FeedRow = typeof rssFeeds.$inferSelect;

export async function insertListener(db: DbOrTx, values: NewListener): Promise<ListenerRow> {
  const [row] = await db.insert(showListeners).values(values).returning();
  if (!row) throw new Error('listener insert returned no row');
  return row;
}

export async function countListeners(db: DbOrTx, showId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(showListeners).where(eq(showListeners.showId, showId));
  return row?.n ?? 0;
}

/** A show's listeners, oldest first, each with its download count. */
export function findShowListeners(db: DbOrTx, showId: string) {
  return db
    .select({
      listener: showListeners,
      downloads: sql<number>`(select count(*)::int from ${listenerDownloads} d where d.listener_id = ${showListeners.id})`,
    })
    .from(showListeners)
    .where(eq(showListeners.showId, showId))
    .orderBy(asc(showListeners.createdAt), asc(showListeners.id));
}

/** One listener of one of the user's shows; null for an unknown id or another user's listener (never told apart). */
export async function findUserListener(
  db: DbOrTx,
  userId: number,
  listenerId: string,
): Promise<{ listener: ListenerRow; show: FeedRow } | null> {
  const [row] = await db
    .select({ listener: showListeners, show: rssFeeds })
    .from(showListeners)
    .innerJoin(rssFeeds, eq(rssFeeds.id, showListeners.showId))
    .where(and(eq(showListeners.id, listenerId), eq(rssFeeds.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The listener holding a token (by its hash) and their show. */
export async function findListenerByToken(
  db: Db,
  tokenHash: string,
): Promise<{ listener: ListenerRow; show: FeedRow } | null> {
  const [row] = await db
    .select({ listener: showListeners, show: rssFeeds })
    .from(showListeners)
    .innerJoin(rssFeeds, eq(rssFeeds.id, showListeners.showId))
    .where(eq(showListeners.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function isRetiredToken(db: Db, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: retiredListenerTokens.tokenHash })
    .from(retiredListenerTokens)
    .where(eq(retiredListenerTokens.tokenHash, tokenHash))
    .limit(1);
  return Boolean(row);
}

export async function findListener(db: Db, listenerId: string): Promise<ListenerRow | null> {
  const [row] = await db.select().from(showListeners).where(eq(showListeners.id, listenerId)).limit(1);
  return row ?? null;
}

export async function updateListener(
  db: DbOrTx,
  listenerId: string,
  values: Partial<NewListener>,
): Promise<ListenerRow> {
  const [row] = await db.update(showListeners).set(values).where(eq(showListeners.id, listenerId)).returning();
  if (!row) throw new Error('listener update returned no row');
  return row;
}

export async function retireToken(db: DbOrTx, listenerId: string, tokenHash: string): Promise<void> {
  await db.insert(retiredListenerTokens).values({ tokenHash, listenerId }).onConflictDoNothing();
}

/** Notes a fetch of the personal feed, written at most once a minute per listener. */
export async function noteFetch(db: Db, listenerId: string, at: Date): Promise<void> {
  await db
    .update(showListeners)
    .set({ lastFetchAt: at })
    .where(
      and(
        eq(showListeners.id, listenerId),
        or(isNull(showListeners.lastFetchAt), lt(showListeners.lastFetchAt, new Date(at.getTime() - 60_000))),
      ),
    );
}

/** Counts a download once per listener, episode and UTC day. */
export async function noteListenerDownload(db: Db, listenerId: string, episodeId: number, at: Date): Promise<void> {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  await db.insert(listenerDownloads).values({ listenerId, episodeId, day }).onConflictDoNothing();
}
