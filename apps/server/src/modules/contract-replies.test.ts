import {
  API_BASE,
  GRAPHQL_PATH,
  generationEvent,
  publicConfig,
  resultEvent,
  sourceReply,
  startedAudio,
  startedJob,
} from '@podloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startTestApp, type TestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { readEvents } from '../test/sse';
import { createSession, createUser } from './auth/testing/factories';

/**
 * The replies the browser reads are the contract's shapes, key for key: a field the server adds or drops without
 * the contract would pass unnoticed by the browser's types, so each reply is checked against its schema here.
 */
let database: TestDatabase;
let t: TestApp;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp(database);
  const user = await createUser(t.services.db, { givenName: 'Asha' });
  token = (await createSession(t.services, user)).accessToken;
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
});

function expectExactly(schema: z.ZodObject, body: unknown): void {
  const parsed = schema.safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(Object.keys(body as object).sort()).toEqual(
    Object.keys(body as object)
      .filter((key) => key in schema.shape)
      .sort(),
  );
}

async function call(path: string, body?: unknown) {
  const response = await fetch(`${t.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('replies shared with the browser match packages/contract', () => {
  it('GET /config is the public config', async () => {
    const { status, body } = await call(`${API_BASE}/config`);
    expect(status).toBe(200);
    expectExactly(publicConfig, body);
  });

  it('POST /generate/sources answers the stored source', async () => {
    const { status, body } = await call('/generate/sources', { text: 'Bees dance to share where flowers are.' });
    expect(status).toBe(200);
    expectExactly(sourceReply, body);
  });

  it('a script and its audio: started replies, stream events and results', async () => {
    // The spec's client sends null voices before they load: the request is accepted as if they were absent.
    const script = await call('/generate/script', {
      topic: 'How bees talk',
      host: 'Asha',
      guest: 'Ravi',
      host_voice: null,
      guest_voice: null,
      no_of_speaker: 2,
      duration: 2,
    });
    expect(script.status).toBe(200);
    expectExactly(startedJob, script.body);
    const { ref_id: scriptRef, podcast_id: podcastId } = startedJob.parse(script.body);
    const scriptEvents = await readEvents(`${t.url}/api/v1/agents/stream/${scriptRef}`, token);
    for (const event of scriptEvents.events) expect(generationEvent.safeParse(event).success).toBe(true);
    const scriptResult = resultEvent.parse(scriptEvents.events.at(-1));
    expect(scriptResult.result.podcast_id).toBe(podcastId);

    const voices = await call(GRAPHQL_PATH, {
      query: '{ featureOptions(featureKey:"voices", languageCode:"en-IN"){ optionKey voice { gender } } }',
    });
    const options = (voices.body.data as { featureOptions: Array<{ optionKey: string; voice: { gender: string } }> })
      .featureOptions;
    const audio = await call('/generate/audio', {
      podcast_id: podcastId,
      conversation_output: 'Asha: Bees dance to talk.\nRavi: Really? Tell me more.',
      host: 'Asha',
      guest: 'Ravi',
      host_voice: options.find((o) => o.voice.gender === 'female')?.optionKey,
      guest_voice: options.find((o) => o.voice.gender === 'male')?.optionKey,
      no_of_speaker: 2,
    });
    expect(audio.status).toBe(200);
    expectExactly(startedAudio, audio.body);
    const audioEvents = await readEvents(
      `${t.url}/api/v1/agents/stream/${startedAudio.parse(audio.body).ref_id}`,
      token,
      {
        timeoutMs: 60_000,
      },
    );
    const audioResult = resultEvent.parse(audioEvents.events.at(-1));
    expect(audioResult.result.file_sas).toMatch(/^http/);
  }, 90_000);
});
