import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueJobs } from '../../platform/jobs/jobs.schema';
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

  it.skipIf(Boolean(process.env.REDIS_URL))(
    'counts only live jobs: one held by a process that died (its lease ran out) is not counted',
    async () => {
      const user = await createUser(t.services.db);
      const { accessToken } = await createSession(t.services, user);
      const body = JSON.stringify({ topic: 'Tides', host: 'Asha', guest: 'Ravi', no_of_speaker: 2, duration: 2 });
      const send = async () => {
        const response = await fetch(`${t.url}/generate/script`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
          body,
        });
        return { status: response.status, refId: ((await response.json()) as { ref_id?: string }).ref_id };
      };
      const first = await send();
      const second = await send();
      expect((await send()).status).toBe(429);
      // Both were taken by a process that then died: running, under leases that have run out.
      await t.services.db
        .update(queueJobs)
        .set({ state: 'running', leaseOwner: 'a-dead-process', leaseUntil: new Date(Date.now() - 1000) })
        .where(inArray(queueJobs.id, [first.refId as string, second.refId as string]));
      expect((await send()).status).toBe(200);
      // A live lease counts again.
      await t.services.db
        .update(queueJobs)
        .set({ leaseUntil: new Date(Date.now() + 60_000) })
        .where(inArray(queueJobs.id, [first.refId as string]));
      expect((await send()).status).toBe(429);
    },
  );
});
