import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@podloom/contract';
import { startTestOpenIdProvider, type TestAccount, type TestOpenIdProvider } from '@podloom/test-openid-provider';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { calculatePKCECodeChallenge, randomPKCECodeVerifier } from 'openid-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { geolocationLogs, users } from './auth.schema';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from './testing/factories';
import { apiClient } from './testing/http';

let database: TestDatabase;
let oidc: TestOpenIdProvider;
let testApp: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  oidc = await startTestOpenIdProvider();
  testApp = await startTestApp(database, { ...oidc.serverEnv, TRUST_PROXY: '127.0.0.1' });
  await oidc.configure(`${testApp.url}/callback`);
});
afterEach(() => database.reset());
afterAll(async () => {
  await testApp?.close();
  await oidc?.close();
  await database?.destroy();
});

function account(overrides: Partial<TestAccount> = {}): TestAccount {
  return {
    sub: randomUUID(),
    email: uniqueEmail('google'),
    email_verified: true,
    given_name: 'Meera',
    family_name: 'Iyer',
    ...overrides,
  };
}

/** The browser's half: a PKCE pair, the trip through the provider, the code it brings back to /callback. */
async function authorize(person: TestAccount) {
  const codeVerifier = randomPKCECodeVerifier();
  const code = await oidc.authorize(person, await calculatePKCECodeChallenge(codeVerifier));
  return { code, codeVerifier };
}

function oauthForm(fields: Record<string, string>) {
  return new URLSearchParams(fields);
}

describe('Google sign-in against a real OpenID provider: signing in and linking', () => {
  it('tells the browser where to send the user (GET /config)', async () => {
    const config = await apiClient(testApp.url).get('/config');
    expect(config.body.googleSignIn).toEqual({
      enabled: true,
      authorizationEndpoint: `${oidc.issuer}/auth`,
      clientId: oidc.clientId,
      scope: 'email openid profile',
      codeChallengeMethod: 'S256',
      prompt: 'select_account',
      responseType: 'code',
      redirectUri: `${testApp.url}/callback`,
    });
  });

  it('exchanges the code, creates a confirmed account, and signs the same person in again', async () => {
    const api = apiClient(testApp.url);
    const person = account();
    const { code, codeVerifier } = await authorize(person);

    const response = await api.postForm('/auth/login', oauthForm({ code, code_verifier: codeVerifier }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      tokens: {
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        first_name: 'Meera',
        last_name: 'Iyer',
        email: person.email,
      },
    });
    const claims = decodeJwt(response.body.tokens.access_token);
    const [user] = await database.db.select().from(users).where(eq(users.email, person.email));
    expect(user).toMatchObject({ id: claims.user_id, googleSubject: person.sub, passwordHash: null });
    expect(user?.confirmedAt).toBeInstanceOf(Date);
    const me = await api.graphql('{ me { email given_name } }', {}, response.body.tokens.access_token);
    expect(me.body.data.me).toEqual({ email: person.email, given_name: 'Meera' });
    const refreshed = await api.post('/auth/refresh', { refresh_token: response.body.tokens.refresh_token });
    expect(refreshed.status).toBe(200);

    // Multipart form data works as well, and the subject finds the same account.
    const again = await authorize(person);
    const form = new FormData();
    form.set('code', again.code);
    form.set('code_verifier', again.codeVerifier);
    const second = await api.postForm('/auth/login', form);
    expect(second.status).toBe(200);
    expect(decodeJwt(second.body.tokens.access_token).user_id).toBe(claims.user_id);

    const logins = await database.db.select().from(geolocationLogs).where(eq(geolocationLogs.userId, user!.id));
    expect(logins).toHaveLength(2);
    expect(logins[0]).toMatchObject({ ipAddress: api.ip, userAgent: api.userAgent, sourceEvent: 'login' });
  });

  it('links a confirmed e-mail account by its verified e-mail and keeps its password', async () => {
    const api = apiClient(testApp.url);
    const existing = await createUser(database.db, { givenName: 'Old', familyName: 'Name' });
    const { code, codeVerifier } = await authorize(account({ email: existing.email }));
    const response = await api.post('/auth/login', { code, code_verifier: codeVerifier });
    expect(response.status).toBe(200);
    expect(decodeJwt(response.body.tokens.access_token).user_id).toBe(existing.id);
    expect(response.body.tokens).toMatchObject({ first_name: 'Old', last_name: 'Name' });
    const login = await api.post('/auth/native/login', { username: existing.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(200);
  });

  it('confirms an unconfirmed account it links, and drops the password nobody proved', async () => {
    const api = apiClient(testApp.url);
    const squatted = await createUser(database.db, { confirmedAt: null });
    const { code, codeVerifier } = await authorize(account({ email: squatted.email }));
    expect((await api.post('/auth/login', { code, code_verifier: codeVerifier })).status).toBe(200);
    const [user] = await database.db.select().from(users).where(eq(users.id, squatted.id));
    expect(user?.confirmedAt).toBeInstanceOf(Date);
    expect(user?.passwordHash).toBeNull();
  });
});

describe('Google sign-in against a real OpenID provider: refusals', () => {
  it('refuses a wrong code_verifier with invalid_grant', async () => {
    const { code } = await authorize(account());
    const response = await apiClient(testApp.url).postForm(
      '/auth/login',
      oauthForm({ code, code_verifier: randomPKCECodeVerifier() }),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('invalid_grant');
    expect(response.body.message).toContain(MESSAGES.authInvalidGrant);
  });

  it('refuses a replayed code with invalid_grant', async () => {
    const api = apiClient(testApp.url);
    const { code, codeVerifier } = await authorize(account());
    expect((await api.postForm('/auth/login', oauthForm({ code, code_verifier: codeVerifier }))).status).toBe(200);
    const replay = await api.postForm('/auth/login', oauthForm({ code, code_verifier: codeVerifier }));
    expect(replay.status).toBe(400);
    expect(replay.body.message).toContain('invalid_grant');
  });

  it('refuses an e-mail already linked to another Google account with "already exists"', async () => {
    const taken = await createUser(database.db, { googleSubject: randomUUID() });
    const { code, codeVerifier } = await authorize(account({ email: taken.email }));
    const response = await apiClient(testApp.url).post('/auth/login', { code, code_verifier: codeVerifier });
    expect(response.status).toBe(409);
    expect(response.body.message).toContain('already exists');
  });

  it('refuses a Google account without a verified e-mail', async () => {
    const { code, codeVerifier } = await authorize(account({ email_verified: false }));
    const response = await apiClient(testApp.url).post('/auth/login', { code, code_verifier: codeVerifier });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/no verified email/);
  });

  it('asks to try again when code or code_verifier is missing', async () => {
    const api = apiClient(testApp.url);
    const incomplete: Array<Record<string, string>> = [{ code: 'abc' }, { code_verifier: 'abc' }, {}];
    for (const fields of incomplete) {
      const response = await api.postForm('/auth/login', oauthForm(fields));
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGES.authMissingParams);
    }
  });
});
