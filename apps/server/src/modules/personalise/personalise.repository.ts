import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { type PersonalisationAnswerMap, personalisationAnswerMap, personalisationAnswers } from './personalise.schema';

export interface PersonalisationRow {
  answers: PersonalisationAnswerMap;
  updatedAt: Date;
}

export async function findPersonalisation(db: Db, userId: number): Promise<PersonalisationRow | null> {
  const [row] = await db
    .select({ answers: personalisationAnswers.answers, updatedAt: personalisationAnswers.updatedAt })
    .from(personalisationAnswers)
    .where(eq(personalisationAnswers.userId, userId));
  if (!row) return null;
  const parsed = personalisationAnswerMap.safeParse(row.answers);
  if (!parsed.success)
    throw new Error(`personalisation of user ${userId} has an unknown shape: ${parsed.error.message}`);
  return { answers: parsed.data, updatedAt: row.updatedAt };
}

/**
 * One row per user: the first save inserts it, later ones merge the keys given into the stored ones in one statement
 * (so an autosave of the form and an upload landing at the same moment keep each other's part).
 */
export async function mergePersonalisation(db: Db, userId: number, patch: PersonalisationAnswerMap): Promise<void> {
  await db
    .insert(personalisationAnswers)
    .values({ userId, answers: patch, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: personalisationAnswers.userId,
      set: { answers: sql`${personalisationAnswers.answers} || excluded.answers`, updatedAt: new Date() },
    });
}
