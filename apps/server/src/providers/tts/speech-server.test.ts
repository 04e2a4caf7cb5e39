import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, parseSpeechServerVoices } from '../../config';
import { encodeWav } from '../audio/pcm';
import { SpeechServerProvider } from './speech-server';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

let server: Server | undefined;

/** A local server speaking OpenAI's speech API, as Kokoro-FastAPI or LocalAI do. */
async function speechServer(handler: Handler): Promise<string> {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => handler(req, body, res));
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

const wav = (seconds: number) =>
  encodeWav({ samples: new Float32Array(Math.round(24_000 * seconds)).fill(0.1), sampleRate: 24_000 });

describe('speech servers (OpenAI-compatible /v1/audio/speech)', () => {
  it('discovers the voices the server lists, naming Kokoro-style ids, and speaks them with the key and model', async () => {
    const requests: Array<{ auth?: string; body: Record<string, unknown> }> = [];
    const url = await speechServer((req, body, res) => {
      if (req.url === '/v1/audio/voices') {
        return res.end(JSON.stringify({ voices: ['af_bella', 'bm_george', 'narrator'] }));
      }
      requests.push({ auth: req.headers.authorization, body: JSON.parse(body) });
      res.writeHead(200, { 'content-type': 'audio/wav' }).end(wav(0.5));
    });
    const provider = new SpeechServerProvider({
      url,
      apiKey: 'local-key',
      model: 'kokoro',
      voices: parseSpeechServerVoices('narrator:Nora:female:en-GB'),
    });
    const { voices, problems } = await provider.discover();
    expect(problems).toEqual([]);
    expect(voices).toEqual([
      { id: 'af_bella', name: 'Bella', gender: 'female', languages: ['en-US'], tier: 'Neural' },
      { id: 'bm_george', name: 'George', gender: 'male', languages: ['en-GB'], tier: 'Neural' },
      { id: 'narrator', name: 'Nora', gender: 'female', languages: ['en-GB'], tier: 'Neural' },
    ]);
    const pcm = await provider.synthesize({
      voice: { provider: 'speech-server', providerVoiceId: 'af_bella', languageCode: 'en-US' },
      text: 'Hello there.',
      speed: 1.2,
    });
    expect(pcm.sampleRate).toBe(24_000);
    expect(pcm.samples.length).toBe(12_000);
    expect(requests).toEqual([
      {
        auth: 'Bearer local-key',
        body: { model: 'kokoro', input: 'Hello there.', voice: 'af_bella', response_format: 'wav', speed: 1.2 },
      },
    ]);
  });

  it('uses SPEECH_SERVER_VOICES where the server cannot list its voices', async () => {
    const url = await speechServer((_req, _body, res) => res.writeHead(404).end('Not Found'));
    const config = loadConfig({
      NODE_ENV: 'test',
      SPEECH_SERVER_URL: `${url}/v1`,
      SPEECH_SERVER_VOICES: 'alloy:Alex:male:en-US, shimmer:Sia:female:hi-IN',
    });
    const provider = new SpeechServerProvider(
      config.voices.speechServer as NonNullable<typeof config.voices.speechServer>,
    );
    expect(await provider.discover()).toEqual({
      voices: [
        { id: 'alloy', name: 'Alex', gender: 'male', languages: ['en-US'], tier: 'Neural' },
        { id: 'shimmer', name: 'Sia', gender: 'female', languages: ['hi-IN'], tier: 'Neural' },
      ],
      problems: [],
    });
    const bare = new SpeechServerProvider({ url });
    expect(await bare.discover()).toEqual({
      voices: [],
      problems: [
        `The speech server at ${url}/v1 does not list its voices (GET /v1/audio/voices): name them in SPEECH_SERVER_VOICES.`,
      ],
    });
  });

  it('says so, without failing, when the server is not there', async () => {
    const provider = new SpeechServerProvider({ url: 'http://127.0.0.1:9/v1' });
    const { voices, problems } = await provider.discover();
    expect(voices).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^The speech server at http:\/\/127\.0\.0\.1:9\/v1 could not list its voices \(.+\): none of its voices are offered\.$/,
    );
  });

  it('keeps at most SPEECH_SERVER_CONCURRENCY lines in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const url = await speechServer((_req, _body, res) => {
      inFlight++;
      most = Math.max(most, inFlight);
      setTimeout(() => {
        inFlight--;
        res.writeHead(200).end(wav(0.1));
      }, 40);
    });
    const provider = new SpeechServerProvider({ url, concurrency: 3 });
    const voice = { provider: 'speech-server' as const, providerVoiceId: 'af_bella', languageCode: 'en-US' };
    await Promise.all(Array.from({ length: 10 }, (_, i) => provider.synthesize({ voice, text: `Line ${i}.` })));
    expect(most).toBe(3);
  });

  it('refuses a bad SPEECH_SERVER_VOICES entry with a sentence naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SPEECH_SERVER_VOICES: 'alloy:Alex:robot:en' })).toThrow(
      'Invalid configuration: SPEECH_SERVER_VOICES: must be a comma-separated list of id:name:gender:language, e.g. af_bella:Bella:female:en-US',
    );
  });
});
