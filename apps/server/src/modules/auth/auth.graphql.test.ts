import { MESSAGES } from '@podloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { geolocationLogs, users } from './auth.schema';
import { createSession, createUser } from './testing/factories';
import { apiClient } from './testing/http';

let database: TestDatabase;
/** Behind a trusted proxy: X-Forwarded-For names the client. */
let proxied: TestApp;
/** Facing clients directly (the default): X-Forwarded-For is ignored. */
let direct: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  proxied = await startTestApp(database, { TRUST_PROXY: '127.0.0.1' });
  direct = await startTestApp(database);
});
afterEach(() => database.reset());
afterAll(async () => {
  await proxied?.close();
  await direct?.close();
  await database?.destroy();
});

const ME = '{ me { id email given_name family_name phone_number country_code } }';
const UPDATE_PROFILE = `mutation ($name: String!) {
  updateProfile(input: { name: $name }) { id given_name family_name email phone_number }
}`;
const UPLOAD_GEOLOCATION = `mutation ($input: GeolocationInput!) {
  uploadGeolocation(input: $input) { id ipAddress userAgent sourceEvent userId createdAt }
}`;

async function signedInUser(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(database.db, overrides);
  const session = await createSession(proxied.services, user);
  return { user, token: session.accessToken };
}

describe('me and updateProfile', () => {
  it('answers the signed-in user and refuses anyone else', async () => {
    const api = apiClient(proxied.url);
    const { user, token } = await signedInUser({
      givenName: 'Asha',
      familyName: 'Rao',
      phoneNumber: '+919876543210',
      countryCode: '+91',
    });
    const me = await api.graphql(ME, {}, token);
    expect(me.body).toEqual({
      data: {
        me: {
          id: user.id,
          email: user.email,
          given_name: 'Asha',
          family_name: 'Rao',
          phone_number: '+919876543210',
          country_code: '+91',
        },
      },
    });
    const anonymous = await api.graphql(ME);
    expect(anonymous.body.errors[0].message).toBe('Please log in to continue.');
  });

  it('saves the name split at the first space and leaves e-mail and phone alone', async () => {
    const api = apiClient(proxied.url);
    const { user, token } = await signedInUser({ phoneNumber: '+14155552671', countryCode: '+1' });
    const updated = await api.graphql(UPDATE_PROFILE, { name: '  Meera  Iyer Rao ' }, token);
    expect(updated.body.data.updateProfile).toEqual({
      id: user.id,
      given_name: 'Meera',
      family_name: 'Iyer Rao',
      email: user.email,
      phone_number: '+14155552671',
    });
    const [stored] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject({ givenName: 'Meera', familyName: 'Iyer Rao', email: user.email });

    const empty = await api.graphql(UPDATE_PROFILE, { name: '   ' }, token);
    expect(empty.body.errors[0].message).toBe(MESSAGES.nameEmpty);
    expect((await api.graphql(UPDATE_PROFILE, { name: 'X' })).body.errors[0].message).toBe(
      'Please log in to continue.',
    );
  });
});

describe('uploadGeolocation', () => {
  it("records the request's address and browser for the token's user, once per login", async () => {
    const api = apiClient(proxied.url, { userAgent: 'Mozilla/5.0 (Test)' });
    const { user, token } = await signedInUser();
    const input = { ipAddress: '203.0.113.9', userAgent: 'forged', sourceEvent: 'login', userId: String(user.id) };
    const first = await api.graphql(UPLOAD_GEOLOCATION, { input }, token);
    expect(first.body.data.uploadGeolocation).toMatchObject({
      ipAddress: api.ip,
      userAgent: 'Mozilla/5.0 (Test)',
      sourceEvent: 'login',
      userId: user.id,
    });
    const again = await api.graphql(UPLOAD_GEOLOCATION, { input: { userId: user.id } }, token);
    expect(again.body.data.uploadGeolocation.id).toBe(first.body.data.uploadGeolocation.id);
    const other = await api.graphql(UPLOAD_GEOLOCATION, { input: { sourceEvent: 'profile_view' } }, token);
    expect(other.body.data.uploadGeolocation.sourceEvent).toBe('profile_view');
    const rows = await database.db.select().from(geolocationLogs).where(eq(geolocationLogs.userId, user.id));
    expect(rows).toHaveLength(2);
  });

  it('refuses another user id and anonymous callers', async () => {
    const api = apiClient(proxied.url);
    const { user, token } = await signedInUser();
    const mismatch = await api.graphql(UPLOAD_GEOLOCATION, { input: { userId: String(user.id + 1) } }, token);
    expect(mismatch.body.errors[0].message).toBe(MESSAGES.invalidUserId);
    const anonymous = await api.graphql(UPLOAD_GEOLOCATION, { input: { userId: String(user.id) } });
    expect(anonymous.body.errors[0].message).toBe('Please log in to continue.');
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const api = apiClient(direct.url);
    const { token } = await signedInUser();
    const log = await api.graphql(UPLOAD_GEOLOCATION, { input: {} }, token);
    expect(log.body.data.uploadGeolocation.ipAddress).toBe('127.0.0.1');
  });
});

describe('Google sign-in switched off or unreachable', () => {
  it('says Google sign-in is not configured, in /config and at the OAuth return', async () => {
    const api = apiClient(proxied.url);
    const config = await api.get('/config');
    expect(config.body.googleSignIn).toEqual({ enabled: false, message: 'Sign-in with Google is not configured.' });
    const login = await api.postForm('/auth/login', new URLSearchParams({ code: 'a', code_verifier: 'b' }));
    expect(login.status).toBe(400);
    expect(login.body.message).toBe('Sign-in with Google is not configured.');
  });

  it('says sign-in is unavailable when the provider cannot be reached, and the OAuth return fails softly', async () => {
    const unreachable = await startTestApp(database, {
      GOOGLE_CLIENT_ID: 'client',
      OIDC_ISSUER: 'http://127.0.0.1:9/',
      TRUST_PROXY: '127.0.0.1',
    });
    try {
      const api = apiClient(unreachable.url);
      const config = await api.get('/config');
      expect(config.body.googleSignIn).toEqual({
        enabled: false,
        message: 'Sign-in with Google is unavailable right now. Please try again later.',
      });
      const login = await api.post('/auth/login', { code: 'a', code_verifier: 'b' });
      expect(login.status).toBe(502);
      expect(login.body.message).toBe(MESSAGES.authFailed);
    } finally {
      await unreachable.close();
    }
  });
});
