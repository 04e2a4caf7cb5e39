import { useSessionStore } from '../../api/session/session-store';
import { isTokenExpired, usableToken } from '../../api/session/token';

/**
 * Spec 000 §6 / 001 §6: signed in means a token that is present and not expired. A session that can still renew
 * itself (it holds a refresh token) counts as signed in while the renewal runs; a refused renewal ends it.
 */
export function useSignedIn(): boolean {
  return useSessionStore((s) => isSessionUsable(s.token, s.refreshToken));
}

export function isSessionUsable(token: string | null, refreshToken: string | null): boolean {
  if (!isTokenExpired(token)) return true;
  return usableToken(token) !== null && usableToken(refreshToken) !== null;
}
