import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { renderFinished } from '../audio';
import { createSession, createUser } from '../auth/testing/factories';
import { createPodcast, findPodcast } from '../podcasts/testing/factories';
import { buyPlan, postJson } from './testing/billing-test-kit';

let database: TestDatabase;
let t: TestApp;

// OPENAI_API_KEY puts OpenAI's Premium voices in the catalogue; a `server` process queues renders without running
// them, so nothing here reaches OpenAI: the checks under test run before anything is queued.
beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database, { OPENAI_API_KEY: 'sk-test-not-used' }, { role: 'server' });
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});

const SCRIPT = 'Asha: Welcome to the show about tides.\nRavi: Thanks, Asha, the moon pulls the sea.';

async function party() {
  const user = await createUser(database.db);
  return { id: user.id, token: (await createSession(t.services, user)).accessToken };
}

async function voiceOf(provider: 'espeak' | 'openai') {
  const rows = await t.services.db.execute<{ option_key: string }>(
    `select option_key from voices where provider = '${provider}' and user_id is null order by id limit 1`,
  );
  const key = rows.rows[0]?.option_key;
  if (!key) throw new Error(`no ${provider} voice seeded`);
  return key;
}

async function mySubscription(token: string) {
  const answer = await postJson(
    t,
    '/api/podloom/v1/graphql',
    { query: '{ mySubscription { planName minutesUsed minutesLimit voiceTiers status } }' },
    token,
  );
  return (answer.body.data as { mySubscription: Record<string, unknown> }).mySubscription;
}

async function renderFinishedTwice(userId: number, refId: string, seconds: number) {
  const { db, domainEvents } = t.services;
  for (let i = 0; i < 2; i++) {
    const id = await domainEvents.raise(db, renderFinished, { podcastId: 1, userId, refId, renderedSeconds: seconds });
    await domainEvents.dispatch([id]);
  }
}

function audioRequest(podcastId: number, hostVoice: string) {
  return {
    podcast_id: podcastId,
    conversation_output: SCRIPT,
    host: 'Asha',
    guest: 'Ravi',
    host_voice: hostVoice,
    guest_voice: hostVoice,
    language: 'en-IN',
    no_of_speaker: 2,
  };
}

describe('usage minutes', () => {
  it('counts each finished render once, even when its event is delivered again', async () => {
    const user = await party();
    await renderFinishedTwice(user.id, 'ref-once-1', 90);
    await renderFinishedTwice(user.id, 'ref-once-2', 30);
    expect(await mySubscription(user.token)).toMatchObject({ planName: 'Free', minutesUsed: 2, minutesLimit: 15 });
  });

  it('refuses a render that would pass the minutes limit before it starts, naming the limit and the upgrade', async () => {
    const user = await party();
    await renderFinishedTwice(user.id, 'ref-almost-full', 15 * 60 - 2);
    const podcast = await createPodcast(t.services.db, user.id, { status: 'script_ready', transcript: 'Asha: Old.' });
    const refused = await postJson(t, '/generate/audio', audioRequest(podcast.id, await voiceOf('espeak')), user.token);
    expect(refused).toEqual({
      status: 400,
      body: {
        message:
          "This render would pass your Free plan's limit of 15 audio minutes this month (14 used). " +
          'Shorten the script, or upgrade to the Lifetime Plan on the pricing page for more minutes.',
      },
    });
    expect(await findPodcast(t.services.db, podcast.id)).toMatchObject({
      status: 'script_ready',
      transcript: 'Asha: Old.',
    });
    const jobs = await t.services.db.execute(`select 1 from generation_jobs where user_id = ${user.id}`);
    expect(jobs.rows).toHaveLength(0);
  });

  it('lets a render through when it fits', async () => {
    const user = await party();
    const podcast = await createPodcast(t.services.db, user.id, { status: 'script_ready', transcript: SCRIPT });
    const started = await postJson(t, '/generate/audio', audioRequest(podcast.id, await voiceOf('espeak')), user.token);
    expect(started.status).toBe(200);
  });
});

describe('voice tiers', () => {
  it('refuses a Premium voice on the Free plan, with a sentence, before anything is queued', async () => {
    const user = await party();
    const podcast = await createPodcast(t.services.db, user.id, { status: 'script_ready', transcript: 'Asha: Old.' });
    const refused = await postJson(t, '/generate/audio', audioRequest(podcast.id, await voiceOf('openai')), user.token);
    expect(refused).toEqual({
      status: 400,
      body: {
        message:
          'Premium voices are not part of the Free plan, which includes Basic voices. ' +
          'Choose another voice, or upgrade to the Lifetime Plan on the pricing page for Premium voices.',
      },
    });
    expect(await findPodcast(t.services.db, podcast.id)).toMatchObject({ transcript: 'Asha: Old.' });
    expect(await mySubscription(user.token)).toMatchObject({ voiceTiers: ['Basic'] });
  });

  it('allows Premium voices once the user is on Lite, and shows the tiers', async () => {
    const user = await party();
    await buyPlan(t, user, 'Lite Plan', 'monthly');
    expect(await mySubscription(user.token)).toMatchObject({
      planName: 'Lite Plan',
      minutesLimit: 50,
      voiceTiers: ['Basic', 'Premium'],
      status: 'active',
    });
    const podcast = await createPodcast(t.services.db, user.id, { status: 'script_ready', transcript: SCRIPT });
    const started = await postJson(t, '/generate/audio', audioRequest(podcast.id, await voiceOf('openai')), user.token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
  });
});
