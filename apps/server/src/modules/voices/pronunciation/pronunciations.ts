import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { badRequest, notFound } from '../../../platform/http/errors';
import { parseInput } from '../../../platform/http/validation';
import { pronunciations } from '../voices.schema';
import { MAX_PRONUNCIATIONS, type PronunciationEntry, pronunciationInput } from './pronunciation-rules';

export type PronunciationRow = typeof pronunciations.$inferSelect;

/** The pronunciation dictionary: each user's entries, set (added or changed) and deleted. */
export class PronunciationDictionary {
  constructor(private readonly db: Db) {}

  list(userId: number): Promise<PronunciationRow[]> {
    return this.db
      .select()
      .from(pronunciations)
      .where(eq(pronunciations.userId, userId))
      .orderBy(asc(sql`lower(${pronunciations.text})`), asc(pronunciations.language));
  }

  /** What the renderer applies for a user. */
  async entries(userId: number): Promise<PronunciationEntry[]> {
    return (await this.list(userId)).map(({ text, sayAs, language }) => ({ text, sayAs, language }));
  }

  /** Adds an entry, or changes the one with the same word (any case) and language. */
  async set(userId: number, raw: unknown): Promise<PronunciationRow> {
    const input = parseInput(pronunciationInput, raw);
    const same = and(
      eq(pronunciations.userId, userId),
      eq(sql`lower(${pronunciations.text})`, input.text.toLowerCase()),
      eq(pronunciations.language, input.language),
    );
    const [existing] = await this.db.select().from(pronunciations).where(same).limit(1);
    if (existing) {
      const [updated] = await this.db
        .update(pronunciations)
        .set({ text: input.text, sayAs: input.sayAs, updatedAt: new Date() })
        .where(eq(pronunciations.id, existing.id))
        .returning();
      return updated as PronunciationRow;
    }
    const [{ total } = { total: 0 }] = await this.db
      .select({ total: count() })
      .from(pronunciations)
      .where(eq(pronunciations.userId, userId));
    if (total >= MAX_PRONUNCIATIONS) {
      throw badRequest(`Your dictionary holds up to ${MAX_PRONUNCIATIONS} entries. Please delete one first.`);
    }
    const [created] = await this.db
      .insert(pronunciations)
      .values({ userId, text: input.text, sayAs: input.sayAs, language: input.language })
      .returning();
    return created as PronunciationRow;
  }

  /** One of the user's own entries, or "not found" (another user's entry is not theirs to hear). */
  async owned(userId: number, id: number): Promise<PronunciationRow> {
    const [row] = await this.db
      .select()
      .from(pronunciations)
      .where(and(eq(pronunciations.id, id), eq(pronunciations.userId, userId)))
      .limit(1);
    if (!row) throw notFound('We could not find that pronunciation.');
    return row;
  }

  async delete(userId: number, id: number): Promise<void> {
    const removed = await this.db
      .delete(pronunciations)
      .where(and(eq(pronunciations.id, id), eq(pronunciations.userId, userId)))
      .returning({ id: pronunciations.id });
    if (removed.length === 0) throw notFound('We could not find that pronunciation.');
  }
}
