import * as client from 'openid-client';
import { type IdentityClaims, IdentityError, type OpenIdSignIn } from './identity';

/** How long a call to the provider may take, in seconds. */
const PROVIDER_TIMEOUT_SECONDS = 10;
/** After a failed discovery, callers get the failure at once for this long instead of waiting on the provider. */
const DISCOVERY_RETRY_MS = 30_000;

export interface OpenIdClientOptions {
  issuer: string;
  clientId: string;
  clientSecret?: string;
}

/** The real OpenID Connect client (openid-client v6): discovery, code exchange with PKCE, ID token checks. */
export class OpenIdClientSignIn implements OpenIdSignIn {
  readonly clientId: string;
  readonly issuer: string;
  private configuration: Promise<client.Configuration> | null = null;
  private failedAt = 0;

  constructor(private readonly options: OpenIdClientOptions) {
    this.clientId = options.clientId;
    this.issuer = options.issuer;
  }

  async authorizationEndpoint(): Promise<string> {
    const endpoint = (await this.discover()).serverMetadata().authorization_endpoint;
    if (!endpoint) throw new IdentityError('unavailable', 'the provider has no authorization endpoint');
    return endpoint;
  }

  async exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<IdentityClaims> {
    const configuration = await this.discover();
    const metadata = configuration.serverMetadata();
    // The browser posts us the code alone; the return URL is rebuilt as the provider sent it (RFC 9207 `iss`).
    const currentUrl = new URL(input.redirectUri);
    currentUrl.searchParams.set('code', input.code);
    if (metadata.authorization_response_iss_parameter_supported) currentUrl.searchParams.set('iss', metadata.issuer);

    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: input.codeVerifier,
        idTokenExpected: true,
      });
    } catch (error) {
      throw toIdentityError(error);
    }
    const idToken = tokens.claims();
    if (!idToken) throw new IdentityError('invalid_response', 'the provider returned no ID token');
    let claims: Record<string, unknown> = { ...idToken };
    // Some providers keep e-mail and profile claims for the userinfo endpoint only.
    if (typeof claims.email !== 'string' || typeof claims.given_name !== 'string') {
      try {
        const info = await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
        claims = { ...info, ...stripUndefined(claims) };
      } catch (error) {
        throw toIdentityError(error);
      }
    }
    return toIdentityClaims(idToken.sub, claims);
  }

  private discover(): Promise<client.Configuration> {
    if (!this.configuration) {
      if (Date.now() - this.failedAt < DISCOVERY_RETRY_MS) {
        return Promise.reject(new IdentityError('unavailable', `discovery of ${this.issuer} failed recently`));
      }
      const { issuer, clientId, clientSecret } = this.options;
      const insecure = new URL(issuer).protocol === 'http:';
      this.configuration = client
        .discovery(
          new URL(issuer),
          clientId,
          clientSecret ? { client_secret: clientSecret } : undefined,
          clientSecret ? client.ClientSecretPost(clientSecret) : client.None(),
          { timeout: PROVIDER_TIMEOUT_SECONDS, execute: insecure ? [client.allowInsecureRequests] : [] },
        )
        .then((configuration) => {
          // Check the ID token's signature against the provider's published keys, not only its claims.
          client.enableNonRepudiationChecks(configuration);
          return configuration;
        })
        .catch((error: unknown) => {
          this.configuration = null;
          this.failedAt = Date.now();
          throw new IdentityError('unavailable', `discovery of ${issuer} failed`, { cause: error });
        });
    }
    return this.configuration;
  }
}

function stripUndefined(claims: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function toIdentityClaims(subject: string, claims: Record<string, unknown>): IdentityClaims {
  const email = text(claims.email).toLowerCase() || null;
  let givenName = text(claims.given_name);
  let familyName = text(claims.family_name);
  if (!givenName && !familyName) {
    const name = text(claims.name);
    const space = name.indexOf(' ');
    givenName = space < 0 ? name : name.slice(0, space);
    familyName = space < 0 ? '' : name.slice(space + 1).trim();
  }
  return {
    subject,
    email,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    givenName,
    familyName,
  };
}

function toIdentityError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  if (error instanceof client.ResponseBodyError) {
    if (error.error === 'invalid_grant') {
      return new IdentityError('invalid_grant', error.error_description ?? 'invalid_grant', { cause: error });
    }
    return new IdentityError('unavailable', `the provider refused the request: ${error.error}`, { cause: error });
  }
  if (error instanceof client.AuthorizationResponseError) {
    return new IdentityError('invalid_grant', error.error_description ?? error.error, { cause: error });
  }
  if (error instanceof client.ClientError) {
    return new IdentityError('invalid_response', error.message, { cause: error });
  }
  return new IdentityError('unavailable', 'the provider could not be reached', { cause: error });
}
