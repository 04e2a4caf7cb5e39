import { type GenerationEvent, isFailedResult, MESSAGES, TIMINGS } from '@podloom/contract';
import { refusalOr } from '../../api/api-error';
import type { GenerationStream, GenerationStreamHandlers } from '../generator/generation-api';
import { RunTimers } from '../generator/run-timers';
import type { Notifier } from '../generator/script-generation';
import type { PodcastAudioUrl, StartedAudio } from './audio-api';
import type { AudioPayload } from './audio-payload';
import { type AudioProgress, mergeProgress } from './audio-progress';

/** Spec 000 §9 audio timings, injectable so tests need not wait for them. */
export interface AudioTimings {
  /** Stream timeout: 60 s, or the eta when that is longer. */
  timeoutMs: number;
  fallbackDelayMs: number;
  fallbackAttempts: number;
  longToastMs: number;
}

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

/**
 * Spec 000 §4 "Audio generation", as a plain object so it can be driven with fake timers and a fake stream:
 * idle → preparing (start call; db_status must be SUCCESS) → generating (the stream on ref_id; eta and progress
 * re-arm the timeout; a result with file_sas succeeds) → idle. A stream error, a result without audio or the
 * timeout start the fallback: `podcastPresignedUrlByBatchJobId` up to `fallbackAttempts` times,
 * `fallbackDelayMs` apart, then the long "still working" notice.
 *
 * Two choices beyond the spec's words: the timeout never drops below 60 s because of a short eta (the eta is
 * an estimate, and a render's last step can be quiet), and a failure result from our own server ends the run
 * at once with 'Failed to generate audio. Please try again.' instead of waiting out a fallback that cannot
 * find audio the server said it could not make.
 */
export class AudioGeneration {
  private snapshot: AudioGenerationSnapshot = IDLE_AUDIO;
  /** Bumped on every start and on dispose: callbacks of an older run are ignored. */
  private run = 0;
  private stream: GenerationStream | null = null;
  private readonly timers = new RunTimers();
  private timeoutMs: number;
  private readonly timings: AudioTimings;

  constructor(
    private readonly ports: AudioGenerationPorts,
    private listener: AudioGenerationListener = {},
    timings: Partial<AudioTimings> = {},
  ) {
    this.timings = { ...AUDIO_TIMINGS, ...timings };
    this.timeoutMs = this.timings.timeoutMs;
  }

  get state(): AudioGenerationSnapshot {
    return this.snapshot;
  }

  get busy(): boolean {
    return this.snapshot.phase !== 'idle';
  }

  setListener(listener: AudioGenerationListener): void {
    this.listener = listener;
  }

  /**
   * Starts a render; false when refused because one is already running. `previousAudioUrl` is the audio the
   * podcast had before: the fallback must not mistake it for the new one.
   */
  async generate(payload: AudioPayload, options: { previousAudioUrl?: string | null } = {}): Promise<boolean> {
    if (this.busy) {
      this.ports.notify.warning(MESSAGES.alreadyGenerating);
      return false;
    }
    const run = ++this.run;
    this.timeoutMs = this.timings.timeoutMs;
    this.update({ ...IDLE_AUDIO, phase: 'preparing', status: AUDIO_STATUS.preparing, podcastId: payload.podcast_id });
    let started: StartedAudio;
    try {
      started = await this.ports.startAudio(payload);
    } catch (error) {
      if (run !== this.run) return true;
      console.error('The audio generation could not start.', error);
      this.fail(refusalOr(error, MESSAGES.audioFailedRetry));
      return true;
    }
    if (run !== this.run) return true;
    if (started?.db_status !== 'SUCCESS') {
      this.fail(MESSAGES.audioFailed);
      return true;
    }
    if (!started.ref_id) {
      this.fail(MESSAGES.audioFailedRetry);
      return true;
    }
    const previous = fileOf(options.previousAudioUrl);
    this.update({
      phase: 'generating',
      status: AUDIO_STATUS.generating,
      etaSeconds: started.eta ?? null,
      startedAt: Date.now(),
      podcastId: started.podcast_id ?? payload.podcast_id,
    });
    this.arm(run, started, previous);
    this.stream = this.ports.openStream(started.ref_id, {
      onEvent: (event) => this.onEvent(run, started, previous, event),
      onError: (error) => {
        if (run !== this.run || this.snapshot.phase !== 'generating') return;
        console.warn('The audio progress stream failed; looking the audio up instead.', error);
        void this.fallback(run, started, previous);
      },
    });
    return true;
  }

  /** Leaving the screen: close the stream, stop every timer and look-up, and clear busy. */
  dispose(): void {
    this.run++;
    this.closeStream();
    this.timers.cancelAll();
    if (this.busy) this.update({ ...IDLE_AUDIO });
  }

  private onEvent(run: number, started: StartedAudio, previous: string | null, event: GenerationEvent): void {
    if (run !== this.run || this.snapshot.phase !== 'generating') return;
    if ('eta' in event) {
      this.timeoutMs = Math.max(this.timings.timeoutMs, Math.max(1, event.eta) * 1000);
      this.update({ etaSeconds: event.eta });
      this.arm(run, started, previous);
      this.ports.notify.info(MESSAGES.audioGenerating);
      return;
    }
    if ('progress' in event) {
      const { stage, done, total, first_audio } = event.progress;
      this.update({
        progress: mergeProgress(this.snapshot.progress, { stage, done, total }),
        ...(first_audio ? { firstAudioUrl: first_audio } : {}),
      });
      this.arm(run, started, previous);
      return;
    }
    const { result } = event;
    this.closeStream();
    if (isFailedResult(result)) {
      const reason = (result.message ?? '').replace(/^creation failed:\s*/i, '').trim();
      console.warn('The audio generation reported a failure.', result.message);
      this.fail(MESSAGES.audioFailedRetry, reason || null);
      return;
    }
    if (!result.file_sas) {
      void this.fallback(run, started, previous);
      return;
    }
    this.succeed({ podcastId: Number(result.podcast_id), audioUrl: result.file_sas, via: 'stream' });
  }

  /** (Re)starts the timeout; when it runs out the fallback begins. */
  private arm(run: number, started: StartedAudio, previous: string | null): void {
    this.timers.arm(this.timeoutMs, () => {
      if (run !== this.run) return;
      console.warn('The audio progress stream went quiet; looking the audio up instead.');
      void this.fallback(run, started, previous);
    });
  }

  private async fallback(run: number, started: StartedAudio, previous: string | null): Promise<void> {
    if (run !== this.run || this.snapshot.phase !== 'generating') return;
    this.closeStream();
    this.timers.clear();
    this.update({ phase: 'fallback', status: AUDIO_STATUS.waiting });
    this.ports.notify.info(MESSAGES.stillWorking);
    for (let attempt = 1; attempt <= this.timings.fallbackAttempts; attempt++) {
      if (!(await this.timers.wait(this.timings.fallbackDelayMs)) || run !== this.run) return;
      try {
        const found = await this.ports.findAudioByBatchJob(started.batch_job_id);
        if (run !== this.run) return;
        const url = found?.presignedUrl;
        if (url && fileOf(url) !== previous) {
          this.succeed({ podcastId: found.podcastId ?? started.podcast_id, audioUrl: url, via: 'fallback' });
          return;
        }
      } catch (error) {
        if (run !== this.run) return;
        console.warn(`Looking the audio up (attempt ${attempt}) failed.`, error);
      }
    }
    if (run !== this.run) return;
    this.ports.notify.info(MESSAGES.audioLater, this.timings.longToastMs);
    this.finish();
  }

  private succeed(audio: GeneratedAudio): void {
    this.closeStream();
    this.timers.clear();
    this.ports.notify.success(MESSAGES.audioGenerated);
    this.finish();
    this.listener.onSuccess?.(audio);
  }

  /** Spec 000 §8: the failure is both a toast and the status; busy is cleared. */
  private fail(message: string, reason: string | null = null): void {
    this.ports.notify.error(message);
    this.timers.clear();
    this.closeStream();
    this.update({ ...IDLE_AUDIO, status: message, failed: true, reason, podcastId: this.snapshot.podcastId });
  }

  private finish(): void {
    this.timers.clear();
    this.closeStream();
    this.update({ ...IDLE_AUDIO });
  }

  private update(patch: Partial<AudioGenerationSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.listener.onChange?.(this.snapshot);
  }

  private closeStream(): void {
    this.stream?.close();
    this.stream = null;
  }
}
