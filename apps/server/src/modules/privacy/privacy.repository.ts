import { and, asc, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import {
  clientSubscriptions,
  clips,
  editorProjects,
  enclosureDownloads,
  episodes,
  invoices,
  music,
  paymentOrders,
  paymentTransactions,
  playerPlays,
  podcasts,
  rssFeeds,
  series,
  seriesRuns,
  showListeners,
  sources,
  users,
  voiceCloneConsents,
  voices,
} from '../schema';
import { type DataExportRow, dataExports } from './privacy.schema';

export type { DataExportRow };

/** Adds an export, or answers null when the user has one queued or running (the partial unique index says so). */
export async function insertExport(db: DbOrTx, id: string, userId: number): Promise<DataExportRow | null> {
  const rows = await db.insert(dataExports).values({ id, userId }).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findExport(db: Db, id: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row ?? null;
}

export function listExports(db: Db, userId: number): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(20);
}

export async function updateExport(db: Db, id: string, values: Partial<DataExportRow>): Promise<void> {
  await db.update(dataExports).set(values).where(eq(dataExports.id, id));
}

/** Ready exports whose link has run out: their files are deleted and they are marked expired. */
export function findExpiredExports(db: Db, now: Date): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), isNotNull(dataExports.expiresAt), lt(dataExports.expiresAt, now)));
}

/** The account as the user gave it: everything but the password hash. */
export async function findProfile(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return null;
  const { passwordHash: _hidden, ...profile } = row;
  return { ...profile, signsInWithPassword: row.passwordHash !== null };
}

export function findPodcasts(db: Db, userId: number) {
  return db.select().from(podcasts).where(eq(podcasts.userId, userId)).orderBy(asc(podcasts.id));
}

/** The source library: each source with its extracted text, as scripts used it. */
export function findSources(db: Db, userId: number) {
  return db.select().from(sources).where(eq(sources.userId, userId)).orderBy(asc(sources.id));
}

export function findClips(db: Db, userId: number) {
  return db.select().from(clips).where(eq(clips.userId, userId)).orderBy(asc(clips.id));
}

/** Each series with its runs (what it watches, when it runs, and what each run made). */
export async function findSeries(db: Db, userId: number) {
  const rows = await db.select().from(series).where(eq(series.userId, userId)).orderBy(asc(series.id));
  const runs = await db.select().from(seriesRuns).where(eq(seriesRuns.userId, userId)).orderBy(asc(seriesRuns.id));
  return rows.map((row) => ({ ...row, runs: runs.filter((run) => run.seriesId === row.id) }));
}

export function findEditorProjects(db: Db, userId: number) {
  return db.select().from(editorProjects).where(eq(editorProjects.userId, userId)).orderBy(asc(editorProjects.id));
}

export function findShows(db: Db, userId: number) {
  return db.select().from(rssFeeds).where(eq(rssFeeds.userId, userId)).orderBy(asc(rssFeeds.createdAt));
}

export async function findEpisodes(db: Db, feedIds: string[]) {
  if (feedIds.length === 0) return [];
  return db.select().from(episodes).where(inArray(episodes.feedId, feedIds)).orderBy(asc(episodes.id));
}

/** A private show's listeners as the creator entered them (never their tokens). */
export function findShowListeners(db: Db, showId: string) {
  return db
    .select({
      id: showListeners.id,
      name: showListeners.name,
      email: showListeners.email,
      createdAt: showListeners.createdAt,
      lastFetchAt: showListeners.lastFetchAt,
      revokedAt: showListeners.revokedAt,
    })
    .from(showListeners)
    .where(eq(showListeners.showId, showId))
    .orderBy(asc(showListeners.createdAt));
}

export function findMusic(db: Db, userId: number) {
  return db.select().from(music).where(eq(music.userId, userId)).orderBy(asc(music.id));
}

export async function findClonedVoices(db: Db, userId: number) {
  const cloned = await db.select().from(voices).where(eq(voices.userId, userId)).orderBy(asc(voices.id));
  const consents = await db
    .select()
    .from(voiceCloneConsents)
    .where(eq(voiceCloneConsents.userId, userId))
    .orderBy(asc(voiceCloneConsents.id));
  return { cloned, consents };
}

/** Subscriptions, orders and payments; the gateway's raw replies stay out (they are the gateway's, not the user's). */
export async function findPayments(db: Db, userId: number) {
  const subscriptions = await db.select().from(clientSubscriptions).where(eq(clientSubscriptions.userId, userId));
  const orders = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId));
  const transactions = (
    await db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, userId))
      .orderBy(asc(paymentTransactions.id))
  ).map(({ gatewayMetadata: _raw, ...rest }) => rest);
  const invoiceRows = await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.id));
  return {
    subscriptions,
    // The gateway's checkout session is the gateway's handle, not the user's data.
    orders: orders.map(({ paymentSessionId: _session, ...rest }) => rest),
    transactions,
    invoices: invoiceRows,
  };
}

/** Per episode: counted downloads (IAB v2.2), by app and country, and our players' plays. */
export async function findEpisodeAnalytics(db: Db, episodeIds: number[]) {
  if (episodeIds.length === 0) return { downloads: [], plays: [] };
  const downloads = await db
    .select({
      episodeId: enclosureDownloads.episodeId,
      app: enclosureDownloads.app,
      country: enclosureDownloads.country,
      downloads: count(),
    })
    .from(enclosureDownloads)
    .where(and(inArray(enclosureDownloads.episodeId, episodeIds), isNotNull(enclosureDownloads.countedAt)))
    .groupBy(enclosureDownloads.episodeId, enclosureDownloads.app, enclosureDownloads.country);
  const plays = await db
    .select({
      episodeId: playerPlays.episodeId,
      plays: count(),
      completed: sql<number>`count(*) filter (where ${playerPlays.completed})`.mapWith(Number),
      listenedSeconds: sql<number>`coalesce(sum(${playerPlays.listenedSeconds}), 0)`.mapWith(Number),
    })
    .from(playerPlays)
    .where(inArray(playerPlays.episodeId, episodeIds))
    .groupBy(playerPlays.episodeId);
  return { downloads, plays };
}
