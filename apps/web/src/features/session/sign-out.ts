import { API_BASE } from '@podloom/contract';
import { apiConfig, resolveUrl } from '../../api/api-config';
import { useSessionStore } from '../../api/session/session-store';
import { isTokenExpired } from '../../api/session/token';

const LOGOUT_PATH = `${API_BASE}/auth/logout`;
/** Logging out never waits on a slow server for longer than this; the device forgets the session regardless. */
const REVOKE_WAIT_MS = 3_000;

/**
 * Spec 001 §4 "Logout": revoke the refresh token on the server (POST /auth/logout; a failure is only logged), then
 * clear the session, local storage and session storage. Cached server data goes with the session (session-watcher).
 */
export async function signOut(): Promise<void> {
  const { token, refreshToken, logout } = useSessionStore.getState();
  if (refreshToken) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (token && !isTokenExpired(token)) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await fetch(resolveUrl(apiConfig().apiBaseUrl, LOGOUT_PATH), {
        method: 'POST',
        headers,
        body: JSON.stringify({ refresh_token: refreshToken }),
        // The request outlives the page if the user closes it right after.
        keepalive: true,
        signal: AbortSignal.timeout(REVOKE_WAIT_MS),
      });
      if (!response.ok) console.warn(`Sign-out on the server failed with status ${response.status}.`);
    } catch (error) {
      console.warn('Sign-out on the server failed.', error);
    }
  }
  logout();
}
