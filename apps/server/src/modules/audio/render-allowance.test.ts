import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { readEvents } from '../../test/sse';
import { createSession, createUser } from '../auth/testing/factories';
import { createPodcast, findPodcast } from '../podcasts/testing/factories';
import { renderFinished } from './audio.events';
import { spokenSeconds } from './spoken-length';

// A render the estimate let start but that the voice reads longer (many one-word turns: the pauses between turns
// are not words) is stopped at the plan's minutes left, with a sentence, and nothing of it is kept or counted.
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

const SHORT_TURNS = Array.from({ length: 40 }, (_, i) => `${i % 2 ? 'Ravi' : 'Asha'}: Right.`).join('\n');

describe('a render past the minutes left', () => {
  it('stops at the allowance with a sentence the user sees; the podcast keeps what it had and nothing is billed', async () => {
    const user = await createUser(database.db);
    const token = (await createSession(t.services, user)).accessToken;
    const estimate = spokenSeconds(SHORT_TURNS.split('\n').map((line) => line.split(': ')[1] as string));
    // The allowance left is just above the estimate: the render may start, and reading it takes longer.
    const used = 15 * 60 - (estimate + 2);
    const { db, domainEvents } = t.services;
    const event = await domainEvents.raise(db, renderFinished, {
      podcastId: 1,
      userId: user.id,
      refId: `before-${user.id}`,
      renderedSeconds: used,
    });
    await domainEvents.dispatch([event]);
    const podcast = await createPodcast(database.db, user.id, { status: 'script_ready', transcript: SHORT_TURNS });
    const voices = await database.db.execute<{ option_key: string }>(
      "select option_key from voices where provider = 'espeak' and user_id is null order by id limit 1",
    );
    const voice = voices.rows[0]?.option_key;
    const response = await fetch(`${t.url}/generate/audio`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        podcast_id: podcast.id,
        conversation_output: SHORT_TURNS,
        host: 'Asha',
        guest: 'Ravi',
        host_voice: voice,
        guest_voice: voice,
        language: 'en-IN',
        no_of_speaker: 2,
      }),
    });
    const started = (await response.json()) as { ref_id: string };
    expect(response.status, JSON.stringify(started)).toBe(200);
    const { events } = await readEvents(`${t.url}/api/v1/agents/stream/${started.ref_id}`, token, {
      timeoutMs: 90_000,
    });
    const last = events.at(-1) as { result?: { podcast_id: string; message?: string } };
    expect(last.result?.podcast_id).toBe('-1');
    expect(last.result?.message).toMatch(
      /^creation failed: This render was stopped at \d+ minutes: .* What was made so far is discarded and not counted/,
    );
    expect(await findPodcast(database.db, podcast.id)).toMatchObject({ status: 'script_ready', storagePath: null });
    const usage = await db.execute<{ audio_seconds: number }>(
      `select audio_seconds from usage where user_id = ${user.id}`,
    );
    expect(usage.rows[0]?.audio_seconds).toBe(used);
  }, 120_000);
});
