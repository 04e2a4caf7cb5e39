import { int16LeBytesToFloat32, type Pcm } from '../audio/pcm';
import { fetchBytesWithRetry, fetchWithRetry } from './http-retry';
import { createLimiter } from './limiter';
import { SpeechError, type SpeechProvider, type SynthesizeRequest } from './tts';

export interface ElevenLabsOptions {
  apiKey: string;
  baseUrl?: string;
  model?: string;
  concurrency?: number;
  attempts?: number;
  baseDelayMs?: number;
  /** Limit of each try (ms). */
  timeoutMs?: number;
}

/** ElevenLabs' premade voices (their ids are public and stable), for the catalogue. */
export const ELEVENLABS_VOICES: ReadonlyArray<readonly [id: string, name: string, gender: 'male' | 'female']> = [
  ['21m00Tcm4TlvDq8ikWAM', 'Rachel', 'female'],
  ['pNInz6obpgDQGcFmaJgB', 'Adam', 'male'],
  ['EXAVITQu4vr4xnxLm9xl', 'Sarah', 'female'],
  ['ErXwobaYiN019PkySvjV', 'Antoni', 'male'],
  ['MF3mGyEYCl7XYWbV9V6O', 'Elli', 'female'],
  ['TxGEqnHWrfWFTfGW9XjX', 'Josh', 'male'],
];

const SAMPLE_RATE = 22_050;

/** Ultra voices, and voice cloning, through ElevenLabs. */
export class ElevenLabsProvider implements SpeechProvider {
  readonly provider = 'elevenlabs' as const;
  readonly sampleRate = SAMPLE_RATE;
  private readonly limit;

  constructor(private readonly options: ElevenLabsOptions) {
    this.limit = createLimiter(options.concurrency ?? 3);
  }

  private get base(): string {
    return (this.options.baseUrl ?? 'https://api.elevenlabs.io').replace(/\/+$/, '');
  }

  async synthesize({ voice, text, signal }: SynthesizeRequest): Promise<Pcm> {
    const bytes = await fetchBytesWithRetry(
      `${this.base}/v1/text-to-speech/${encodeURIComponent(voice.providerVoiceId)}?output_format=pcm_${SAMPLE_RATE}`,
      {
        method: 'POST',
        headers: { 'xi-api-key': this.options.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ text, model_id: this.options.model ?? 'eleven_multilingual_v2' }),
      },
      {
        service: 'ElevenLabs',
        signal,
        limit: this.limit,
        attempts: this.options.attempts,
        baseDelayMs: this.options.baseDelayMs,
        timeoutMs: this.options.timeoutMs,
      },
    );
    // pcm_* output is headerless 16-bit little-endian mono.
    return { samples: int16LeBytesToFloat32(new Uint8Array(bytes)), sampleRate: SAMPLE_RATE };
  }

  /** Instant voice cloning from one recording; answers the new voice's id. */
  async cloneVoice(input: {
    name: string;
    sample: Buffer;
    fileName: string;
    contentType: string;
    description?: string;
    labels?: Record<string, string>;
    signal?: AbortSignal;
  }): Promise<string> {
    const form = new FormData();
    form.append('name', input.name);
    form.append('files', new Blob([new Uint8Array(input.sample)], { type: input.contentType }), input.fileName);
    if (input.description) form.append('description', input.description);
    if (input.labels) form.append('labels', JSON.stringify(input.labels));
    const response = await fetchWithRetry(
      `${this.base}/v1/voices/add`,
      { method: 'POST', headers: { 'xi-api-key': this.options.apiKey }, body: form },
      {
        service: 'ElevenLabs',
        signal: input.signal,
        attempts: this.options.attempts,
        baseDelayMs: this.options.baseDelayMs,
      },
    );
    const body = (await response.json()) as { voice_id?: string };
    if (!body.voice_id) throw new SpeechError('ElevenLabs did not answer a voice id for the cloned voice.');
    return body.voice_id;
  }

  /** Removes a cloned voice (a voice that is already gone counts as removed). */
  async deleteVoice(voiceId: string, signal?: AbortSignal): Promise<void> {
    try {
      await fetchWithRetry(
        `${this.base}/v1/voices/${encodeURIComponent(voiceId)}`,
        { method: 'DELETE', headers: { 'xi-api-key': this.options.apiKey } },
        { service: 'ElevenLabs', signal, attempts: this.options.attempts, baseDelayMs: this.options.baseDelayMs },
      );
    } catch (error) {
      if (error instanceof SpeechError && error.status === 404) return;
      throw error;
    }
  }
}
