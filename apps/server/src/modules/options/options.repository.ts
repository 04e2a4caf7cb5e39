import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { featureOptions, popularTopics } from './options.schema';

export function findOptions(db: Db, featureKey: string) {
  return db
    .select()
    .from(featureOptions)
    .where(eq(featureOptions.featureKey, featureKey))
    .orderBy(asc(featureOptions.displayOrder), asc(featureOptions.id));
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
