import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../modules/auth/auth.schema';
import { createSession, createUser, uniqueEmail } from '../modules/auth/testing/factories';
import { apiClient } from '../modules/auth/testing/http';
import { startTestApp, type TestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { captureLog, type LogCapture } from '../test/log-capture';

let database: TestDatabase;
let testApp: TestApp;
let log: LogCapture;

beforeAll(async () => {
  database = await createTestDatabase();
  log = captureLog();
  testApp = await startTestApp(database, { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'info' }, { logStream: log.stream });
});
afterEach(() => database.reset());
afterAll(async () => {
  await testApp?.close();
  await database?.destroy();
});

const PASSWORD = 'Str0ng!pass';

describe('NUL bytes and lone surrogates', () => {
  it('refuses a NUL in the login name with a sentence, not a 500', async () => {
    const api = apiClient(testApp.url);
    const response = await api.post('/auth/native/login', { username: 'a\u0000@x.com', password: PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/NUL/);
    expect(response.body.message).toMatch(/\.$/);
  });

  it('refuses a NUL on sign-up and logs neither the e-mail nor the password hash', async () => {
    const api = apiClient(testApp.url);
    const email = uniqueEmail();
    for (const field of ['given_name', 'family_name', 'phone_number'] as const) {
      const response = await api.post('/auth/native/signup', {
        username: email,
        email,
        password: PASSWORD,
        given_name: 'Asha',
        family_name: 'Rao',
        [field]: 'Ra\u0000o',
      });
      expect(response.status, field).toBe(400);
    }

    expect(log.text()).not.toContain('$argon2id$');
    expect(log.leaked([email, PASSWORD])).toEqual([]);
  });

  it('stores a lone surrogate as the replacement character instead of failing', async () => {
    const api = apiClient(testApp.url);
    const email = uniqueEmail();
    const response = await api.post('/auth/native/signup', {
      username: email,
      email,
      password: PASSWORD,
      given_name: 'As\ud800ha',
      family_name: 'R\udc00ao',
    });
    expect(response.status).toBe(201);
    const [row] = await database.db.select().from(users);
    expect(row?.givenName).toBe('As\ufffdha');
    expect(row?.familyName).toBe('R\ufffdao');
  });

  it('refuses a NUL in any GraphQL string variable with a sentence', async () => {
    const user = await createUser(database.db);
    const { accessToken } = await createSession(testApp.services, user);
    const api = apiClient(testApp.url);
    const queries: Array<[string, Record<string, unknown>, string | undefined]> = [
      ['query ($id: String!) { supportTicket(ticketId: $id) { status } }', { id: 'T\u0000' }, undefined],
      ['query ($id: String!) { podcastByBatchJobId(batchJobId: $id) { title } }', { id: 'b\u0000' }, accessToken],
      ['query ($k: String!) { featureOptions(featureKey: $k) { name } }', { k: 'voice\u0000' }, undefined],
      [
        'mutation ($i: UpdateProfileInput!) { updateProfile(input: $i) { email } }',
        { i: { name: 'A\u0000' } },
        accessToken,
      ],
    ];
    for (const [query, variables, token] of queries) {
      const response = await api.graphql(query, variables, token);
      expect(response.status, query).toBeLessThan(500);
      expect(response.body.errors?.[0]?.message, query).toMatch(/NUL/);
    }
  });

  it('refuses a NUL in a GraphQL string literal as well', async () => {
    const response = await apiClient(testApp.url).graphql('{ supportTicket(ticketId: "T\\u0000") { status } }');
    expect(response.status).toBeLessThan(500);
    expect(response.body.errors?.[0]?.message).toMatch(/NUL/);
  });
});
