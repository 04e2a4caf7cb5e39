import { MESSAGES, TIMINGS } from '@podloom/contract';
import { refusalOr } from '../../api/api-error';
import {
  type GenerationFlow,
  GenerationRun,
  type GenerationStream,
  type GenerationStreamHandlers,
  type Notifier,
  type RunTimings,
} from '../../api/generation-run';
import type { PodcastAudioUrl, StartedAudio } from './audio-api';
import type { AudioPayload } from './audio-payload';
import { type AudioProgress, mergeProgress } from './audio-progress';

/** Spec 000 §9 audio timings, injectable so tests need not wait for them. `timeoutMs`: 60 s, or a longer eta. */
export type AudioTimings = RunTimings;

export const AUDIO_TIMINGS: AudioTimings = {
  timeoutMs: TIMINGS.audioStreamTimeoutMs,
  fallbackDelayMs: TIMINGS.audioFallbackDelayMs,
  fallbackAttempts: TIMINGS.fallbackAttempts,
  longToastMs: TIMINGS.longToastMs,
};

/** Spec 000 §4 "Audio generation" status texts. */
export const AUDIO_STATUS = {
  preparing: 'Preparing audio generation',
  generating: 'Generating audio',
  waiting: 'Please wait!',
} as const;

/** The calls the machine makes: the real ones in the app, fakes in tests. */
export interface AudioGenerationPorts {
  startAudio: (payload: AudioPayload) => Promise<StartedAudio>;
  openStream: (refId: string, handlers: GenerationStreamHandlers) => GenerationStream;
  findAudioByBatchJob: (batchJobId: string) => Promise<PodcastAudioUrl | null>;
  notify: Notifier;
}

export type AudioPhase = 'idle' | 'preparing' | 'generating' | 'fallback';

/** Everything the card shows about a generation. */
export interface AudioGenerationSnapshot {
  phase: AudioPhase;
  /** The status line: the spec's texts while busy, the failure sentence after a failure, else null. */
  status: string | null;
  failed: boolean;
  /** Why it failed, when the server said. */
  reason: string | null;
  progress: AudioProgress | null;
  etaSeconds: number | null;
  /** When the stream opened (ms since the epoch), for the time left. */
  startedAt: number | null;
  /** A signed link to the opening seconds, playable while the rest renders. */
  firstAudioUrl: string | null;
  podcastId: number | null;
}

export const IDLE_AUDIO: AudioGenerationSnapshot = {
  phase: 'idle',
  status: null,
  failed: false,
  reason: null,
  progress: null,
  etaSeconds: null,
  startedAt: null,
  firstAudioUrl: null,
  podcastId: null,
};

export interface GeneratedAudio {
  podcastId: number;
  audioUrl: string;
  via: 'stream' | 'fallback';
}

export interface AudioGenerationListener {
  onChange?: (snapshot: AudioGenerationSnapshot) => void;
  onSuccess?: (audio: GeneratedAudio) => void;
}

/** The stored file a signed link points at: links to the same file differ only in their signature. */
function fileOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return url;
  }
}

/** What one audio run starts from: the payload, and the file the podcast had before (never the new audio). */
interface AudioRun {
  payload: AudioPayload;
  previous: string | null;
}

/**
 * What an audio run differs in (spec 000 §4 "Audio generation"): db_status must be SUCCESS; the result is a
 * file_sas (a result without one is looked up); the look-up is `podcastPresignedUrlByBatchJobId`, and the audio
 * the podcast had before does not count as found.
 *
 * Two choices beyond the spec's words: the timeout never drops below 60 s because of a short eta (the eta is
 * an estimate, and a render's last step can be quiet), and a failure result from our own server ends the run
 * at once with 'Failed to generate audio. Please try again.' instead of waiting out a fallback that cannot
 * find audio the server said it could not make.
 */
function audioFlow(ports: AudioGenerationPorts): GenerationFlow<AudioRun, StartedAudio, GeneratedAudio> {
  return {
    noun: 'audio',
    messages: { generating: MESSAGES.audioGenerating, succeeded: MESSAGES.audioGenerated, later: MESSAGES.audioLater },
    notify: ports.notify,
    start: ({ payload }) => ports.startAudio(payload),
    openStream: (refId, handlers) => ports.openStream(refId, handlers),
    startFailure: (error) => refusalOr(error, MESSAGES.audioFailedRetry),
    refuseStart: (started) => {
      if (started?.db_status !== 'SUCCESS') return MESSAGES.audioFailed;
      return started.ref_id ? null : MESSAGES.audioFailedRetry;
    },
    timeoutAfterEta: (eta, timings) => Math.max(timings.timeoutMs, Math.max(1, eta) * 1000),
    readResult: (result) =>
      result.file_sas ? { podcastId: Number(result.podcast_id), audioUrl: result.file_sas, via: 'stream' } : null,
    onFailedResult: (result) => ({
      message: MESSAGES.audioFailedRetry,
      reason: (result.message ?? '').replace(/^creation failed:\s*/i, '').trim() || null,
    }),
    lookUp: async (started, { previous }) => {
      const found = await ports.findAudioByBatchJob(started.batch_job_id);
      const url = found?.presignedUrl;
      if (!url || fileOf(url) === previous) return null;
      return { podcastId: found.podcastId ?? started.podcast_id, audioUrl: url, via: 'fallback' };
    },
  };
}

/** An audio generation: the shared run configured for audio, kept as the snapshot the card shows. */
export class AudioGeneration {
  private snapshot: AudioGenerationSnapshot = IDLE_AUDIO;
  private readonly run: GenerationRun<AudioRun, StartedAudio, GeneratedAudio>;

  constructor(
    ports: AudioGenerationPorts,
    private listener: AudioGenerationListener = {},
    timings: Partial<AudioTimings> = {},
  ) {
    this.run = new GenerationRun(
      audioFlow(ports),
      {
        onPhase: (phase, { input, started }) => {
          const podcastId = input.payload.podcast_id;
          if (phase === 'starting') {
            this.update({ ...IDLE_AUDIO, phase: 'preparing', status: AUDIO_STATUS.preparing, podcastId });
          } else if (phase === 'streaming' && started) {
            this.update({
              phase: 'generating',
              status: AUDIO_STATUS.generating,
              etaSeconds: started.eta ?? null,
              startedAt: Date.now(),
              podcastId: started.podcast_id ?? podcastId,
            });
          } else if (phase === 'fallback') {
            this.update({ phase: 'fallback', status: AUDIO_STATUS.waiting });
          }
        },
        onEta: (etaSeconds) => this.update({ etaSeconds }),
        onProgress: ({ stage, done, total, first_audio }) =>
          this.update({
            progress: mergeProgress(this.snapshot.progress, { stage, done, total }),
            ...(first_audio ? { firstAudioUrl: first_audio } : {}),
          }),
        onEnd: (end) => {
          // Spec 000 §8: a failure is both a toast (the run's) and the status line; busy is cleared.
          if (end.outcome === 'failed') {
            const { message, reason } = end;
            this.update({ ...IDLE_AUDIO, status: message, failed: true, reason, podcastId: this.snapshot.podcastId });
            return;
          }
          this.update({ ...IDLE_AUDIO });
          if (end.outcome === 'succeeded') this.listener.onSuccess?.(end.result);
        },
      },
      { ...AUDIO_TIMINGS, ...timings },
    );
  }

  get state(): AudioGenerationSnapshot {
    return this.snapshot;
  }

  get busy(): boolean {
    return this.run.busy;
  }

  setListener(listener: AudioGenerationListener): void {
    this.listener = listener;
  }

  /**
   * Starts a render; false when refused because one is already running. `previousAudioUrl` is the audio the
   * podcast had before: the fallback must not mistake it for the new one.
   */
  generate(payload: AudioPayload, options: { previousAudioUrl?: string | null } = {}): Promise<boolean> {
    return this.run.generate({ payload, previous: fileOf(options.previousAudioUrl) });
  }

  /** Leaving the screen: close the stream, stop every timer and look-up, and clear busy. */
  dispose(): void {
    this.run.dispose();
  }

  private update(patch: Partial<AudioGenerationSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.listener.onChange?.(this.snapshot);
  }
}
