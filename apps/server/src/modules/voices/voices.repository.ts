import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { VoiceProvider } from '../../providers/tts/tts';
import type { CatalogueVoice } from './voices.catalogue';
import { voices } from './voices.schema';

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

/** A catalogue voice, or one of this user's own. */
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

export function listCatalogueVoices(db: Db) {
  return db.select().from(voices).where(isNull(voices.userId));
}

/** Catalogue voices for a language, plus the caller's own cloned voices. */
export function findVoices(db: Db, languageCode: string, userId: number | null) {
  const owner = userId === null ? isNull(voices.userId) : or(isNull(voices.userId), eq(voices.userId, userId));
  return db
    .select()
    .from(voices)
    .where(and(eq(voices.languageCode, languageCode), owner))
    .orderBy(asc(voices.displayOrder), asc(voices.id));
}
