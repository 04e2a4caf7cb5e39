import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import {
  apiTokens,
  authCodes,
  editorProjects,
  generationJobs,
  geolocationLogs,
  invoices,
  music,
  paymentOrders,
  personalisationAnswers,
  podcasts,
  refreshTokens,
  rssFeeds,
  series,
  supportTickets,
  usage,
  usageRenders,
  users,
  voiceCloneConsents,
  voices,
  webhookEndpoints,
} from '../schema';
import { type AccountDeletionRow, accountDeletions, type DeletionStep, dataExports } from './privacy.schema';

export type { AccountDeletionRow };

export async function findUser(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Starts a deletion once: a second request for the same account answers the deletion already under way. */
export async function insertDeletion(tx: DbOrTx, id: string, userId: number): Promise<AccountDeletionRow> {
  await tx.insert(accountDeletions).values({ id, userId }).onConflictDoNothing();
  const [row] = await tx.select().from(accountDeletions).where(eq(accountDeletions.userId, userId));
  return row as AccountDeletionRow;
}

export async function findDeletion(db: Db, id: string): Promise<AccountDeletionRow | null> {
  const [row] = await db.select().from(accountDeletions).where(eq(accountDeletions.id, id)).limit(1);
  return row ?? null;
}

export function findUnfinishedDeletions(db: Db): Promise<AccountDeletionRow[]> {
  return db.select().from(accountDeletions).where(isNull(accountDeletions.finishedAt));
}

export async function setDeletionStep(db: Db, id: string, step: DeletionStep, finishedAt?: Date): Promise<void> {
  await db
    .update(accountDeletions)
    .set({ step, ...(finishedAt ? { finishedAt } : {}) })
    .where(eq(accountDeletions.id, id));
}

/**
 * The person leaves the account row at once: no e-mail (it can sign up again), no password, no Google link, no
 * name, phone or company. What stays is the id the kept invoices and payments point at.
 */
export async function anonymiseUser(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      passwordHash: null,
      googleSubject: null,
      givenName: '',
      familyName: '',
      phoneNumber: null,
      countryCode: null,
      confirmedAt: null,
      accountType: null,
      companyName: null,
      designation: null,
      country: null,
      state: null,
    })
    .where(eq(users.id, userId));
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  // Nothing speaks for the account any more: its API tokens stop at once, and no webhook is sent for it again.
  await tx
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
  // Nor does a series run for it again (its runs and remembered items go with it).
  await tx.delete(series).where(eq(series.userId, userId));
}

export async function podcastIdsOf(db: Db, userId: number): Promise<number[]> {
  return (await db.select({ id: podcasts.id }).from(podcasts).where(eq(podcasts.userId, userId))).map((r) => r.id);
}

export async function showIdsOf(db: Db, userId: number): Promise<string[]> {
  return (await db.select({ id: rssFeeds.id }).from(rssFeeds).where(eq(rssFeeds.userId, userId))).map((r) => r.id);
}

export async function clonedVoiceKeysOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ key: voices.optionKey })
    .from(voices)
    .where(and(eq(voices.userId, userId), eq(voices.voiceType, 'Custom')));
  return rows.map((r) => r.key);
}

export async function invoicePathsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ path: invoices.storagePath }).from(invoices).where(eq(invoices.userId, userId));
  return rows.map((r) => r.path);
}

/**
 * Deletes every row of the person, and detaches the kept payment records from them (orders lose the name, e-mail
 * and phone typed at checkout). Invoices, transactions and subscriptions stay, as tax law requires.
 */
export async function deletePersonalRows(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(podcasts).where(eq(podcasts.userId, userId));
  await tx.delete(generationJobs).where(eq(generationJobs.userId, userId));
  await tx.delete(rssFeeds).where(eq(rssFeeds.userId, userId));
  await tx.delete(editorProjects).where(eq(editorProjects.userId, userId));
  await tx.delete(music).where(eq(music.userId, userId));
  await tx.delete(voices).where(eq(voices.userId, userId));
  await tx.delete(voiceCloneConsents).where(eq(voiceCloneConsents.userId, userId));
  await tx.delete(personalisationAnswers).where(eq(personalisationAnswers.userId, userId));
  await tx.delete(supportTickets).where(eq(supportTickets.userId, userId));
  await tx.delete(authCodes).where(eq(authCodes.userId, userId));
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await tx.delete(geolocationLogs).where(eq(geolocationLogs.userId, userId));
  await tx.delete(usage).where(eq(usage.userId, userId));
  await tx.delete(usageRenders).where(eq(usageRenders.userId, userId));
  await tx.delete(dataExports).where(eq(dataExports.userId, userId));
  await tx
    .update(paymentOrders)
    .set({ customerName: '', customerEmail: '', customerPhone: null })
    .where(eq(paymentOrders.userId, userId));
}

/** Stops queued or running exports of the person (their files go with the rest). */
export async function failLiveExports(db: Db, userId: number): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'failed', error: 'The account was deleted.' })
    .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['queued', 'running'])));
}
