import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { voices } from '../voices/voices.schema';
import { featureOptions, popularTopics } from './options.schema';

export function findOptions(db: Db, featureKey: string) {
  return db
    .select()
    .from(featureOptions)
    .where(eq(featureOptions.featureKey, featureKey))
    .orderBy(asc(featureOptions.displayOrder), asc(featureOptions.id));
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

export function findPopularTopics(db: Db) {
  return db.select().from(popularTopics).orderBy(asc(popularTopics.ranking), asc(popularTopics.id));
}

export async function optionExists(db: Db, featureKey: string, optionKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: featureOptions.id })
    .from(featureOptions)
    .where(and(eq(featureOptions.featureKey, featureKey), eq(featureOptions.optionKey, optionKey)))
    .limit(1);
  return Boolean(row);
}
