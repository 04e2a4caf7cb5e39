import { MESSAGES, parseTranscript, type ScriptLine, TIMINGS } from '@podloom/contract';
import { refusalOr } from '../../api/api-error';
import {
  type GenerationFlow,
  GenerationRun,
  type GenerationStream,
  type GenerationStreamHandlers,
  type Notifier,
  type RunPhase,
  type RunTimings,
} from '../../api/generation-run';
import type { ScriptPayload } from '../podcast-setup';
import { applyProgress, type ScriptProgress, visibleLines } from '../script-editor';
import type { BatchJobPodcast, StartedScript } from './generation-api';

/** Spec 000 §9, injectable so tests need not wait for them. `timeoutMs`: before any eta arrives. */
export type GenerationTimings = RunTimings;

export const SCRIPT_TIMINGS: GenerationTimings = {
  timeoutMs: TIMINGS.scriptStreamTimeoutMs,
  fallbackDelayMs: TIMINGS.scriptFallbackDelayMs,
  fallbackAttempts: TIMINGS.fallbackAttempts,
  longToastMs: TIMINGS.longToastMs,
};

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

export type GenerationPhase = RunPhase;

/**
 * What a script run differs in (spec 000 §4 "Script generation"): the result is a transcript that must parse
 * (an empty or unparsable one is looked up instead); a failure result waits out the eta or the timeout, then
 * looks the script up (§4.4); an eta sets the timeout to exactly that many seconds.
 */
function scriptFlow(ports: GenerationPorts): GenerationFlow<ScriptPayload, StartedScript, GeneratedScript> {
  return {
    noun: 'script',
    messages: {
      generating: MESSAGES.scriptGenerating,
      succeeded: MESSAGES.scriptGenerated,
      later: MESSAGES.scriptLater,
    },
    notify: ports.notify,
    start: (payload) => ports.startScript(payload),
    openStream: (refId, handlers) => ports.openStream(refId, handlers),
    startFailure: (error) => refusalOr(error, MESSAGES.scriptFailed),
    refuseStart: (started) => (started?.ref_id ? null : MESSAGES.createFailed),
    timeoutAfterEta: (eta) => Math.max(1, eta) * 1000,
    readResult: (result, payload) => {
      const lines = parseTranscript(result.message ?? '');
      if (lines.length === 0) return null;
      return { podcastId: Number(result.podcast_id), title: result.title ?? payload.topic, lines, via: 'stream' };
    },
    onFailedResult: () => 'wait',
    lookUp: async (started, payload) => {
      const podcast = await ports.findByBatchJob(started.batch_job_id);
      const lines = parseTranscript(podcast?.transcript ?? '');
      if (!podcast || lines.length === 0) return null;
      return { podcastId: podcast.podcastId, title: podcast.title || payload.topic, lines, via: 'fallback' };
    },
  };
}

/** A script generation: the shared run configured for scripts, showing the lines as they are written. */
export class ScriptGeneration {
  private readonly run: GenerationRun<ScriptPayload, StartedScript, GeneratedScript>;
  private lines: ScriptLine[] = [];

  constructor(
    ports: GenerationPorts,
    private listener: GenerationListener = {},
    timings: Partial<GenerationTimings> = {},
  ) {
    this.run = new GenerationRun(
      scriptFlow(ports),
      {
        onPhase: (phase) => {
          if (phase === 'starting') this.listener.onBusyChange?.(true);
          if (phase === 'streaming') {
            this.lines = [];
            this.listener.onProgress?.([], null);
          }
        },
        onProgress: (progress) => {
          this.lines = applyProgress(this.lines, progress);
          this.listener.onProgress?.(visibleLines(this.lines), progress);
        },
        onEnd: (end, payload) => {
          if (end.outcome === 'succeeded') this.listener.onProgress?.(end.result.lines, null);
          this.listener.onBusyChange?.(false);
          if (end.outcome === 'succeeded') this.listener.onSuccess?.(end.result, payload);
        },
      },
      { ...SCRIPT_TIMINGS, ...timings },
    );
  }

  get phase(): GenerationPhase {
    return this.run.phase;
  }

  get busy(): boolean {
    return this.run.busy;
  }

  setListener(listener: GenerationListener): void {
    this.listener = listener;
  }

  /** Starts a generation; false when refused because one is already running. */
  generate(payload: ScriptPayload): Promise<boolean> {
    return this.run.generate(payload);
  }

  /** Leaving the screen: close the stream, stop every timer and look-up, and clear busy. */
  dispose(): void {
    this.run.dispose();
  }
}
