/** Claims the access token carries (DESIGN §5; spec 001 §3 "Token claims read"). */
export interface TokenClaims {
  user_id?: number;
  exp?: number;
  email?: string;
  given_name?: string;
  family_name?: string;
  client_subscription_id?: number | null;
  subscription_start_date?: string | null;
  subscription_expiry?: string | null;
  [claim: string]: unknown;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  // Names in claims may be any script: decode the bytes as UTF-8, not Latin-1.
  return new TextDecoder().decode(bytes);
}

/** The token's claims, or null when it is not a decodable JWT. The signature is the server's business. */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/**
 * Spec 001 §5 "Token validity": expired if missing, not three dot-separated parts, without an expiry claim,
 * or with an expiry at or before now.
 */
export function isTokenExpired(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  const exp = decodeToken(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return exp * 1000 <= nowMs;
}

/** Milliseconds until the token expires (0 when it already has, or cannot be read). */
export function msUntilExpiry(token: string | null | undefined, nowMs: number = Date.now()): number {
  const exp = decodeToken(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return 0;
  return Math.max(0, exp * 1000 - nowMs);
}

/** Spec 000 §7: a token is sent only when present and not the text "null". */
export function usableToken(token: string | null | undefined): string | null {
  return token && token !== 'null' ? token : null;
}
