import { int16LeBytesToFloat32, type Pcm } from '../audio/pcm';
import { fetchBytesWithRetry } from './http-retry';
import { createLimiter } from './limiter';
import { SpeechError, type SpeechProvider, type SynthesizeRequest } from './tts';

export interface GeminiSpeechOptions {
  apiKey: string;
  baseUrl?: string;
  model?: string;
  concurrency?: number;
  attempts?: number;
  baseDelayMs?: number;
  /** Limit of each try (ms). */
  timeoutMs?: number;
}

/** Gemini's prebuilt speech voices, for the catalogue. */
export const GEMINI_VOICES: ReadonlyArray<readonly [id: string, gender: 'male' | 'female']> = [
  ['Kore', 'female'],
  ['Puck', 'male'],
  ['Aoede', 'female'],
  ['Charon', 'male'],
  ['Leda', 'female'],
  ['Fenrir', 'male'],
];

interface GeminiAnswer {
  candidates?: Array<{ content?: { parts?: Array<{ inlineData?: { mimeType?: string; data?: string } }> } }>;
}

/** Neural voices: Gemini's speech generation, which answers base64 16-bit PCM (24 kHz). */
export class GeminiSpeechProvider implements SpeechProvider {
  readonly provider = 'gemini' as const;
  readonly sampleRate = 24_000;
  private readonly limit;

  constructor(private readonly options: GeminiSpeechOptions) {
    this.limit = createLimiter(options.concurrency ?? 2);
  }

  async synthesize({ voice, text, signal }: SynthesizeRequest): Promise<Pcm> {
    const base = (this.options.baseUrl ?? 'https://generativelanguage.googleapis.com').replace(/\/+$/, '');
    const model = this.options.model ?? 'gemini-2.5-flash-preview-tts';
    const bytes = await fetchBytesWithRetry(
      `${base}/v1beta/models/${model}:generateContent`,
      {
        method: 'POST',
        headers: { 'x-goog-api-key': this.options.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          contents: [{ parts: [{ text }] }],
          generationConfig: {
            responseModalities: ['AUDIO'],
            speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: voice.providerVoiceId } } },
          },
        }),
      },
      {
        service: 'Gemini speech',
        signal,
        limit: this.limit,
        attempts: this.options.attempts,
        baseDelayMs: this.options.baseDelayMs,
        timeoutMs: this.options.timeoutMs,
      },
    );
    const answer = JSON.parse(bytes.toString('utf8')) as GeminiAnswer;
    const inline = answer.candidates?.[0]?.content?.parts?.find((p) => p.inlineData?.data)?.inlineData;
    if (!inline?.data) throw new SpeechError('Gemini speech answered no audio.');
    const rate = Number(/rate=(\d+)/.exec(inline.mimeType ?? '')?.[1] ?? this.sampleRate);
    return { samples: int16LeBytesToFloat32(Buffer.from(inline.data, 'base64')), sampleRate: rate };
  }
}
