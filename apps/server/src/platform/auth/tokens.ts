import { jwtVerify, SignJWT } from 'jose';

/** Access tokens live one hour (DESIGN §5). */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

export interface AccessTokenClaims {
  user_id: number;
  email: string;
  given_name: string;
  family_name: string;
  client_subscription_id: number | null;
  subscription_start_date: string | null;
  subscription_expiry: string | null;
}

export interface AuthUser {
  userId: number;
  email: string;
  /** Set when a personal API token (not a browser session) speaks for the user: which token, and what it may do. */
  apiToken?: { id: number; scopes: readonly string[] };
}

/** A verified token also names its session: the refresh-token family it was issued with (so ending a session ends its access tokens at once). */
export interface VerifiedAccess extends AuthUser {
  sessionId: string;
}

/** Session ids are refresh-token family ids, which are UUIDs. */
const SESSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class TokenService {
  constructor(private readonly secret: Uint8Array) {}

  async issue(claims: AccessTokenClaims, sessionId: string, now = Date.now()): Promise<string> {
    const issuedAt = Math.floor(now / 1000);
    return new SignJWT({ ...claims, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.user_id))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.secret);
  }

  /**
   * The signature decides who the token speaks for; anything malformed, forged, expired, without an expiry or
   * without a session is no one. Whether the session still lives is the session check's question.
   */
  async verify(token: string): Promise<VerifiedAccess | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sid'],
      });
      const { user_id: userId, email, sid } = payload;
      if (typeof userId !== 'number' || !Number.isInteger(userId) || typeof email !== 'string') return null;
      if (typeof sid !== 'string' || !SESSION_ID_PATTERN.test(sid)) return null;
      return { userId, email, sessionId: sid };
    } catch {
      return null;
    }
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = match?.[1]?.trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}
