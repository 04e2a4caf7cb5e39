import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../../../providers/audio/pcm';
import { EspeakProvider } from '../../../providers/tts/espeak';
import { startTestApp, type TestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { createSession, createUser } from '../../auth/testing/factories';
import { graphql } from '../../publishing/testing/publishing-test-kit';
import { postClone, SAMPLE_TEXT } from '../testing/clone-kit';

interface Seen {
  method: string;
  url: string;
  apiKey: string | undefined;
  contentType: string | undefined;
  body: Buffer;
}

/**
 * A local server speaking ElevenLabs' voice API: instant voice cloning (`POST /v1/voices/add`, multipart with
 * `name` and `files`), speech with a voice (`POST /v1/text-to-speech/{id}?output_format=pcm_22050`, raw 16-bit
 * PCM) and `DELETE /v1/voices/{id}`; an unknown voice is a 404 like theirs.
 */
let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
const voices = new Set<string>();
let speech: Buffer;

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  const espeak = new EspeakProvider();
  const pcm = await espeak.synthesize({
    voice: { provider: 'espeak', providerVoiceId: 'en-us+f4', languageCode: 'en-US' },
    text: 'Hello, this is the cloned voice speaking from the provider.',
  });
  await espeak.close();
  speech = encodeWav(pcm).subarray(44);
  server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = req.url ?? '';
      seen.push({
        method: req.method ?? '',
        url,
        apiKey: req.headers['xi-api-key'] as string | undefined,
        contentType: req.headers['content-type'],
        body,
      });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.headers['xi-api-key'] !== 'xi-test') return json(401, { detail: { status: 'invalid_api_key' } });
      if (req.method === 'POST' && url === '/v1/voices/add') {
        if (!body.includes('name="files"') || !body.includes('name="name"')) return json(422, { detail: 'files' });
        const id = `cloned${voices.size + 1}`;
        voices.add(id);
        return json(200, { voice_id: id, requires_verification: false });
      }
      const tts = /^\/v1\/text-to-speech\/([^/?]+)\?output_format=pcm_22050$/.exec(url);
      if (req.method === 'POST' && tts) {
        if (!voices.has(tts[1] as string)) return json(404, { detail: { status: 'voice_not_found' } });
        res.writeHead(200, { 'content-type': 'audio/pcm' });
        return res.end(speech);
      }
      const remove = /^\/v1\/voices\/([^/?]+)$/.exec(url);
      if (req.method === 'DELETE' && remove) {
        if (!voices.delete(remove[1] as string)) return json(404, { detail: { status: 'voice_not_found' } });
        return json(200, { status: 'ok' });
      }
      json(404, { detail: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  database = await createTestDatabase();
  t = await startTestApp(database, { ELEVENLABS_API_KEY: 'xi-test', ELEVENLABS_BASE_URL: baseUrl });
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

describe('voice cloning with ElevenLabs', () => {
  it('adds the voice there, speaks the preview and renders with the new id, and deletes it there', async () => {
    const user = await createUser(database.db);
    const token = (await createSession(t.services, user)).accessToken;
    const espeak = new EspeakProvider();
    const sample = encodeWav(
      await espeak.synthesize({
        voice: { provider: 'espeak', providerVoiceId: 'en-us+m3', languageCode: 'en-US' },
        text: SAMPLE_TEXT,
      }),
    );
    await espeak.close();

    const answer = await postClone(t.url, token, {
      file: sample,
      language: 'en',
      name: 'Real me',
      gender: 'male',
      consent: 'true',
    });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.method).toBe('elevenlabs');
    expect(answer.body.measured?.seconds).toBeGreaterThan(10);
    const add = seen.find((r) => r.url === '/v1/voices/add');
    expect(add?.apiKey).toBe('xi-test');
    expect(add?.contentType).toMatch(/^multipart\/form-data/);
    // The recording itself went up (its WAV header and bytes), under the field ElevenLabs reads.
    expect(add?.body.includes(sample.subarray(0, 4096))).toBe(true);
    // The preview was spoken by the new voice.
    expect(seen.some((r) => r.method === 'POST' && r.url.startsWith('/v1/text-to-speech/cloned1?'))).toBe(true);
    const preview = await fetch(answer.body.previewUrl);
    expect(preview.status).toBe(200);

    const voice = await t.app.modules.voices.service.resolveVoice(answer.body.voice.optionKey, user.id);
    expect(voice).toMatchObject({ provider: 'elevenlabs', providerVoiceId: 'cloned1', voiceType: 'Custom' });

    const removed = await graphql(t, token, 'mutation($k:String!){ deleteClonedVoice(optionKey:$k){ success } }', {
      k: answer.body.voice.optionKey,
    });
    expect(removed.data?.deleteClonedVoice.success).toBe(true);
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/v1/voices/cloned1']);
    expect(voices.has('cloned1')).toBe(false);
  });

  it('keeps nothing when ElevenLabs refuses the recording', async () => {
    const user = await createUser(database.db);
    const token = (await createSession(t.services, user)).accessToken;
    const before = seen.length;
    // A sample the fake refuses: the app must answer a sentence, and store no voice.
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const espeak = new EspeakProvider();
    const sample = encodeWav(
      await espeak.synthesize({
        voice: { provider: 'espeak', providerVoiceId: 'en-us+m3', languageCode: 'en-US' },
        text: SAMPLE_TEXT,
      }),
    );
    await espeak.close();
    const answer = await postClone(t.url, token, { file: sample, language: 'en', consent: 'true' });
    expect(answer.status).toBe(502);
    expect(answer.body.message).toMatch(/could not clone that recording just now/);
    expect(seen.length).toBe(before);
    const list = await graphql(
      t,
      token,
      'query{ featureOptions(featureKey:"voices", languageCode:"en-US"){ optionKey } }',
    );
    expect(JSON.stringify(list.data)).not.toContain('clone:');
  });
});
