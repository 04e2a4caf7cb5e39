import type { GoogleSignInConfig } from '@podloom/contract';
import type { PublicConfig } from '../../api/public-config';
import { codeChallengeS256, createCodeVerifier, randomUrlSafeString } from './pkce';

export const GOOGLE_NOT_CONFIGURED = 'Sign-in with Google is not configured.';

/** Spec 001 §4: the code verifier waits in session storage for the return to /callback, with the CSRF state. */
const PENDING_KEYS = { verifier: 'podloom.oauth.code_verifier', state: 'podloom.oauth.state' } as const;

export type EnabledGoogleSignIn = Extract<GoogleSignInConfig, { enabled: true }>;

/** What GET /config says about Google sign-in (checked against the contract on arrival); no config means off. */
export function googleSignInFrom(config: PublicConfig | undefined): GoogleSignInConfig {
  const google = config?.googleSignIn;
  if (google?.enabled) return google;
  return { enabled: false, message: google?.message || GOOGLE_NOT_CONFIGURED };
}

/** The provider's authorise URL with the parameters of spec 001 §7 and a `state` checked on return. */
export function authorizationUrl(config: EnabledGoogleSignIn, codeChallenge: string, state: string): string {
  const url = new URL(config.authorizationEndpoint);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', config.redirectUri);
  url.searchParams.set('response_type', config.responseType ?? 'code');
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('code_challenge_method', config.codeChallengeMethod ?? 'S256');
  url.searchParams.set('code_challenge', codeChallenge);
  url.searchParams.set('prompt', config.prompt);
  url.searchParams.set('state', state);
  return url.href;
}

/** Makes the PKCE pair, remembers the verifier and state for /callback, and leaves for the provider. */
export async function startGoogleSignIn(config: EnabledGoogleSignIn): Promise<void> {
  const verifier = createCodeVerifier();
  const state = randomUrlSafeString(16);
  const challenge = await codeChallengeS256(verifier);
  sessionStorage.setItem(PENDING_KEYS.verifier, verifier);
  sessionStorage.setItem(PENDING_KEYS.state, state);
  window.location.assign(authorizationUrl(config, challenge, state));
}

export interface PendingSignIn {
  verifier: string | null;
  state: string | null;
}

export function readPendingSignIn(): PendingSignIn {
  try {
    return {
      verifier: sessionStorage.getItem(PENDING_KEYS.verifier),
      state: sessionStorage.getItem(PENDING_KEYS.state),
    };
  } catch {
    return { verifier: null, state: null };
  }
}

export function clearPendingSignIn(): void {
  try {
    sessionStorage.removeItem(PENDING_KEYS.verifier);
    sessionStorage.removeItem(PENDING_KEYS.state);
  } catch {
    // Nothing to clear where storage is unavailable.
  }
}
