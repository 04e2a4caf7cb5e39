import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// The server workspace's test dependency, hoisted to the root node_modules.
import Provider, { type Configuration, interactionPolicy } from 'oidc-provider';

export interface ProviderAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a free port, standing in for Google in the browser: its
 * interaction step signs in the account given to `signInAs` and grants the requested scopes without any page, so
 * the browser goes straight from the authorise endpoint back to /callback with a code.
 */
export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Environment for `startServer` so the app signs in with this provider. */
  serverEnv: Record<string, string>;
  /** Call once the app's URL is known: its /callback is the client's only redirect URI. */
  configure(appBaseUrl: string): void;
  /** The account the next sign-in will be. */
  signInAs(account: ProviderAccount): void;
  close(): Promise<void>;
}

export async function startOpenIdProvider(): Promise<TestOpenIdProvider> {
  let provider: Provider | null = null;
  let account: ProviderAccount | null = null;
  const accounts = new Map<string, ProviderAccount>();
  const clientId = 'podloom-e2e-client';
  const clientSecret = 'podloom-e2e-client-secret-long-enough';

  const finishInteraction = async (p: Provider, req: IncomingMessage, res: ServerResponse) => {
    const details = await p.interactionDetails(req, res);
    if (!account) throw new Error('signInAs() was not called before the sign-in');
    accounts.set(account.sub, account);
    const grant = new p.Grant({ accountId: account.sub, clientId });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await p.interactionFinished(
      req,
      res,
      // prompt=select_account (spec 001 §7) is answered by choosing the one account.
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
    clientId,
    clientSecret,
    serverEnv: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, OIDC_ISSUER: issuer },
    configure(appBaseUrl) {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const policy = interactionPolicy.base();
      policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
      const configuration: Configuration = {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [`${appBaseUrl}/callback`],
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig', kid: 'e2e-key' }] },
        cookies: { keys: ['podloom-e2e-cookie-key'] },
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
      provider = new Provider(issuer, configuration);
    },
    signInAs(next) {
      account = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
