import { GRAPHQL_PATH } from '@podloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createSession, createUser } from '../auth/testing/factories';
import { createPodcast, findPodcast } from '../podcasts/testing/factories';

let database: TestDatabase;
let t: TestApp;

// A `server`-only process queues jobs but never runs them, so two script jobs stay active and the limit holds.
beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database, {}, { role: 'server' });
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});

const READY_TRANSCRIPT = 'Asha: Welcome to the show.\nRavi: Thanks, Asha.';

async function post(route: string, body: unknown, token: string) {
  const response = await fetch(`${t.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('a refused audio request changes nothing', () => {
  it('leaves the transcript, the audio and the status of a ready podcast as they were after a 429', async () => {
    const user = await createUser(t.services.db);
    const { accessToken } = await createSession(t.services, user);
    const ready = await createPodcast(t.services.db, user.id, {
      status: 'ready',
      transcript: READY_TRANSCRIPT,
      storagePath: `podcasts/x/audio.mp3`,
      fileName: 'Bees.mp3',
      fileType: 'audio/mpeg',
      duration: 12,
    });
    for (let i = 0; i < 2; i++) {
      const started = await post(
        '/generate/script',
        { topic: `Tides ${i}`, host: 'Asha', guest: 'Ravi', no_of_speaker: 2, duration: 2 },
        accessToken,
      );
      expect(started.status).toBe(200);
    }
    const voices = await post(
      GRAPHQL_PATH,
      { query: '{ featureOptions(featureKey:"voices", languageCode:"en-IN"){ optionKey voice { gender } } }' },
      accessToken,
    );
    const options = (voices.body.data as { featureOptions: Array<{ optionKey: string; voice: { gender: string } }> })
      .featureOptions;
    const refused = await post(
      '/generate/audio',
      {
        podcast_id: ready.id,
        conversation_output: 'Asha: A different script.\nRavi: That replaces the old one.',
        host: 'Asha',
        guest: 'Ravi',
        host_voice: options.find((v) => v.voice.gender === 'female')?.optionKey,
        guest_voice: options.find((v) => v.voice.gender === 'male')?.optionKey,
        language: 'en-IN',
        no_of_speaker: 2,
      },
      accessToken,
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'You already have two podcasts being generated. Please wait for one to finish.',
    });
    const after = await findPodcast(t.services.db, ready.id);
    expect(after).toMatchObject({
      status: 'ready',
      transcript: READY_TRANSCRIPT,
      storagePath: 'podcasts/x/audio.mp3',
      fileName: 'Bees.mp3',
      fileType: 'audio/mpeg',
      duration: 12,
    });
  });
});

describe('speakers 3 and 4 (the Create New Podcast wizard)', () => {
  it('refuses audio for three speakers without a voice for the third, and changes nothing', async () => {
    const user = await createUser(t.services.db);
    const { accessToken } = await createSession(t.services, user);
    const podcast = await createPodcast(t.services.db, user.id, {
      status: 'script_ready',
      transcript: READY_TRANSCRIPT,
    });
    const refused = await post(
      '/generate/audio',
      {
        podcast_id: podcast.id,
        conversation_output: 'Asha: Hi.\nRavi: Hello.\nMeera: Hey.',
        host: 'Asha',
        guest: 'Ravi',
        host_voice: 'a',
        guest_voice: 'b',
        no_of_speaker: 3,
        more_speakers: [{ name: 'Meera' }],
      },
      accessToken,
    );
    expect(refused).toEqual({ status: 400, body: { message: 'Please choose a voice for every speaker.' } });
    expect((await findPodcast(t.services.db, podcast.id))?.transcript).toBe(READY_TRANSCRIPT);
  });
});
