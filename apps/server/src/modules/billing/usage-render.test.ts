import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { readEvents } from '../../test/sse';
import { createSession, createUser } from '../auth/testing/factories';
import { createPodcast } from '../podcasts/testing/factories';
import { postJson } from './testing/billing-test-kit';

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

describe('minutes from real renders', () => {
  it("adds a finished render's rendered seconds to the month's usage", async () => {
    const user = await createUser(database.db);
    const token = (await createSession(t.services, user)).accessToken;
    const podcast = await createPodcast(database.db, user.id, {
      transcript: 'Asha: The tide comes in twice a day.\nRavi: Because the moon pulls the sea towards it.',
    });
    const voices = await database.db.execute<{ option_key: string }>(
      "select option_key from voices where provider = 'espeak' and language_code = 'en-IN' limit 1",
    );
    const voice = voices.rows[0]?.option_key;
    const started = await postJson(
      t,
      '/generate/audio',
      {
        podcast_id: podcast.id,
        conversation_output: podcast.transcript,
        host: 'Asha',
        guest: 'Ravi',
        host_voice: voice,
        guest_voice: voice,
        language: 'en-IN',
        no_of_speaker: 2,
      },
      token,
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await readEvents(`${t.url}/api/v1/agents/stream/${started.body.ref_id}`, token, { timeoutMs: 90_000 });
    const rendered = await t.app.modules.podcasts.service.find(podcast.id);
    expect(rendered?.duration).toBeGreaterThan(1);
    const answer = await postJson(t, '/api/podloom/v1/graphql', { query: '{ mySubscription { minutesUsed } }' }, token);
    const { minutesUsed } = (answer.body.data as { mySubscription: { minutesUsed: number } }).mySubscription;
    expect(minutesUsed).toBeCloseTo(Math.round(((rendered?.duration ?? 0) / 60) * 10) / 10, 1);
    expect(minutesUsed).toBeGreaterThan(0);
  }, 120_000);
});
