import {
  type GenerationEvent,
  isFailedResult,
  MESSAGES,
  parseTranscript,
  type ScriptLine,
  TIMINGS,
} from '@podloom/contract';
import { refusalOr } from '../../api/api-error';
import type { BatchJobPodcast, GenerationStream, GenerationStreamHandlers, StartedScript } from './generation-api';
import type { ScriptPayload } from './generator-form-values';
import { applyProgress, type ScriptProgress, visibleLines } from './live-script';
import { RunTimers } from './run-timers';

/** Spec 000 §9, injectable so tests need not wait for them. */
export interface GenerationTimings {
  /** Script stream timeout before any eta arrives. */
  timeoutMs: number;
  fallbackDelayMs: number;
  fallbackAttempts: number;
  longToastMs: number;
}

export const SCRIPT_TIMINGS: GenerationTimings = {
  timeoutMs: TIMINGS.scriptStreamTimeoutMs,
  fallbackDelayMs: TIMINGS.scriptFallbackDelayMs,
  fallbackAttempts: TIMINGS.fallbackAttempts,
  longToastMs: TIMINGS.longToastMs,
};

export interface Notifier {
  info: (text: string, durationMs?: number) => void;
  success: (text: string, durationMs?: number) => void;
  warning: (text: string, durationMs?: number) => void;
  error: (text: string, durationMs?: number) => void;
}

/** The calls the machine makes: the real ones in the app, fakes in tests. */
export interface GenerationPorts {
  startScript: (payload: ScriptPayload) => Promise<StartedScript>;
  openStream: (refId: string, handlers: GenerationStreamHandlers) => GenerationStream;
  findByBatchJob: (batchJobId: string) => Promise<BatchJobPodcast | null>;
  notify: Notifier;
}

export interface GeneratedScript {
  podcastId: number;
  title: string;
  lines: ScriptLine[];
  /** Where it came from: the stream's result, or the fallback's look-up. */
  via: 'stream' | 'fallback';
}

export interface GenerationListener {
  onBusyChange?: (busy: boolean) => void;
  /** The script so far while it is being written. */
  onProgress?: (lines: ScriptLine[], progress: ScriptProgress | null) => void;
  onSuccess?: (script: GeneratedScript, payload: ScriptPayload) => void;
}

export type GenerationPhase = 'idle' | 'starting' | 'streaming' | 'waiting' | 'fallback';

/**
 * Spec 000 §4 "Script generation", as a plain object so it can be driven with fake timers and a fake stream:
 * idle → starting (start call) → streaming (eta resets the timeout; progress shows lines; a result parses the
 * script) → idle; a failure result closes the stream and waits out the eta/timeout; a parse failure, a stream
 * error or the timeout start the fallback (look-ups by batch job id, `fallbackAttempts` times, `fallbackDelayMs`
 * apart) → idle. A second generate while busy is refused; `dispose()` (leaving the screen) stops everything.
 *
 * Beyond the spec: progress events also re-arm the timeout (with the current eta), so a long script whose
 * lines keep arriving is not abandoned mid-way; silence still triggers the fallback.
 */
export class ScriptGeneration {
  private phaseValue: GenerationPhase = 'idle';
  /** Bumped on every start and on dispose: callbacks of an older run are ignored. */
  private run = 0;
  private stream: GenerationStream | null = null;
  private readonly timers = new RunTimers();
  private timeoutMs: number;
  private lines: ScriptLine[] = [];
  private readonly timings: GenerationTimings;

  constructor(
    private readonly ports: GenerationPorts,
    private listener: GenerationListener = {},
    timings: Partial<GenerationTimings> = {},
  ) {
    this.timings = { ...SCRIPT_TIMINGS, ...timings };
    this.timeoutMs = this.timings.timeoutMs;
  }

  get phase(): GenerationPhase {
    return this.phaseValue;
  }

  get busy(): boolean {
    return this.phaseValue !== 'idle';
  }

  setListener(listener: GenerationListener): void {
    this.listener = listener;
  }

  /** Starts a generation; false when refused because one is already running. */
  async generate(payload: ScriptPayload): Promise<boolean> {
    if (this.busy) {
      this.ports.notify.warning(MESSAGES.alreadyGenerating);
      return false;
    }
    const run = ++this.run;
    this.lines = [];
    this.timeoutMs = this.timings.timeoutMs;
    this.setPhase('starting');
    let started: StartedScript;
    try {
      started = await this.ports.startScript(payload);
    } catch (error) {
      if (run !== this.run) return true;
      console.error('The script generation could not start.', error);
      this.ports.notify.error(refusalOr(error, MESSAGES.scriptFailed));
      this.finish();
      return true;
    }
    if (run !== this.run) return true;
    if (!started?.ref_id) {
      this.ports.notify.error(MESSAGES.createFailed);
      this.finish();
      return true;
    }
    this.setPhase('streaming');
    this.listener.onProgress?.([], null);
    this.arm(run, started, payload);
    this.stream = this.ports.openStream(started.ref_id, {
      onEvent: (event) => this.onEvent(run, started, payload, event),
      onError: (error) => {
        if (run !== this.run || this.phaseValue !== 'streaming') return;
        console.warn('The progress stream failed; looking the script up instead.', error);
        void this.fallback(run, started, payload);
      },
    });
    return true;
  }

  /** Leaving the screen: close the stream, stop every timer and look-up, and clear busy. */
  dispose(): void {
    this.run++;
    this.closeStream();
    this.timers.cancelAll();
    if (this.phaseValue !== 'idle') this.finish();
  }

  private onEvent(run: number, started: StartedScript, payload: ScriptPayload, event: GenerationEvent): void {
    if (run !== this.run || this.phaseValue !== 'streaming') return;
    if ('eta' in event) {
      this.timeoutMs = Math.max(1, event.eta) * 1000;
      this.arm(run, started, payload);
      this.ports.notify.info(MESSAGES.scriptGenerating);
      return;
    }
    if ('progress' in event) {
      this.lines = applyProgress(this.lines, event.progress);
      this.arm(run, started, payload);
      this.listener.onProgress?.(visibleLines(this.lines), event.progress);
      return;
    }
    const { result } = event;
    this.closeStream();
    if (isFailedResult(result)) {
      // Spec 000 §4.4: the fallback starts when the eta or the timeout runs out; the timer is already armed.
      console.warn('The script generation reported a failure.', result.message);
      this.setPhase('waiting');
      return;
    }
    const lines = parseTranscript(result.message ?? '');
    if (lines.length === 0) {
      void this.fallback(run, started, payload);
      return;
    }
    this.succeed(
      { podcastId: Number(result.podcast_id), title: result.title ?? payload.topic, lines, via: 'stream' },
      payload,
    );
  }

  /** (Re)starts the timeout; when it runs out the fallback begins. */
  private arm(run: number, started: StartedScript, payload: ScriptPayload): void {
    this.timers.arm(this.timeoutMs, () => {
      if (run !== this.run) return;
      void this.fallback(run, started, payload);
    });
  }

  private async fallback(run: number, started: StartedScript, payload: ScriptPayload): Promise<void> {
    if (run !== this.run || this.phaseValue === 'fallback' || this.phaseValue === 'idle') return;
    this.closeStream();
    this.timers.clear();
    this.setPhase('fallback');
    this.ports.notify.info(MESSAGES.stillWorking);
    for (let attempt = 1; attempt <= this.timings.fallbackAttempts; attempt++) {
      if (!(await this.timers.wait(this.timings.fallbackDelayMs)) || run !== this.run) return;
      try {
        const podcast = await this.ports.findByBatchJob(started.batch_job_id);
        if (run !== this.run) return;
        const lines = parseTranscript(podcast?.transcript ?? '');
        if (podcast && lines.length > 0) {
          this.succeed(
            { podcastId: podcast.podcastId, title: podcast.title || payload.topic, lines, via: 'fallback' },
            payload,
          );
          return;
        }
      } catch (error) {
        if (run !== this.run) return;
        console.warn(`Looking the script up (attempt ${attempt}) failed.`, error);
      }
    }
    if (run !== this.run) return;
    this.ports.notify.info(MESSAGES.scriptLater, this.timings.longToastMs);
    this.finish();
  }

  private succeed(script: GeneratedScript, payload: ScriptPayload): void {
    this.closeStream();
    this.timers.clear();
    this.ports.notify.success(MESSAGES.scriptGenerated);
    this.listener.onProgress?.(script.lines, null);
    this.finish();
    this.listener.onSuccess?.(script, payload);
  }

  private finish(): void {
    this.timers.clear();
    this.closeStream();
    this.setPhase('idle');
  }

  private setPhase(phase: GenerationPhase): void {
    const wasBusy = this.busy;
    this.phaseValue = phase;
    if (wasBusy !== this.busy) this.listener.onBusyChange?.(this.busy);
  }

  private closeStream(): void {
    this.stream?.close();
    this.stream = null;
  }
}
