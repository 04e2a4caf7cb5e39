import { decodeToken, isTokenExpired, useSessionStore } from '../session';

/** Spec 000 §6: the user id is read from the decoded token. */
export function useCurrentUserId(): number | null {
  const token = useSessionStore((s) => s.token);
  const id = decodeToken(token)?.user_id;
  return typeof id === 'number' && Number.isFinite(id) ? id : null;
}

/** Spec 000 §6: the recent list needs a user id or e-mail and a token that is present and not expired. */
export function useCanListPodcasts(): boolean {
  const token = useSessionStore((s) => s.token);
  const email = useSessionStore((s) => s.user?.email);
  const claims = decodeToken(token);
  return Boolean((claims?.user_id ?? email ?? claims?.email) && !isTokenExpired(token));
}
