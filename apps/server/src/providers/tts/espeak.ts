import { int16ToFloat32, type Pcm } from '../audio/pcm';
import { type EspeakEngine, EspeakPool } from './espeak-pool';
import type { SpeechProvider, SynthesizeRequest } from './tts';

/** A conversational pace: eSpeak's default 175 wpm sounds hurried next to a person. */
const DEFAULT_RATE = 165;
const DEFAULT_PITCH = 50;
/** eSpeak's own default intonation range (0 is a monotone). */
const DEFAULT_RANGE = 50;

/** eSpeak reads SSML: a bare `&` or `<` in a script line would end the sentence or drop words. */
export function escapeSsml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** `hi+f4?pitch=60&rate=170&range=40` → the voice name and its settings. */
export function parseEspeakVoice(providerVoiceId: string): {
  voice: string;
  rate: number;
  pitch: number;
  range: number;
} {
  const [voice = 'en', query = ''] = providerVoiceId.split('?');
  const params = new URLSearchParams(query);
  const number = (key: string, fallback: number, min: number, max: number) => {
    const value = Number(params.get(key));
    return params.has(key) && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
  };
  return {
    voice,
    rate: number('rate', DEFAULT_RATE, 80, 450),
    pitch: number('pitch', DEFAULT_PITCH, 0, 99),
    range: number('range', DEFAULT_RANGE, 0, 99),
  };
}

/**
 * Offline voices (voice_type Basic): eSpeak NG in worker threads, through the system's libespeak-ng when it has
 * one (espeak-native.mjs), else the WASM build that ships with Podloom.
 */
export class EspeakProvider implements SpeechProvider {
  readonly provider = 'espeak' as const;
  readonly sampleRate = 22_050;

  constructor(private readonly pool = new EspeakPool()) {}

  async synthesize({ voice, text, signal }: SynthesizeRequest): Promise<Pcm> {
    const settings = parseEspeakVoice(voice.providerVoiceId);
    const result = await this.pool.synthesize({ ...settings, text: escapeSsml(text) }, signal);
    return { samples: int16ToFloat32(result.samples), sampleRate: result.sampleRate };
  }

  warm(): Promise<void> {
    return this.pool.warm();
  }

  /** Which build speaks, once a worker has started (warm() starts them). */
  get engine(): EspeakEngine | undefined {
    return this.pool.engine;
  }

  /** The start-up line saying which build speaks and, for the WASM one, how to get the cheaper one. */
  engineNote(): string | undefined {
    const engine = this.pool.engine;
    if (!engine) return undefined;
    if (engine.engine === 'native') return `eSpeak NG speaks through the ${engine.detail}.`;
    return `eSpeak NG speaks through its WASM build: ${engine.detail}. The system's libespeak-ng uses about a quarter of the CPU per line.`;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
