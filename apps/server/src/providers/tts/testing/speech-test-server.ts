import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeWav } from '../../audio/pcm';

/** What the server does with one request, decided when it arrives. */
export type SpeechAnswer = { ms: number; seconds: number } | { ms: number; status: number; retryAfterSeconds?: number };

/** One request as the server saw it. */
export interface SeenRequest {
  input: string;
  voice: string;
  arrivedAt: number;
  /** When the answer was sent; unset while in flight or when the client gave up first. */
  answeredAt?: number;
  /** The client closed the connection before the answer was sent. */
  abandoned: boolean;
  /** Requests in flight, this one included, when it arrived. */
  inFlightAtArrival: number;
}

export interface SpeechTestServer {
  url: string;
  requests: SeenRequest[];
  inFlight: () => number;
  /** The most requests the server had in flight at once. */
  mostInFlight: () => number;
  close: () => Promise<void>;
}

export const SPEECH_TEST_RATE = 24_000;

/**
 * A tone of `seconds` at `hz`, rising and falling like syllables (4 Hz), so loudness measures and levelling
 * treat it as speech; every sample differs from the one before, so a line's audio can be told from silence.
 */
export function speechLikeTone(seconds: number, hz = 180): Float32Array {
  const samples = new Float32Array(Math.round(SPEECH_TEST_RATE * seconds));
  for (let i = 0; i < samples.length; i++) {
    const t = i / SPEECH_TEST_RATE;
    samples[i] = 0.3 * Math.sin(2 * Math.PI * hz * t) * (0.6 + 0.4 * Math.sin(2 * Math.PI * 4 * t));
  }
  return samples;
}

/**
 * A local server speaking OpenAI's `POST /v1/audio/speech` (as Kokoro-FastAPI, LocalAI or Speaches do), answering
 * each request as `answer` decides after its delay with a WAV of the line's length, and counting what it sees:
 * requests in flight, their order, and requests the client gave up on.
 */
export async function startSpeechTestServer(
  answer: (input: string, index: number) => SpeechAnswer,
): Promise<SpeechTestServer> {
  const requests: SeenRequest[] = [];
  let inFlight = 0;
  let most = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (req.url !== '/v1/audio/speech') return void res.writeHead(404).end('Not Found');
      const { input, voice } = JSON.parse(body) as { input: string; voice: string };
      inFlight++;
      most = Math.max(most, inFlight);
      const seen: SeenRequest = {
        input,
        voice,
        arrivedAt: performance.now(),
        abandoned: false,
        inFlightAtArrival: inFlight,
      };
      const plan = answer(input, requests.length);
      requests.push(seen);
      let open = true;
      const done = () => {
        if (!open) return;
        open = false;
        inFlight--;
      };
      const timer = setTimeout(() => {
        if (!open) return;
        seen.answeredAt = performance.now();
        done();
        if ('status' in plan) {
          const headers = plan.retryAfterSeconds === undefined ? {} : { 'retry-after': String(plan.retryAfterSeconds) };
          return void res.writeHead(plan.status, headers).end('busy');
        }
        const wav = encodeWav({ samples: speechLikeTone(plan.seconds), sampleRate: SPEECH_TEST_RATE });
        res.writeHead(200, { 'content-type': 'audio/wav' }).end(wav);
      }, plan.ms);
      res.on('close', () => {
        if (!open) return;
        clearTimeout(timer);
        seen.abandoned = true;
        done();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    inFlight: () => inFlight,
    mostInFlight: () => most,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
