import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createSession, createUser } from '../auth/testing/factories';
import { startRateMessage } from '../runs';
import { insertJob } from '../runs/testing/jobs';
import { scriptRun } from './generation.jobs';
import { RESEARCH_PREVIEWS_PER_HOUR, RESEARCH_RATE_MESSAGE } from './generation-rate';

let database: TestDatabase;
let t: TestApp;

// A `server`-only process enqueues but never runs jobs; finished starts are written directly.
beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database, {}, { role: 'server' });
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});
beforeEach(() => database.reset());

async function finishedScripts(userId: number, count: number, createdAt: Date) {
  for (let i = 0; i < count; i += 1) {
    await insertJob(t.services.db, {
      refId: randomUUID(),
      batchJobId: `batch-${randomUUID()}`,
      userId,
      kind: 'script',
      payload: {
        topic: 'Rates',
        description: null,
        sourceText: null,
        language: 'en',
        tone: 'Casual',
        category: 'Education',
        speakers: ['Host'],
        minutes: 2,
      },
      status: 'succeeded',
      createdAt,
    });
  }
}

describe('generation starts per user per hour', () => {
  it('refuses a script start past the hourly rate with a sentence; older starts do not count', async () => {
    const user = await createUser(t.services.db);
    const { accessToken } = await createSession(t.services, user);
    const start = () =>
      fetch(`${t.url}/generate/script`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ topic: 'Tides', host: 'Asha', guest: 'Ravi', no_of_speaker: 2, duration: 2 }),
      });

    await finishedScripts(user.id, scriptRun.rate.perHour, new Date(Date.now() - 2 * 60 * 60 * 1000));
    expect((await start()).status).toBe(200);

    await finishedScripts(user.id, scriptRun.rate.perHour - 1, new Date());
    const refused = await start();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: startRateMessage(scriptRun.rate) });

    // Another user is not affected.
    const other = await createUser(t.services.db);
    const session = await createSession(t.services, other);
    const theirs = await fetch(`${t.url}/generate/script`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
      body: JSON.stringify({ topic: 'Tides', host: 'Asha', guest: 'Ravi', no_of_speaker: 2, duration: 2 }),
    });
    expect(theirs.status).toBe(200);
  });
});

describe('research previews per user per hour', () => {
  it('refuses a user past the hourly number of look-ups with a sentence; another user still gets theirs', async () => {
    const ask = async (token: string, topic: string) =>
      t.app.inject({
        method: 'POST',
        url: '/generate/research',
        headers: { authorization: `Bearer ${token}` },
        payload: { topic },
      });
    const user = await createUser(t.services.db);
    const { accessToken } = await createSession(t.services, user);
    for (let i = 0; i < RESEARCH_PREVIEWS_PER_HOUR; i += 1) {
      expect((await ask(accessToken, `Topic ${i}`)).statusCode).toBe(200);
    }
    const refused = await ask(accessToken, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: RESEARCH_RATE_MESSAGE });

    const other = await createUser(t.services.db);
    const session = await createSession(t.services, other);
    expect((await ask(session.accessToken, 'Tides')).statusCode).toBe(200);
  });
});
