import { availableParallelism } from 'node:os';
import type { Pcm } from '../audio/pcm';
import { type LocalModel, type LocalVoice, type LocalVoiceTarget, scanVoiceModels } from './local-voice-models';
import { type Discovery, PermanentSpeechError, type SpeechProvider, type SynthesizeRequest } from './tts';
import { WorkerPool, workerUrl } from './worker-pool';

export interface LocalVoicesOptions {
  /** VOICE_MODELS_DIR. */
  dir: string;
  /** Worker threads (each runs one inference on one core). */
  poolSize?: number;
  /**
   * A model whose probe sentence takes longer than this many times its own duration is too slow for this machine:
   * a render would take longer than the episode plays. 1 means real time.
   */
  maxRealTimeFactor?: number;
}

type WorkerRequest =
  | ({ kind: 'speak'; text: string; speed: number } & LocalVoiceTarget)
  | { kind: 'inspect'; model: string };
type WorkerResult =
  | { samples: Float32Array; sampleRate: number; inferenceMs: number }
  | { inputNames: string[]; outputNames: string[] };

/** The inputs each family's model reads (Piper's VITS export; Kokoro's, either token input name). */
const SIGNATURES = {
  piper: { needs: [['input'], ['input_lengths'], ['scales']], says: 'input, input_lengths and scales' },
  kokoro: { needs: [['tokens', 'input_ids'], ['style'], ['speed']], says: 'tokens (or input_ids), style and speed' },
} as const;

const PROBE_TEXT = 'Hello, this is how I sound in your podcast.';

/**
 * Neural voices (voice_type Neural) from ONNX models in VOICE_MODELS_DIR: Piper (VITS) and Kokoro, run on the CPU by
 * onnxruntime in worker threads. `discover` reads the folder, loads each model, checks its inputs and its speed on
 * this machine, and keeps the voices of the models that pass; the others are sentences in `problems`.
 */
export class LocalVoiceProvider implements SpeechProvider {
  readonly provider = 'local' as const;
  private readonly pool: WorkerPool<WorkerRequest, WorkerResult>;
  private readonly voices = new Map<string, LocalVoice>();
  private readonly rates = new Map<string, number>();
  private discovery?: Promise<Discovery & { models: LocalModel[] }>;

  constructor(private readonly options: LocalVoicesOptions) {
    this.pool = new WorkerPool({
      url: workerUrl('onnx-voice-worker'),
      name: 'neural voice',
      stop: 'ask',
      size: options.poolSize ?? Math.max(1, Math.min(2, availableParallelism())),
    });
  }

  /** The highest rate among the voices found (Piper's medium voices 22 050 Hz, Kokoro 24 000 Hz). */
  get sampleRate(): number {
    return this.rates.size === 0 ? 22_050 : Math.max(...this.rates.values());
  }

  discover(): Promise<Discovery & { models: LocalModel[] }> {
    this.discovery ??= this.inspectAll();
    return this.discovery;
  }

  async synthesize({ voice, text, speed, signal }: SynthesizeRequest): Promise<Pcm> {
    await this.discover();
    const local = this.voices.get(voice.providerVoiceId.split('?')[0] as string);
    if (!local) {
      throw new PermanentSpeechError(
        `The neural voice ${voice.providerVoiceId} is not installed on this server any more. Please choose another voice.`,
      );
    }
    const result = await this.pool.run(
      { kind: 'speak', text, speed: speedOf(voice.providerVoiceId, speed), ...local.target },
      signal,
    );
    return result as Pcm;
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  private async inspectAll(): Promise<Discovery & { models: LocalModel[] }> {
    const { models, problems: found } = await scanVoiceModels(this.options.dir);
    const problems = found.map((p) => p.problem);
    const usable: LocalModel[] = [];
    for (const model of models) {
      const problem = await this.check(model);
      if (problem) {
        problems.push(`${model.name}: ${problem}`);
        continue;
      }
      usable.push(model);
      for (const voice of model.voices) this.voices.set(voice.id, voice);
    }
    const voices = usable.flatMap((model) =>
      model.voices.map((v) => ({
        id: v.id,
        name: v.name,
        gender: v.gender,
        languages: [v.language],
        tier: 'Neural' as const,
      })),
    );
    return { voices, problems, models: usable };
  }

  /** Loads the model, checks its inputs, and times one sentence: a sentence saying what is wrong, or null. */
  private async check(model: LocalModel): Promise<string | null> {
    let names: { inputNames: string[] };
    try {
      names = (await this.pool.run({ kind: 'inspect', model: model.file })) as { inputNames: string[] };
    } catch {
      return 'the file could not be loaded as an ONNX model: it is damaged or incomplete. Add it again with `npm run voices -- add`.';
    }
    const signature = SIGNATURES[model.family];
    if (!signature.needs.every((alternatives) => alternatives.some((n) => names.inputNames.includes(n)))) {
      return `this is not a ${model.family === 'piper' ? 'Piper' : 'Kokoro'} model: it reads ${names.inputNames.join(', ') || 'nothing'}, where one reads ${signature.says}.`;
    }
    const voice = model.voices[0] as LocalVoice;
    let pcm: Pcm & { inferenceMs: number };
    try {
      // Twice: the first inference of a session allocates its buffers; the second is the model's real pace.
      const probe = { kind: 'speak', text: PROBE_TEXT, speed: 1, ...voice.target } as const;
      await this.pool.run(probe);
      pcm = (await this.pool.run(probe)) as Pcm & { inferenceMs: number };
    } catch (error) {
      return `the model loaded but could not speak (${(error as Error).message.split('\n')[0]}).`;
    }
    const seconds = pcm.samples.length / pcm.sampleRate;
    const took = pcm.inferenceMs / 1000;
    if (seconds === 0) return 'the model loaded but spoke nothing.';
    const limit = this.options.maxRealTimeFactor ?? 1;
    if (took > seconds * limit) {
      return `too slow for this machine: it took ${took.toFixed(1)} s to speak ${seconds.toFixed(1)} s of audio, so an episode would take longer to render than to play.`;
    }
    this.rates.set(model.name, pcm.sampleRate);
    return null;
  }
}

/** `?speed=1.1` on a voice id is that voice's own pace; a request's speed multiplies it. */
function speedOf(providerVoiceId: string, requested = 1): number {
  const query = providerVoiceId.split('?')[1];
  const own = query ? Number(new URLSearchParams(query).get('speed') ?? 1) : 1;
  const speed = (Number.isFinite(own) && own > 0 ? own : 1) * requested;
  return Math.min(2, Math.max(0.5, speed));
}
