import { type FfmpegBinaries, resolveFfmpeg } from '../audio/ffmpeg';
import type { Pcm } from '../audio/pcm';
import { decodeSpeech } from './decode-speech';
import { fetchBytesWithRetry } from './http-retry';
import { createLimiter } from './limiter';
import type { SpeechProvider, SynthesizeRequest } from './tts';

export interface OpenAiSpeechOptions {
  apiKey: string;
  /** The API root including `/v1`, as the OpenAI SDK takes it. */
  baseUrl?: string;
  model?: string;
  concurrency?: number;
  attempts?: number;
  baseDelayMs?: number;
  /** Limit of each try (ms). */
  timeoutMs?: number;
  ffmpeg?: () => FfmpegBinaries;
}

/** The voices `/v1/audio/speech` offers, with the gender their sound suggests (for the catalogue). */
export const OPENAI_VOICES: ReadonlyArray<readonly [id: string, gender: 'male' | 'female']> = [
  ['nova', 'female'],
  ['onyx', 'male'],
  ['shimmer', 'female'],
  ['echo', 'male'],
  ['coral', 'female'],
  ['ash', 'male'],
  ['sage', 'female'],
  ['fable', 'male'],
];

/** Premium voices: OpenAI's speech endpoint, asked for WAV so no decoder is needed. */
export class OpenAiSpeechProvider implements SpeechProvider {
  readonly provider = 'openai' as const;
  readonly sampleRate = 24_000;
  private readonly limit;

  constructor(private readonly options: OpenAiSpeechOptions) {
    this.limit = createLimiter(options.concurrency ?? 4);
  }

  async synthesize({ voice, text, signal }: SynthesizeRequest): Promise<Pcm> {
    const base = (this.options.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
    // A slot is held while OpenAI answers, not while the answer is decoded.
    const bytes = await fetchBytesWithRetry(
      `${base}/audio/speech`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${this.options.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          model: this.options.model ?? 'gpt-4o-mini-tts',
          input: text,
          voice: voice.providerVoiceId,
          response_format: 'wav',
          instructions: 'Speak naturally, as a podcast host in conversation.',
        }),
      },
      {
        service: 'OpenAI speech',
        signal,
        limit: this.limit,
        attempts: this.options.attempts,
        baseDelayMs: this.options.baseDelayMs,
        timeoutMs: this.options.timeoutMs,
      },
    );
    return decodeSpeech(bytes, this.options.ffmpeg ?? (() => resolveFfmpeg()), signal);
  }
}
