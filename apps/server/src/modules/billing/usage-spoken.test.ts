import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { renderFinished } from '../audio';
import { createSession, createUser } from '../auth/testing/factories';
import { createPodcast } from '../podcasts/testing/factories';
import { postJson } from './testing/billing-test-kit';

// Attacks on the minutes limit of the Free plan (15 minutes). A `server` process queues renders without running
// them: every check under test runs before anything is rendered.
let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database, {}, { role: 'server' });
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});

async function party() {
  const user = await createUser(database.db);
  return { id: user.id, token: (await createSession(t.services, user)).accessToken };
}

async function espeakVoice() {
  const rows = await t.services.db.execute<{ option_key: string }>(
    "select option_key from voices where provider = 'espeak' and user_id is null order by id limit 1",
  );
  return rows.rows[0]?.option_key as string;
}

async function requestRender(token: string, userId: number, script: string) {
  const podcast = await createPodcast(t.services.db, userId, { status: 'script_ready', transcript: 'Asha: Old.' });
  const voice = await espeakVoice();
  const body = {
    podcast_id: podcast.id,
    conversation_output: script,
    host: 'Asha',
    host_voice: voice,
    language: 'en-IN',
    no_of_speaker: 1,
  };
  return postJson(t, '/generate/audio', body, token);
}

async function minutesUsed(token: string): Promise<number> {
  const answer = await postJson(t, '/api/podloom/v1/graphql', { query: '{ mySubscription { minutesUsed } }' }, token);
  return (answer.body.data as { mySubscription: { minutesUsed: number } }).mySubscription.minutesUsed;
}

/** A script of `count` plain words, about `count / 150` minutes when read. */
const plainWords = (count: number) => `Asha: ${Array.from({ length: count }, () => 'tide').join(' ')}.`;

describe('the minutes limit estimates what will be spoken', () => {
  it('refuses 90 "words" that are each a 60-digit number on Free: the voice reads every digit', async () => {
    const user = await party();
    const number = '4'.repeat(60);
    const script = `Asha: ${Array.from({ length: 90 }, () => number).join(' ')}`;
    const refused = await requestRender(user.token, user.id, script);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^This render would pass your Free plan's limit of 15 audio minutes/);
    const jobs = await t.services.db.execute(`select 1 from generation_jobs where user_id = ${user.id}`);
    expect(jobs.rows).toHaveLength(0);
  });

  it('refuses capitals and symbols read one by one, and still lets ordinary prose of the same length through', async () => {
    const user = await party();
    const spelled = `Asha: ${Array.from({ length: 120 }, () => 'QWERTYUIOPASDFGHJKLZ%%%%%').join(' ')}`;
    expect((await requestRender(user.token, user.id, spelled)).status).toBe(400);
    expect((await requestRender(user.token, user.id, plainWords(60))).status).toBe(200);
  });
});

describe('renders not finished yet count against the minutes', () => {
  it('lets only one of two 8-minute renders started at once pass a 15-minute plan', async () => {
    const user = await party();
    const eightMinutes = plainWords(8 * 150);
    const answers = await Promise.all([
      requestRender(user.token, user.id, eightMinutes),
      requestRender(user.token, user.id, eightMinutes),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.status === 400);
    expect(refused?.body.message).toContain('more in renders not finished yet');
  });

  it('gives the started render the seconds left as its cap', async () => {
    const user = await party();
    const started = await requestRender(user.token, user.id, plainWords(150));
    expect(started.status).toBe(200);
    const rows = await t.services.db.execute<{ payload: { estimatedSeconds: number; maxSeconds: number } }>(
      `select payload from generation_jobs where ref_id = '${started.body.ref_id}'`,
    );
    expect(rows.rows[0]?.payload).toMatchObject({ estimatedSeconds: 60, maxSeconds: 15 * 60 });
    // Queued as the user's: a free slot goes to the user with the fewest jobs running. (With Redis the queue is
    // BullMQ, which orders a user's jobs by priority instead; the queue's own suite checks that.)
    if (t.services.config.redisUrl) return;
    const queued = await t.services.db.execute<{ group_key: string }>(
      `select group_key from queue_jobs where id = '${started.body.ref_id}'`,
    );
    expect(queued.rows[0]?.group_key).toBe(`user:${user.id}`);
  });
});

describe('never billed past the plan', () => {
  it('counts a render that lands past the allowance only up to the limit', async () => {
    const user = await party();
    const { db, domainEvents } = t.services;
    const id = await domainEvents.raise(db, renderFinished, {
      podcastId: 1,
      userId: user.id,
      refId: `over-${user.id}`,
      renderedSeconds: 40 * 60,
    });
    await domainEvents.dispatch([id]);
    expect(await minutesUsed(user.token)).toBe(15);
  });
});
