import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createSession, createUser } from '../auth/testing/factories';

let database: TestDatabase;
let t: TestApp;

// A `server`-only process enqueues but never runs jobs, so generations stay active and the limit shows.
beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database, {}, { role: 'server' });
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});

describe('at most two generations at once per user', () => {
  it('answers 429 with a sentence for the third, even when requests arrive together', async () => {
    const user = await createUser(t.services.db);
    const { accessToken } = await createSession(t.services, user);
    const body = JSON.stringify({ topic: 'Tides', host: 'Asha', guest: 'Ravi', no_of_speaker: 2, duration: 2 });
    const send = () =>
      fetch(`${t.url}/generate/script`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body,
      });
    const responses = await Promise.all([send(), send(), send(), send()]);
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 429, 429]);
    const refused = responses.find((r) => r.status === 429);
    expect(await refused?.json()).toEqual({
      message: 'You already have two podcasts being generated. Please wait for one to finish.',
    });
  });
});
