import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { users } from './auth.schema';
import { createSession, createUser, DEFAULT_PASSWORD } from './testing/factories';
import { apiClient } from './testing/http';
import { codeFromMail, type SmtpInbox, startSmtpInbox } from './testing/smtp-inbox';

let database: TestDatabase;
let inbox: SmtpInbox;
let testApp: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  inbox = await startSmtpInbox();
  testApp = await startTestApp(database, { SMTP_URL: inbox.url, TRUST_PROXY: '127.0.0.1' });
});
afterEach(() => database.reset());
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
  await database?.destroy();
});

const ME = '{ me { email } }';

async function signedIn() {
  const user = await createUser(database.db);
  const session = await createSession(testApp.services, user);
  return { ...session, user };
}

describe('access tokens end with their session', () => {
  it('refuses a token without an expiry, and one that names no session', async () => {
    const { user, accessToken } = await signedIn();
    const api = apiClient(testApp.url);
    expect((await api.graphql(ME, {}, accessToken)).status).toBe(200);
    const claims = { user_id: user.id, email: user.email };
    const sid = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).sid;
    const forever = await new SignJWT({ ...claims, sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .sign(testApp.services.secrets.jwtSecret);
    const sessionless = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(testApp.services.secrets.jwtSecret);
    for (const token of [forever, sessionless]) {
      const response = await api.graphql(ME, {}, token);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Your session has expired. Please log in again.');
    }
  });

  it('ends at logout, while the same user’s other session goes on', async () => {
    const { user, accessToken, refreshToken } = await signedIn();
    const other = await createSession(testApp.services, user);
    const api = apiClient(testApp.url);
    expect((await api.graphql(ME, {}, accessToken)).status).toBe(200);
    expect((await api.post('/auth/logout', { refresh_token: refreshToken }, accessToken)).status).toBe(200);
    expect((await api.graphql(ME, {}, accessToken)).status).toBe(401);
    expect((await api.post('/generate/script', { topic: 'x', host: 'H' }, accessToken)).status).toBe(401);
    expect((await api.graphql(ME, {}, other.accessToken)).status).toBe(200);
  });

  it('ends every session at a password reset', async () => {
    const { user, accessToken } = await signedIn();
    const api = apiClient(testApp.url);
    expect((await api.graphql(ME, {}, accessToken)).status).toBe(200);
    await api.post('/auth/native/forgot-password', { username: user.email });
    const code = codeFromMail(await inbox.nextMailTo(user.email));
    const reset = await api.post('/auth/native/reset-password', {
      username: user.email,
      code,
      password: 'N3w!passw0rd',
    });
    expect(reset.status).toBe(200);
    expect((await api.graphql(ME, {}, accessToken)).status).toBe(401);
  });

  it('ends when a stolen refresh token is replayed and its family is revoked', async () => {
    const { accessToken, refreshToken } = await signedIn();
    const api = apiClient(testApp.url);
    const rotated = await api.post('/auth/refresh', { refresh_token: refreshToken });
    expect(rotated.status).toBe(200);
    const newAccess = rotated.body.detail.data.AuthenticationResult.AccessToken;
    expect((await api.graphql(ME, {}, newAccess)).status).toBe(200);
    expect((await api.graphql(ME, {}, accessToken)).status).toBe(200);
    expect((await api.post('/auth/refresh', { refresh_token: refreshToken })).status).toBe(401);
    expect((await api.graphql(ME, {}, accessToken)).status).toBe(401);
    expect((await api.graphql(ME, {}, newAccess)).status).toBe(401);
  });

  it('answers 401, not 500, for a user who no longer exists', async () => {
    const { user, accessToken } = await signedIn();
    await database.db.delete(users).where(eq(users.id, user.id));
    const api = apiClient(testApp.url);
    expect((await api.graphql(ME, {}, accessToken)).status).toBe(401);
    const create = await api.graphql(
      'mutation ($i: GeolocationInput!) { uploadGeolocation(input: $i) { id } }',
      { i: {} },
      accessToken,
    );
    expect(create.status).toBe(401);
    expect((await api.post('/generate/script', { topic: 'x', host: 'H' }, accessToken)).status).toBe(401);
  });

  it('still logs in afterwards with the same password', async () => {
    const { user, refreshToken, accessToken } = await signedIn();
    const api = apiClient(testApp.url);
    await api.post('/auth/logout', { refresh_token: refreshToken }, accessToken);
    const login = await api.post('/auth/native/login', { username: user.email, password: DEFAULT_PASSWORD });
    expect(login.status).toBe(200);
    expect((await api.graphql(ME, {}, login.body.detail.data.AuthenticationResult.AccessToken)).status).toBe(200);
  });
});

describe.runIf(process.env.REDIS_URL)('across processes (Redis pub/sub)', () => {
  it('a logout on one server ends the session on another at once', async () => {
    const second = await startTestApp(database);
    try {
      const { accessToken, refreshToken } = await signedIn();
      const one = apiClient(testApp.url);
      const two = apiClient(second.url);
      expect((await two.graphql(ME, {}, accessToken)).status).toBe(200);
      expect((await one.post('/auth/logout', { refresh_token: refreshToken }, accessToken)).status).toBe(200);
      let status = 200;
      for (let i = 0; i < 20 && status === 200; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        status = (await two.graphql(ME, {}, accessToken)).status;
      }
      expect(status).toBe(401);
    } finally {
      await second.close();
    }
  });
});
