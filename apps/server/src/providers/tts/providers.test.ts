import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPodcastAudio } from '../../modules/audio/render';
import { resolveFfmpeg, runBinary } from '../audio/ffmpeg';
import { decodeWav, encodeWav } from '../audio/pcm';
import { estimatePitch } from '../audio/pitch';
import { createTempStorage } from '../audio/testing/audio-test-kit';
import { ElevenLabsProvider } from './elevenlabs';
import { EspeakProvider } from './espeak';
import { GeminiSpeechProvider } from './gemini-speech';
import { retryAfterMs } from './http-retry';
import { synthesizerFrom } from './index';
import { OpenAiSpeechProvider } from './openai-speech';
import { PermanentSpeechError } from './tts';

const binaries = resolveFfmpeg();

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
type Handler = (request: Seen, response: ServerResponse) => void;

/** A local server that speaks the providers' HTTP shapes; each test sets what it answers. */
let server: Server;
let base: string;
let handler: Handler;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks) };
      seen.push(request);
      handler(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  seen.length = 0;
});

/** Real speech for the fake server to answer: eSpeak, as a WAV. */
async function spokenWav(text: string, voice = 'en-us+m3'): Promise<Buffer> {
  const espeak = new EspeakProvider();
  try {
    return encodeWav(
      await espeak.synthesize({ voice: { provider: 'espeak', providerVoiceId: voice, languageCode: 'en-US' }, text }),
    );
  } finally {
    await espeak.close();
  }
}

describe('OpenAI speech: the request and its retries', () => {
  it('posts to /v1/audio/speech, retries a 429 after Retry-After and decodes the WAV it gets', async () => {
    const wav = await spokenWav('Hello from the speech endpoint.');
    handler = (_, res) => {
      if (seen.length === 1) {
        res.writeHead(429, { 'retry-after': '0.2', 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: 'Rate limit reached' } }));
      }
      res.writeHead(200, { 'content-type': 'audio/wav' });
      res.end(wav);
    };
    const openai = new OpenAiSpeechProvider({ apiKey: 'sk-test', baseUrl: `${base}/v1`, baseDelayMs: 10 });
    const started = Date.now();
    const pcm = await openai.synthesize({
      voice: { provider: 'openai', providerVoiceId: 'nova', languageCode: 'en-US' },
      text: 'Hello from the speech endpoint.',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
    expect(seen).toHaveLength(2);
    const [first] = seen;
    expect(first?.method).toBe('POST');
    expect(first?.url).toBe('/v1/audio/speech');
    expect(first?.headers.authorization).toBe('Bearer sk-test');
    expect(JSON.parse(first?.body.toString('utf8') ?? '{}')).toMatchObject({
      input: 'Hello from the speech endpoint.',
      voice: 'nova',
      response_format: 'wav',
    });
    const expected = decodeWav(wav);
    expect(pcm.sampleRate).toBe(expected.sampleRate);
    expect(pcm.samples.length).toBe(expected.samples.length);
  });

  it('counts a request that hangs as a failed try and tries again', async () => {
    const wav = await spokenWav('Second time lucky.');
    handler = (_, res) => {
      if (seen.length === 1) return; // never answers
      res.writeHead(200, { 'content-type': 'audio/wav' });
      res.end(wav);
    };
    const openai = new OpenAiSpeechProvider({
      apiKey: 'sk-test',
      baseUrl: `${base}/v1`,
      baseDelayMs: 10,
      timeoutMs: 300,
    });
    const pcm = await openai.synthesize({
      voice: { provider: 'openai', providerVoiceId: 'nova', languageCode: 'en-US' },
      text: 'Hi.',
    });
    expect(pcm.samples.length).toBe(decodeWav(wav).samples.length);
    expect(seen).toHaveLength(2);
  });
});

describe('OpenAI speech: MP3 answers, a refused key and a mixed programme', () => {
  it('decodes MP3 answers through ffmpeg', async () => {
    const mp3 = await runBinary(binaries.ffmpeg, [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=200:sample_rate=24000:duration=1.5',
      ],
      ...['-c:a', 'libmp3lame', '-f', 'mp3', 'pipe:1'],
    ]);
    handler = (_, res) => {
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.end(mp3);
    };
    const openai = new OpenAiSpeechProvider({ apiKey: 'sk-test', baseUrl: `${base}/v1` });
    const pcm = await openai.synthesize({
      voice: { provider: 'openai', providerVoiceId: 'onyx', languageCode: 'en-US' },
      text: 'Hi.',
    });
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(1.4);
    expect(estimatePitch(pcm.samples, pcm.sampleRate)).toBeCloseTo(200, -1);
  });

  it('gives up at once on a refused key, with the service named', async () => {
    handler = (_, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Incorrect API key provided' } }));
    };
    const openai = new OpenAiSpeechProvider({ apiKey: 'bad', baseUrl: `${base}/v1`, baseDelayMs: 10 });
    const attempt = openai.synthesize({
      voice: { provider: 'openai', providerVoiceId: 'nova', languageCode: 'en-US' },
      text: 'Hi.',
    });
    await expect(attempt).rejects.toBeInstanceOf(PermanentSpeechError);
    await expect(attempt).rejects.toThrow(/OpenAI speech answered 401/);
    expect(seen).toHaveLength(1);
  });

  it('renders a programme that mixes an offline and an OpenAI voice, resampled to one rate', async () => {
    const wav = await spokenWav('I am the premium voice in this conversation.', 'en-us+f4');
    handler = (_, res) => {
      res.writeHead(200, { 'content-type': 'audio/wav' });
      res.end(wav);
    };
    const espeak = new EspeakProvider();
    const synthesizer = synthesizerFrom([
      espeak,
      new OpenAiSpeechProvider({ apiKey: 'sk-test', baseUrl: `${base}/v1`, concurrency: 2 }),
    ]);
    const temp = await createTempStorage();
    try {
      const result = await renderPodcastAudio({
        podcastId: 5,
        lines: [
          { speaker: 'Ana', text: 'Hello, I am the premium voice.' },
          { speaker: 'Ben', text: 'And I am the offline voice, reading along.' },
        ],
        voices: {
          Ana: { provider: 'openai', providerVoiceId: 'nova', languageCode: 'en-US' },
          Ben: { provider: 'espeak', providerVoiceId: 'en-us+m3', languageCode: 'en-US' },
        },
        storage: temp.storage,
        synthesizer,
      });
      expect(result.sampleRate).toBe(24_000);
      expect(result.synthesizedLines).toBe(2);
      expect(seen.filter((r) => r.url === '/v1/audio/speech')).toHaveLength(1);
    } finally {
      await synthesizer.close();
      await temp.cleanup();
    }
  });
});

describe('ElevenLabs', () => {
  it('reads raw PCM from text-to-speech and clones a voice from a sample', async () => {
    const pcm16 = Buffer.alloc(22_050 * 2);
    for (let i = 0; i < 22_050; i++)
      pcm16.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 150 * i) / 22_050)), i * 2);
    handler = (request, res) => {
      if (request.url?.startsWith('/v1/voices/add')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ voice_id: 'cloned-123', requires_verification: false }));
      }
      res.writeHead(200, { 'content-type': 'audio/pcm' });
      res.end(pcm16);
    };
    const eleven = new ElevenLabsProvider({ apiKey: 'xi-test', baseUrl: base });
    const pcm = await eleven.synthesize({
      voice: { provider: 'elevenlabs', providerVoiceId: '21m00Tcm4TlvDq8ikWAM', languageCode: 'en-US' },
      text: 'Hi there.',
    });
    expect(pcm.sampleRate).toBe(22_050);
    expect(pcm.samples.length).toBe(22_050);
    expect(seen[0]?.url).toBe('/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM?output_format=pcm_22050');
    expect(seen[0]?.headers['xi-api-key']).toBe('xi-test');

    const id = await eleven.cloneVoice({
      name: 'My voice',
      sample: await spokenWav('A sample.'),
      fileName: 's.wav',
      contentType: 'audio/wav',
    });
    expect(id).toBe('cloned-123');
    const upload = seen[1];
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(upload?.body.toString('latin1')).toContain('name="files"; filename="s.wav"');
  });
});

describe('Gemini speech', () => {
  it('asks for audio with the prebuilt voice and decodes the base64 PCM', async () => {
    const pcm16 = Buffer.alloc(24_000);
    handler = (_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          candidates: [
            {
              content: {
                parts: [{ inlineData: { mimeType: 'audio/L16;codec=pcm;rate=24000', data: pcm16.toString('base64') } }],
              },
            },
          ],
        }),
      );
    };
    const gemini = new GeminiSpeechProvider({ apiKey: 'g-test', baseUrl: base });
    const pcm = await gemini.synthesize({
      voice: { provider: 'gemini', providerVoiceId: 'Kore', languageCode: 'en-US' },
      text: 'Hi.',
    });
    expect(pcm).toMatchObject({ sampleRate: 24_000 });
    expect(pcm.samples.length).toBe(12_000);
    const body = JSON.parse(seen[0]?.body.toString('utf8') ?? '{}');
    expect(seen[0]?.url).toBe('/v1beta/models/gemini-2.5-flash-preview-tts:generateContent');
    expect(body.generationConfig.speechConfig.voiceConfig.prebuiltVoiceConfig.voiceName).toBe('Kore');
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000);
  });
});
