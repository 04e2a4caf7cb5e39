import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createSession, createUser } from '../../auth/testing/factories';
import { espeakSample, postClone } from '../testing/clone-kit';
import { CLONE_RATE_MESSAGE, CLONE_REQUESTS_PER_HOUR } from '../voices.routes';
import { voices } from '../voices.schema';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database);
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});

async function signedIn() {
  const user = await createUser(database.db);
  return { id: user.id, token: (await createSession(t.services, user)).accessToken };
}

describe('the clone limit under concurrent requests', () => {
  it('keeps one clone on Free when four clone requests arrive at once', async () => {
    const user = await signedIn();
    const sample = await espeakSample(t.services.synthesizer, 'en-us+m3');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        postClone(t.url, user.token, { file: sample.wav, language: 'en', consent: 'true' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429]);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(refused.body.message).toMatch(/^Your Free plan keeps up to 1 cloned voice/);
    }
    expect(await database.db.select().from(voices).where(eq(voices.userId, user.id))).toHaveLength(1);
    // The refused requests' samples were removed again: one stored sample, the kept clone's.
    const samples = [];
    for await (const file of t.services.storage.list(`voices/samples/${user.id}/`)) samples.push(file);
    expect(samples).toHaveLength(1);
  }, 180_000);

  it(`answers 429 with a sentence past ${CLONE_REQUESTS_PER_HOUR} clone requests an hour`, async () => {
    const user = await signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < CLONE_REQUESTS_PER_HOUR; i += 1) {
      statuses.push((await postClone(t.url, user.token, { language: 'en', consent: 'true' })).status);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    const limited = await postClone(t.url, user.token, { language: 'en', consent: 'true' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(CLONE_RATE_MESSAGE);
  });
});
