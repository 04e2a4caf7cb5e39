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
}

export class TokenService {
  constructor(private readonly secret: Uint8Array) {}

  async issue(claims: AccessTokenClaims, now = Date.now()): Promise<string> {
    const issuedAt = Math.floor(now / 1000);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.user_id))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.secret);
  }

  /** The token decides who the user is; anything malformed, forged or expired is no one. */
  async verify(token: string): Promise<AuthUser | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      const userId = payload.user_id;
      if (typeof userId !== 'number' || !Number.isInteger(userId) || typeof payload.email !== 'string') return null;
      return { userId, email: payload.email };
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
