import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { holdLock } from '../../platform/db/locks';
import type { VoiceProvider } from '../../providers/tts/tts';
import type { CatalogueVoice } from './voices.catalogue';
import { voiceCloneConsents, voices } from './voices.schema';

export type VoiceRow = typeof voices.$inferSelect;

/** Inserts or refreshes catalogue voices by option key, in one statement per 500 rows. */
export async function upsertCatalogueVoices(db: Db, rows: readonly CatalogueVoice[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(voices)
      .values(rows.slice(i, i + 500).map((r) => ({ ...r, userId: null })))
      .onConflictDoUpdate({
        target: voices.optionKey,
        set: {
          provider: sql`excluded.provider`,
          providerVoiceId: sql`excluded.provider_voice_id`,
          name: sql`excluded.name`,
          gender: sql`excluded.gender`,
          languageCode: sql`excluded.language_code`,
          voiceType: sql`excluded.voice_type`,
          displayOrder: sql`excluded.display_order`,
        },
      });
  }
}

/** Removes catalogue voices of these providers that are not in `keep` (users' cloned voices stay). */
export async function pruneCatalogueVoices(db: Db, providers: readonly VoiceProvider[], keep: readonly string[]) {
  if (providers.length === 0) return;
  const conditions = [isNull(voices.userId), inArray(voices.provider, [...providers])];
  if (keep.length > 0) conditions.push(notInArray(voices.optionKey, [...keep]));
  await db.delete(voices).where(and(...conditions));
}

/** A catalogue voice, or one of this user's own (a draft too, for its preview): never another user's. */
export async function findVoiceByKey(db: Db, optionKey: string, userId: number | null): Promise<VoiceRow | undefined> {
  const owner = userId === null ? isNull(voices.userId) : or(isNull(voices.userId), eq(voices.userId, userId));
  const [row] = await db
    .select()
    .from(voices)
    .where(and(eq(voices.optionKey, optionKey), owner))
    .limit(1);
  return row;
}

export async function insertUserVoice(db: Db, row: typeof voices.$inferInsert): Promise<VoiceRow> {
  const [inserted] = await db.insert(voices).values(row).returning();
  return inserted as VoiceRow;
}

/** How many catalogue voices of each tier and provider each language has (what this install offers). */
export function countCatalogueVoices(db: Db) {
  return db
    .select({
      voiceType: voices.voiceType,
      provider: voices.provider,
      languageCode: voices.languageCode,
      n: sql<number>`count(*)::int`,
    })
    .from(voices)
    .where(isNull(voices.userId))
    .groupBy(voices.voiceType, voices.provider, voices.languageCode);
}

export function listCatalogueVoices(db: Db) {
  return db.select().from(voices).where(isNull(voices.userId));
}

/**
 * Catalogue voices for a language, plus the caller's own named clones of that language: a clone is stored under its
 * base language (`en`), so it joins every English list (en-IN, en-US, en-GB).
 */
export function findVoices(db: Db, languageCode: string, userId: number | null) {
  const catalogue = and(eq(voices.languageCode, languageCode), isNull(voices.userId));
  const base = languageCode.split('-')[0]?.toLowerCase() ?? languageCode;
  const where =
    userId === null
      ? catalogue
      : or(
          catalogue,
          and(
            eq(voices.userId, userId),
            eq(voices.draft, false),
            or(eq(voices.languageCode, languageCode), eq(voices.languageCode, base)),
          ),
        );
  return db.select().from(voices).where(where).orderBy(asc(voices.displayOrder), asc(voices.id));
}

/**
 * How many clones the user keeps, drafts included: a draft holds a voice at its provider and a stored sample just as a
 * named clone does, and its owner can render with it (the modal deletes a draft it leaves unnamed).
 */
/** Distinct namespace for pg_advisory_xact_lock(int, int): one lock per user's clones, held until the commit. */
const CLONE_LOCK_NAMESPACE = 7_140_011;

/** Serialises one user's clone inserts (the plan's count is checked inside the same transaction). */
export async function lockUserClones(db: Db, userId: number): Promise<void> {
  await holdLock(db, CLONE_LOCK_NAMESPACE, userId);
}

export async function countOwnClones(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(voices).where(eq(voices.userId, userId));
  return Number(row?.n ?? 0);
}

/** The option keys of this user's unnamed clones made before `before`. */
export async function findDraftsBefore(db: Db, userId: number, before: Date): Promise<string[]> {
  const rows = await db
    .select({ optionKey: voices.optionKey })
    .from(voices)
    .where(and(eq(voices.userId, userId), eq(voices.draft, true), lt(voices.createdAt, before)));
  return rows.map((row) => row.optionKey);
}

/** One of this user's own voices (a clone), or undefined: another user's voice is never found. */
export async function findOwnVoice(db: Db, optionKey: string, userId: number): Promise<VoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(voices)
    .where(and(eq(voices.optionKey, optionKey), eq(voices.userId, userId)))
    .limit(1);
  return row;
}

export async function updateOwnVoice(
  db: Db,
  id: number,
  set: Partial<Pick<VoiceRow, 'name' | 'gender' | 'draft' | 'providerVoiceId'>>,
): Promise<VoiceRow> {
  const [row] = await db
    .update(voices)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(voices.id, id))
    .returning();
  return row as VoiceRow;
}

export async function deleteVoiceRow(db: Db, id: number): Promise<void> {
  await db.delete(voices).where(eq(voices.id, id));
}

export type NewConsent = typeof voiceCloneConsents.$inferInsert;
export type ConsentRow = typeof voiceCloneConsents.$inferSelect;

export async function insertConsent(db: Db, row: NewConsent): Promise<void> {
  await db.insert(voiceCloneConsents).values(row);
}

export function findConsents(db: Db, userId: number): Promise<ConsentRow[]> {
  return db.select().from(voiceCloneConsents).where(eq(voiceCloneConsents.userId, userId));
}
