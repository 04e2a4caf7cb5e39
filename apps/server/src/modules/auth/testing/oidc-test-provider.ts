import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Starts the provider for a client whose only redirect URI is `redirectUri` (known once the app listens). */
  configure(redirectUri: string): Promise<void>;
  /**
   * Drives the authorisation endpoint over HTTP as a browser would, signing in as `account` and consenting, and
   * returns the code the provider puts on the redirect to our /callback.
   */
  authorize(account: TestAccount, codeChallenge: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on a free port. Its interaction pages are replaced by one handler
 * that logs the requested account in and grants the requested scopes, so no HTML forms are needed.
 */
export async function startTestOpenIdProvider(): Promise<TestOpenIdProvider> {
  let provider: Provider | null = null;
  let redirect = '';
  const accounts = new Map<string, TestAccount>();
  let pendingAccount: TestAccount | null = null;

  const server: Server = createServer((req, res) => {
    if (!provider) {
      res.statusCode = 503;
      res.end();
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      finishInteraction(provider, req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'podloom-test-client';
  const clientSecret = 'podloom-test-client-secret-long-enough';

  async function finishInteraction(p: Provider, req: IncomingMessage, res: ServerResponse) {
    const details = await p.interactionDetails(req, res);
    const account = pendingAccount;
    if (!account) throw new Error('no account to sign in');
    accounts.set(account.sub, account);
    const grant = new p.Grant({ accountId: account.sub, clientId });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await p.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  return {
    issuer,
    clientId,
    clientSecret,
    async configure(redirectUri) {
      redirect = redirectUri;
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      const configuration: Configuration = {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' }] },
        cookies: { keys: ['podloom-test-cookie-key'] },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
        features: { devInteractions: { enabled: false } },
        pkce: { required: () => true },
        ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
        findAccount: (_ctx, sub) => {
          const account = accounts.get(sub);
          if (!account) return undefined;
          return { accountId: sub, claims: () => ({ ...account }) };
        },
      };
      provider = new Provider(issuer, configuration);
    },
    async authorize(account, codeChallenge) {
      pendingAccount = account;
      const cookies = new Map<string, string>();
      let url = new URL('/auth', issuer);
      url.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirect,
        response_type: 'code',
        scope: 'email openid profile',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      for (let hop = 0; hop < 10; hop += 1) {
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair] = cookie.split(';');
          const eq = pair?.indexOf('=') ?? -1;
          if (pair && eq > 0) cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
        }
        const location = response.headers.get('location');
        if (!location)
          throw new Error(`the provider stopped at ${url.pathname} (${response.status}): ${await response.text()}`);
        const next = new URL(location, url);
        if (next.href.startsWith(redirect)) {
          const code = next.searchParams.get('code');
          if (!code) throw new Error(`the provider returned no code: ${next.search}`);
          return code;
        }
        url = next;
      }
      throw new Error('too many redirects at the provider');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
