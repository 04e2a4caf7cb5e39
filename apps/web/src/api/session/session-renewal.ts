import { API_BASE, type AuthUserInfo, type LoginResponse, MESSAGES } from '@podloom/contract';
import { toast } from '../../ui/toast/toast-store';
import { apiConfig, resolveUrl } from '../api-config';
import { readStoredSession, type SessionUser, useSessionStore } from './session-store';
import { isTokenExpired } from './token';

const REFRESH_PATH = `${API_BASE}/auth/refresh`;
/** One renewal at a time across every tab of this browser (Web Locks), where the browser offers it. */
const RENEWAL_LOCK = 'podloom-session-renewal';

/**
 * - `renewed`: the session holds a fresh access token;
 * - `rejected`: the server refused the refresh token, so the session has ended (logged out, 'Session expired');
 * - `unavailable`: the server could not be asked (offline, 5xx, rate limited); the session is left as it was.
 */
export type RenewalResult = 'renewed' | 'rejected' | 'unavailable';

/** The session user as a login or a renewal answers it (spec 001 §3). */
export function sessionUserFrom(user: AuthUserInfo): SessionUser {
  return {
    given_name: user.given_name,
    family_name: user.family_name,
    email: user.email,
    phone: user.phone_number ?? null,
  };
}

let inFlight: Promise<RenewalResult> | null = null;

/**
 * POST /auth/refresh with the session's refresh token and keep the rotated pair (DESIGN §5). Callers that ask while
 * a renewal runs share it: refresh tokens are single-use, so two renewals with one token would revoke the session.
 */
export function renewSession(): Promise<RenewalResult> {
  inFlight ??= withRenewalLock(renewOnce).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function withRenewalLock(task: () => Promise<RenewalResult>): Promise<RenewalResult> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request(RENEWAL_LOCK, task);
}

async function renewOnce(): Promise<RenewalResult> {
  const session = useSessionStore.getState();
  const presented = session.refreshToken;
  if (!presented) return 'rejected';

  // Another tab may have renewed while this one waited for the lock: the token we hold is used up, and presenting it
  // again would look like theft and revoke the whole family. Take that tab's session instead.
  const stored = readStoredSession();
  if (stored?.token && stored.refreshToken && stored.refreshToken !== presented && !isTokenExpired(stored.token)) {
    session.renew(stored.token, stored.refreshToken, stored.user);
    return 'renewed';
  }

  let response: Response;
  try {
    response = await fetch(resolveUrl(apiConfig().apiBaseUrl, REFRESH_PATH), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh_token: presented }),
    });
  } catch {
    return 'unavailable';
  }
  // The session changed while the request was out: ended here (do not bring it back) or taken from another tab.
  const now = useSessionStore.getState();
  if (now.refreshToken !== presented) return now.token && !isTokenExpired(now.token) ? 'renewed' : 'rejected';

  if (response.ok) {
    const body = (await response.json().catch(() => null)) as LoginResponse | null;
    const result = body?.detail?.data?.AuthenticationResult;
    if (!result?.AccessToken || !result.RefreshToken) return 'unavailable';
    const user = body?.detail.data?.user;
    useSessionStore.getState().renew(result.AccessToken, result.RefreshToken, user ? sessionUserFrom(user) : null);
    return 'renewed';
  }
  if (response.status === 400 || response.status === 401 || response.status === 403) {
    endExpiredSession();
    return 'rejected';
  }
  return 'unavailable';
}

/** Spec 001 §4: the session is over; say so once. */
export function endExpiredSession(): void {
  const { token, logout } = useSessionStore.getState();
  if (!token) return;
  logout();
  toast.warning(MESSAGES.sessionExpired);
}
