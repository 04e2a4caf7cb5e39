import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, interactionPolicy } from 'oidc-provider';

/** Who signs in at the provider: the claims it hands to the app. */
export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on a free loopback port, standing in for Google in the server's
 * tests and in the browser's. Its interaction step has no pages: it signs in the account given to `signInAs` (or to
 * `authorize`), answers `prompt=select_account` (spec 001 §7) by choosing that account, and grants the requested
 * scopes, so the authorise endpoint redirects straight back to the app's /callback with a code.
 */
export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The app's environment for signing in with this provider (`GOOGLE_CLIENT_ID`, `…_SECRET`, `OIDC_ISSUER`). */
  serverEnv: Record<string, string>;
  /**
   * Starts answering, for a client whose only redirect URI is `redirectUri`: call it once the app's address is known
   * (until then every request is answered 503).
   */
  configure(redirectUri: string): Promise<void>;
  /** The account the next sign-in will be, wherever it comes from (a browser, or `authorize`). */
  signInAs(account: TestAccount): void;
  /**
   * The browser's trip, over HTTP: the authorise endpoint with PKCE, its redirects and cookies, signing in as
   * `account`. Answers the code the provider puts on the redirect to the app.
   */
  authorize(account: TestAccount, codeChallenge: string): Promise<string>;
  close(): Promise<void>;
}

const CLIENT_ID = 'podloom-test-client';
const CLIENT_SECRET = 'podloom-test-client-secret-long-enough';

function providerConfiguration(redirectUri: string, accounts: Map<string, TestAccount>): Configuration {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  return {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig', kid: 'test-key' }] },
    cookies: { keys: ['podloom-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    findAccount: (_ctx, sub) => {
      const found = accounts.get(sub);
      return found ? { accountId: sub, claims: () => ({ ...found }) } : undefined;
    },
  };
}

export async function startTestOpenIdProvider(): Promise<TestOpenIdProvider> {
  let provider: Provider | null = null;
  let redirect = '';
  let account: TestAccount | null = null;
  const accounts = new Map<string, TestAccount>();

  const finishInteraction = async (p: Provider, req: IncomingMessage, res: ServerResponse) => {
    const details = await p.interactionDetails(req, res);
    if (!account) throw new Error('signInAs() was not called before the sign-in');
    accounts.set(account.sub, account);
    const grant = new p.Grant({ accountId: account.sub, clientId: CLIENT_ID });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await p.interactionFinished(
      req,
      res,
      { select_account: {}, login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  const server: Server = createServer((req, res) => {
    if (!provider) {
      res.statusCode = 503;
      res.end('not configured');
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

  return {
    issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    serverEnv: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, OIDC_ISSUER: issuer },
    async configure(redirectUri) {
      redirect = redirectUri;
      provider = new Provider(issuer, providerConfiguration(redirectUri, accounts));
    },
    signInAs(next) {
      account = next;
    },
    async authorize(next, codeChallenge) {
      account = next;
      const url = new URL('/auth', issuer);
      url.search = new URLSearchParams({
        client_id: CLIENT_ID,
        redirect_uri: redirect,
        response_type: 'code',
        scope: 'email openid profile',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return followToRedirect(url, redirect);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Follows the provider's redirects as a browser would (cookies kept) until one reaches the app; answers its code. */
async function followToRedirect(start: URL, redirect: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = start;
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
}
