/**
 * The signed-in session. Its store, token reading and renewal sit with the API client (api/session), which adds
 * the token to every request; this feature adds who is signed in, sign-out, and the timer that renews or ends it.
 */
export { sessionUserFrom } from '../../api/session/session-renewal';
export { currentToken, type SessionUser, useSessionStore } from '../../api/session/session-store';
export { decodeToken, isTokenExpired } from '../../api/session/token';
export { initialsOf } from './initials';
export { SessionWatcher } from './session-watcher';
export { signOut } from './sign-out';
export { useSignedIn } from './use-signed-in';
