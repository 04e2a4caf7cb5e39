/** What an OpenID provider tells us about the person who signed in. */
export interface IdentityClaims {
  /** The provider's stable id for the person (`sub`). */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

/**
 * Why a sign-in failed: `invalid_grant` (the code is wrong, used, expired or its verifier does not match),
 * `invalid_response` (the provider's answer or ID token did not check out), `unavailable` (the provider could not be
 * reached or refused our client).
 */
export type IdentityErrorKind = 'invalid_grant' | 'invalid_response' | 'unavailable';

export class IdentityError extends Error {
  override name = 'IdentityError';
  constructor(
    readonly kind: IdentityErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Sign-in with an OpenID Connect provider (Google) using the authorisation code flow with PKCE. */
export interface OpenIdSignIn {
  readonly clientId: string;
  readonly issuer: string;
  /** The provider's authorisation endpoint, from its discovery document. */
  authorizationEndpoint(): Promise<string>;
  /** Exchanges a code at the token endpoint and returns the verified ID token's person. */
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<IdentityClaims>;
}
