import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AuthenticationResult, AuthUserInfo } from '@podloom/contract';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokenClaims, type TokenService } from '../../platform/auth/tokens';
import type { Db } from '../../platform/db/client';
import type { BillingService } from '../billing';
import {
  findRefreshToken,
  findUserById,
  insertRefreshToken,
  revokeRefreshFamily,
  revokeUserRefreshTokens,
  type User,
  useRefreshToken,
} from './auth.repository';
import type { SessionCheck } from './session-check';

/** A refresh token lives 30 days from its issue; each use replaces it with a fresh one. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedSession {
  user: User;
  accessToken: string;
  refreshToken: string;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function authUserInfo(user: User): AuthUserInfo {
  return {
    user_id: user.id,
    given_name: user.givenName,
    family_name: user.familyName,
    email: user.email,
    phone_number: user.phoneNumber,
    country_code: user.countryCode,
  };
}

export function authenticationResult(session: IssuedSession): AuthenticationResult {
  return {
    AccessToken: session.accessToken,
    RefreshToken: session.refreshToken,
    ExpiresIn: ACCESS_TOKEN_TTL_SECONDS,
    TokenType: 'Bearer',
  };
}

export type RotateResult =
  | { ok: true; session: IssuedSession }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** Access tokens (JWT, 1 hour) and opaque refresh tokens in families (DESIGN §5). */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    /** Billing's answer, carried in the access token's subscription claims. */
    private readonly subscriptions: Pick<BillingService, 'currentSubscription'>,
    /** Told when sessions end, so access tokens naming them stop working at once. */
    private readonly sessionCheck?: Pick<SessionCheck, 'end'>,
  ) {}

  async accessClaims(user: User): Promise<AccessTokenClaims> {
    const subscription = await this.subscriptions.currentSubscription(user.id);
    return {
      user_id: user.id,
      email: user.email,
      given_name: user.givenName,
      family_name: user.familyName,
      client_subscription_id: subscription?.id ?? null,
      subscription_start_date: subscription?.startDate.toISOString() ?? null,
      subscription_expiry: subscription?.endDate.toISOString() ?? null,
    };
  }

  /** A new login starts a new family. */
  start(user: User): Promise<IssuedSession> {
    return this.issue(user, randomUUID());
  }

  /**
   * Rotation: the presented token is marked used and a successor joins its family. Presenting a used token again
   * means it was copied, so the whole family (the thief's and the owner's sessions alike) is revoked.
   */
  async rotate(refreshToken: string, now = new Date()): Promise<RotateResult> {
    const tokenHash = hashRefreshToken(refreshToken);
    const used = await useRefreshToken(this.db, tokenHash, now);
    if (used) {
      const user = await findUserById(this.db, used.userId);
      if (!user) return { ok: false, reason: 'unknown' };
      return { ok: true, session: await this.issue(user, used.familyId) };
    }
    const existing = await findRefreshToken(this.db, tokenHash);
    if (!existing) return { ok: false, reason: 'unknown' };
    if (existing.revokedAt) return { ok: false, reason: 'revoked' };
    if (existing.usedAt) {
      await revokeRefreshFamily(this.db, existing.familyId);
      await this.sessionCheck?.end({ sessionIds: [existing.familyId] });
      return { ok: false, reason: 'reused' };
    }
    return { ok: false, reason: 'expired' };
  }

  /** Ends the session the token belongs to; when `userId` is given the token must be that user's. */
  async revoke(refreshToken: string, userId?: number): Promise<boolean> {
    const existing = await findRefreshToken(this.db, hashRefreshToken(refreshToken));
    if (!existing || (userId !== undefined && existing.userId !== userId)) return false;
    await revokeRefreshFamily(this.db, existing.familyId);
    await this.sessionCheck?.end({ sessionIds: [existing.familyId] });
    return true;
  }

  async revokeAll(userId: number): Promise<number> {
    const revoked = await revokeUserRefreshTokens(this.db, userId);
    await this.sessionCheck?.end({ userId });
    return revoked;
  }

  private async issue(user: User, familyId: string): Promise<IssuedSession> {
    const accessToken = await this.tokens.issue(await this.accessClaims(user), familyId);
    const refreshToken = randomBytes(32).toString('base64url');
    await insertRefreshToken(this.db, {
      userId: user.id,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    return { user, accessToken, refreshToken };
  }
}
