import { msUntilExpiry, usableToken } from '../../api/session/token';

/**
 * A session with a refresh token renews itself this long before its access token expires, so a request sent in the
 * last minute never goes out with a token that dies in flight. A shorter-lived token renews at once.
 */
export const RENEW_LEAD_MS = 60_000;
/** After a renewal the server could not answer (offline, 5xx, rate limit), try again this much later. */
export const RENEW_RETRY_MS = 10_000;

export type SessionAction =
  /** Nothing to watch: no session. */
  | { kind: 'none' }
  /** Ask the server for a new access token in `inMs`. */
  | { kind: 'renew'; inMs: number }
  /** Spec 001 §4: log out with 'Session expired. Please log in again.' in `inMs` (0: now). */
  | { kind: 'expire'; inMs: number };

export interface SessionTokens {
  token: string | null | undefined;
  refreshToken: string | null | undefined;
}

/**
 * What the session timer does next (spec 001 §4 "Session", extended for refresh tokens): without a refresh token
 * the session ends when its token expires; with one it renews shortly before, and an expired or unreadable token
 * renews at once rather than ending a session that can still be saved.
 */
export function nextSessionAction({ token, refreshToken }: SessionTokens, nowMs: number = Date.now()): SessionAction {
  const access = usableToken(token);
  if (!access) return { kind: 'none' };
  const left = msUntilExpiry(access, nowMs);
  if (usableToken(refreshToken)) return { kind: 'renew', inMs: Math.max(0, left - RENEW_LEAD_MS) };
  return { kind: 'expire', inMs: left };
}

/**
 * After a renewal the server could not answer: keep the session and try again while its token still works,
 * never later than the moment it expires; once it has expired the session ends.
 */
export function actionAfterUnansweredRenewal(
  token: string | null | undefined,
  nowMs: number = Date.now(),
): SessionAction {
  const left = msUntilExpiry(usableToken(token), nowMs);
  if (left <= 0) return { kind: 'expire', inMs: 0 };
  return { kind: 'renew', inMs: Math.min(RENEW_RETRY_MS, left) };
}
