import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { users } from '../auth';
import { apiTokens } from './api-tokens.schema';

export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type NewApiToken = typeof apiTokens.$inferInsert;

export async function insertApiToken(db: DbOrTx, token: NewApiToken): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(token).returning();
  if (!row) throw new Error('api token not inserted');
  return row;
}

/** The user's tokens not revoked, oldest first. */
export function listApiTokens(db: Db, userId: number): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(asc(apiTokens.id));
}

export async function countApiTokens(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
  return row?.n ?? 0;
}

/** The token with this hash and its owner's e-mail, revoked or not (the caller decides). */
export async function findApiTokenByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: apiTokens, email: users.email })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** True when the user's live token was revoked now. */
export async function revokeApiToken(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

export async function touchApiToken(db: Db, id: number, now: Date): Promise<void> {
  await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, id));
}
