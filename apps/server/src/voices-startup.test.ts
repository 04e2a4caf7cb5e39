import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GRAPHQL_PATH } from '@podloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { piperConfig, writePiperVoice } from './providers/tts/testing/onnx-models';
import { startTestApp, type TestApp } from './test/app';
import { createTestDatabase, type TestDatabase } from './test/database';
import { captureLog, type LogCapture } from './test/log-capture';

let database: TestDatabase;
let t: TestApp;
let log: LogCapture;
let dir: string;
let speech: Server;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'podloom-startup-voices-'));
  await writePiperVoice(dir, 'en_US-lessac-medium');
  await writeFile(join(dir, 'en_US-broken-medium.onnx'), Buffer.alloc(4096, 7));
  await writeFile(join(dir, 'en_US-broken-medium.onnx.json'), JSON.stringify(piperConfig()));
  speech = createServer((req, res) => {
    if (req.url === '/v1/audio/voices') return res.end(JSON.stringify({ voices: ['am_adam'] }));
    res.writeHead(404).end();
  });
  await new Promise<void>((done) => speech.listen(0, '127.0.0.1', done));
  database = await createTestDatabase();
  log = captureLog();
  t = await startTestApp(
    database,
    {
      VOICE_MODELS_DIR: dir,
      SPEECH_SERVER_URL: `http://127.0.0.1:${(speech.address() as AddressInfo).port}`,
      LOG_LEVEL: 'info',
    },
    { logStream: log.stream },
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
  await database?.destroy();
  await new Promise((done) => speech?.close(done));
  await rm(dir, { recursive: true, force: true });
});

describe('start-up with local models and a speech server', () => {
  it('starts, and says in the log why a model is not offered and which tier is empty', () => {
    const text = log.text();
    expect(text).toContain(
      'en_US-broken-medium: the file could not be loaded as an ONNX model: it is damaged or incomplete. Add it again with `npm run voices -- add`.',
    );
    expect(text).toContain('No Ultra voices on this install: set ELEVENLABS_API_KEY to offer them.');
    expect(text).not.toContain('No Neural voices');
  });

  it('offers the found voices as Neural in the catalogue, and tells the browser which providers speak', async () => {
    const config = await (await fetch(`${t.url}/api/podloom/v1/config`)).json();
    expect(config.voices.providers).toEqual(['espeak', 'flite', 'local', 'speech-server']);
    const response = await fetch(`${t.url}${GRAPHQL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'query { featureOptions(featureKey: "voices", languageCode: "en-US") { optionKey voice { name gender voice_type } } }',
      }),
    });
    const { data } = (await response.json()) as {
      data: {
        featureOptions: Array<{ optionKey: string; voice: { name: string; gender: string; voice_type: string } }>;
      };
    };
    const neural = data.featureOptions.filter((o) => o.voice.voice_type === 'Neural');
    expect(neural).toEqual([
      {
        optionKey: 'local:en-US:en-us-lessac-medium',
        voice: { name: 'Lessac', gender: 'female', voice_type: 'Neural' },
      },
      { optionKey: 'speech-server:en-US:am-adam', voice: { name: 'Adam', gender: 'male', voice_type: 'Neural' } },
    ]);
  });
});
