import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { authCodes, geolocationLogs, refreshTokens, users } from './auth.schema';
import type { AuthCodePurpose } from './codes';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AuthCode = typeof authCodes.$inferSelect;
export type RefreshToken = typeof refreshTokens.$inferSelect;
export type GeolocationLog = typeof geolocationLogs.$inferSelect;

// ---- users ----

export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByGoogleSubject(db: Db, subject: string): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
  return row ?? null;
}

/** Null when the e-mail (or Google subject) is already taken: the unique index decides, not a prior read. */
export async function insertUser(db: Db, user: NewUser): Promise<User | null> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateUser(
  db: Db,
  id: number,
  patch: Partial<
    Pick<
      NewUser,
      | 'passwordHash'
      | 'givenName'
      | 'familyName'
      | 'confirmedAt'
      | 'googleSubject'
      | 'isCompany'
      | 'accountType'
      | 'companyName'
      | 'designation'
      | 'country'
      | 'state'
    >
  >,
): Promise<User | null> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/**
 * Links a Google subject only while the account has none, so two sign-ins cannot both claim it. A verified Google
 * e-mail proves the mailbox, so the account is confirmed; a password set before anyone proved the mailbox may be a
 * squatter's, so an unconfirmed account loses it.
 */
export async function linkGoogleSubject(db: Db, id: number, subject: string): Promise<User | null> {
  const [row] = await db
    .update(users)
    .set({
      googleSubject: subject,
      passwordHash: sql`case when ${users.confirmedAt} is null then null else ${users.passwordHash} end`,
      confirmedAt: sql`coalesce(${users.confirmedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, id), isNull(users.googleSubject)))
    .returning();
  return row ?? null;
}

// ---- confirmation and reset codes ----

/** A new code replaces every earlier one of the same purpose. */
export async function replaceAuthCode(
  db: Db,
  code: { userId: number; purpose: AuthCodePurpose; codeHash: string; expiresAt: Date },
): Promise<AuthCode> {
  return db.transaction(async (tx) => {
    await tx
      .update(authCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(authCodes.userId, code.userId), eq(authCodes.purpose, code.purpose), isNull(authCodes.consumedAt)));
    const [row] = await tx.insert(authCodes).values(code).returning();
    if (!row) throw new Error('auth code insert returned no row');
    return row;
  });
}

export async function findLatestAuthCode(db: Db, userId: number, purpose: AuthCodePurpose): Promise<AuthCode | null> {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose), isNull(authCodes.consumedAt)))
    .orderBy(desc(authCodes.id))
    .limit(1);
  return row ?? null;
}

/** Counts one try, atomically; null when the code has no tries left or is already used. */
export async function claimAuthCodeAttempt(db: Db, id: number, maxAttempts: number): Promise<number | null> {
  const [row] = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(and(eq(authCodes.id, id), lt(authCodes.attempts, maxAttempts), isNull(authCodes.consumedAt)))
    .returning({ attempts: authCodes.attempts });
  return row?.attempts ?? null;
}

/** Single use: only one caller can consume a code. */
export async function consumeAuthCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(authCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(authCodes.id, id), isNull(authCodes.consumedAt)))
    .returning({ id: authCodes.id });
  return rows.length === 1;
}

// ---- refresh tokens ----

export async function insertRefreshToken(
  db: Db,
  token: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<RefreshToken> {
  const [row] = await db.insert(refreshTokens).values(token).returning();
  if (!row) throw new Error('refresh token insert returned no row');
  return row;
}

/** Marks a live token used, atomically: of two requests with the same token only one rotates it. */
export async function useRefreshToken(db: Db, tokenHash: string, now: Date): Promise<RefreshToken | null> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshToken | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** A session (a refresh-token family) lives while one of its tokens is unrevoked; a deleted user has none. */
export async function isSessionLive(db: Db, familyId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return row !== undefined;
}

export async function revokeRefreshFamily(db: Db, familyId: string): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

export async function revokeUserRefreshTokens(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/**
 * Deletes confirmation, reset and deletion codes and refresh tokens that expired before `before`: none can be used
 * again, and a session's access token (an hour) never outlives its newest refresh token (30 days). Answers how many
 * of each went.
 */
export async function deleteExpiredCredentials(db: Db, before: Date): Promise<{ codes: number; tokens: number }> {
  const codes = await db.delete(authCodes).where(lt(authCodes.expiresAt, before)).returning({ id: authCodes.id });
  const tokens = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, before))
    .returning({ id: refreshTokens.id });
  return { codes: codes.length, tokens: tokens.length };
}

// ---- geolocation log ----

export async function insertGeolocationLog(
  db: Db,
  log: { userId: number; ipAddress: string; userAgent: string; sourceEvent: string },
): Promise<GeolocationLog> {
  const [row] = await db.insert(geolocationLogs).values(log).returning();
  if (!row) throw new Error('geolocation log insert returned no row');
  return row;
}

export async function findRecentGeolocationLog(
  db: Db,
  log: { userId: number; ipAddress: string; userAgent: string; sourceEvent: string },
  since: Date,
): Promise<GeolocationLog | null> {
  const [row] = await db
    .select()
    .from(geolocationLogs)
    .where(
      and(
        eq(geolocationLogs.userId, log.userId),
        eq(geolocationLogs.ipAddress, log.ipAddress),
        eq(geolocationLogs.userAgent, log.userAgent),
        eq(geolocationLogs.sourceEvent, log.sourceEvent),
        gt(geolocationLogs.createdAt, since),
      ),
    )
    .orderBy(desc(geolocationLogs.id))
    .limit(1);
  return row ?? null;
}
