import { type GenerationEvent, isFailedResult, MESSAGES } from '@podloom/contract';
import type { GenerationStream, GenerationStreamHandlers } from './generation-stream';
import type { Notifier } from './notifier';
import { RunTimers } from './run-timers';

export type StreamProgress = Extract<GenerationEvent, { progress: unknown }>['progress'];
export type StreamResult = Extract<GenerationEvent, { result: unknown }>['result'];

/** Spec 000 §9 timings of one kind of run, injectable so tests need not wait for them. */
export interface RunTimings {
  /** The stream's timeout until an eta arrives (what an eta makes of it is the flow's call). */
  timeoutMs: number;
  fallbackDelayMs: number;
  fallbackAttempts: number;
  longToastMs: number;
}

/** What the run itself needs of the start call's answer (DESIGN §4); a flow's answer may carry more. */
export interface StartedRun {
  ref_id: string;
  batch_job_id: string;
}

export type RunPhase = 'idle' | 'starting' | 'streaming' | 'waiting' | 'fallback';

/** How a run ended; what the screen shows afterwards depends on it. */
export type RunEnd<Result> =
  | { outcome: 'succeeded'; result: Result }
  | { outcome: 'failed'; message: string; reason: string | null }
  /** The look-ups ran out: the long notice is up, and the job may still finish on the server. */
  | { outcome: 'gave-up' }
  /** `dispose()`: the screen was left. */
  | { outcome: 'stopped' };

/** What one kind of generation brings to the run: what it calls, what it looks up, and when it gives up. */
export interface GenerationFlow<Input, Started extends StartedRun, Result> {
  /** For log lines: 'script', 'audio'. */
  noun: string;
  /** Spec 000 §8 notices: on the eta, on success, and when the look-ups give up. */
  messages: { generating: string; succeeded: string; later: string };
  notify: Notifier;
  start: (input: Input) => Promise<Started>;
  openStream: (refId: string, handlers: GenerationStreamHandlers) => GenerationStream;
  /** The sentence for a start call that threw. */
  startFailure: (error: unknown) => string;
  /** The sentence refusing a start call's answer (no ref_id, nothing saved), or null to stream it. */
  refuseStart: (started: Started) => string | null;
  /** The stream's timeout once the server sent an eta in seconds. */
  timeoutAfterEta: (etaSeconds: number, timings: RunTimings) => number;
  /** A result that is not a failure: the finished thing, or null when it has to be looked up instead. */
  readResult: (result: StreamResult, input: Input) => Result | null;
  /**
   * A failure result: 'wait' keeps the timeout armed and looks the job up when it runs out (spec 000 §4.4);
   * a sentence (with the server's reason) ends the run at once.
   */
  onFailedResult: (result: StreamResult) => 'wait' | { message: string; reason: string | null };
  /** One look-up by batch job id: the finished thing, or null while it is not there yet. */
  lookUp: (started: Started, input: Input) => Promise<Result | null>;
}

/** What the run tells the screen. */
export interface RunObserver<Input, Started, Result> {
  /** A busy phase began; `started` is known from 'streaming' on. */
  onPhase?: (phase: Exclude<RunPhase, 'idle'>, run: { input: Input; started: Started | null }) => void;
  onEta?: (etaSeconds: number) => void;
  onProgress?: (progress: StreamProgress) => void;
  /** The run is idle again: called once per run, after the phase is 'idle'. */
  onEnd?: (end: RunEnd<Result>, input: Input) => void;
}

/**
 * One generation run (spec 000 §4), the same machine for scripts and audio, as a plain object so it can be
 * driven with fake timers and a fake stream: idle → starting (the start call) → streaming (every eta and
 * progress event re-arms the timeout; a result ends the run or sends it to the look-ups) → idle. A stream
 * error, a result without the finished thing, or the timeout start the fallback: `lookUp` up to
 * `fallbackAttempts` times, `fallbackDelayMs` apart, then the long notice. A second start while busy is
 * refused with a warning; `dispose()` (leaving the screen) stops the stream, every timer and every look-up.
 *
 * Beyond the spec: progress events re-arm the timeout too, so a long job whose progress keeps arriving is not
 * abandoned mid-way; silence still triggers the fallback.
 */
export class GenerationRun<Input, Started extends StartedRun, Result> {
  private phaseValue: RunPhase = 'idle';
  /** Bumped on every start and on dispose: callbacks of an older run are ignored. */
  private run = 0;
  private current: { input: Input; started: Started | null } | null = null;
  private stream: GenerationStream | null = null;
  private readonly timers = new RunTimers();
  private timeoutMs: number;
  /** The progress notices of the current run ("Generating…", "Still working…"), closed when it ends. */
  private progressNotices: unknown[] = [];

  constructor(
    private readonly flow: GenerationFlow<Input, Started, Result>,
    private observer: RunObserver<Input, Started, Result>,
    private readonly timings: RunTimings,
  ) {
    this.timeoutMs = timings.timeoutMs;
  }

  get phase(): RunPhase {
    return this.phaseValue;
  }

  get busy(): boolean {
    return this.phaseValue !== 'idle';
  }

  setObserver(observer: RunObserver<Input, Started, Result>): void {
    this.observer = observer;
  }

  /** Starts a run; false when refused because one is already running. */
  async generate(input: Input): Promise<boolean> {
    const { flow } = this;
    if (this.busy) {
      flow.notify.warning(MESSAGES.alreadyGenerating);
      return false;
    }
    const run = ++this.run;
    const current: { input: Input; started: Started | null } = { input, started: null };
    this.current = current;
    this.timeoutMs = this.timings.timeoutMs;
    this.enter('starting');
    let started: Started;
    try {
      started = await flow.start(input);
    } catch (error) {
      if (run !== this.run) return true;
      console.error(`The ${flow.noun} generation could not start.`, error);
      this.fail(flow.startFailure(error));
      return true;
    }
    if (run !== this.run) return true;
    const refusal = flow.refuseStart(started);
    if (refusal) {
      this.fail(refusal);
      return true;
    }
    current.started = started;
    this.enter('streaming');
    this.arm(run);
    this.stream = flow.openStream(started.ref_id, {
      onEvent: (event) => this.onEvent(run, event),
      onError: (error) => {
        if (run !== this.run || this.phaseValue !== 'streaming') return;
        console.warn(`The ${flow.noun} progress stream failed; looking the ${flow.noun} up instead.`, error);
        void this.fallback(run);
      },
    });
    return true;
  }

  /** Leaving the screen: close the stream, stop every timer and look-up, and end a busy run. */
  dispose(): void {
    this.run++;
    this.closeStream();
    this.timers.cancelAll();
    if (this.busy) this.end({ outcome: 'stopped' });
  }

  private onEvent(run: number, event: GenerationEvent): void {
    if (run !== this.run || this.phaseValue !== 'streaming' || !this.current) return;
    const { flow } = this;
    if ('eta' in event) {
      this.timeoutMs = flow.timeoutAfterEta(event.eta, this.timings);
      this.observer.onEta?.(event.eta);
      this.arm(run);
      this.progressNotice(flow.messages.generating);
      return;
    }
    if ('progress' in event) {
      this.observer.onProgress?.(event.progress);
      this.arm(run);
      return;
    }
    const { result } = event;
    this.closeStream();
    if (isFailedResult(result)) {
      console.warn(`The ${flow.noun} generation reported a failure.`, result.message);
      const failure = flow.onFailedResult(result);
      // Waiting: the timeout is still armed, and starts the look-ups when it runs out.
      if (failure === 'wait') this.enter('waiting');
      else this.fail(failure.message, failure.reason);
      return;
    }
    const done = flow.readResult(result, this.current.input);
    if (done === null) void this.fallback(run);
    else this.succeed(done);
  }

  /** (Re)starts the timeout; when it runs out the look-ups begin. */
  private arm(run: number): void {
    this.timers.arm(this.timeoutMs, () => {
      if (run !== this.run) return;
      console.warn(`The ${this.flow.noun} progress stream went quiet; looking the ${this.flow.noun} up instead.`);
      void this.fallback(run);
    });
  }

  private async fallback(run: number): Promise<void> {
    if (run !== this.run || (this.phaseValue !== 'streaming' && this.phaseValue !== 'waiting')) return;
    const { flow, timings, current } = this;
    const started = current?.started;
    if (!current || !started) return;
    this.closeStream();
    this.timers.clear();
    this.enter('fallback');
    this.progressNotice(MESSAGES.stillWorking);
    for (let attempt = 1; attempt <= timings.fallbackAttempts; attempt++) {
      if (!(await this.timers.wait(timings.fallbackDelayMs)) || run !== this.run) return;
      try {
        const done = await flow.lookUp(started, current.input);
        if (run !== this.run) return;
        if (done !== null) {
          this.succeed(done);
          return;
        }
      } catch (error) {
        if (run !== this.run) return;
        console.warn(`Looking the ${flow.noun} up (attempt ${attempt}) failed.`, error);
      }
    }
    if (run !== this.run) return;
    this.closeProgressNotices();
    flow.notify.info(flow.messages.later, timings.longToastMs);
    this.end({ outcome: 'gave-up' });
  }

  private succeed(result: Result): void {
    this.closeStream();
    this.timers.clear();
    this.flow.notify.success(this.flow.messages.succeeded);
    this.end({ outcome: 'succeeded', result });
  }

  /** Spec 000 §8: a failure is told with a toast; the screen may also show it (`onEnd`). */
  private fail(message: string, reason: string | null = null): void {
    this.flow.notify.error(message);
    this.end({ outcome: 'failed', message, reason });
  }

  private progressNotice(text: string): void {
    const id = this.flow.notify.info(text);
    if (id !== undefined) this.progressNotices.push(id);
  }

  private closeProgressNotices(): void {
    const { dismiss } = this.flow.notify;
    for (const id of this.progressNotices.splice(0)) dismiss?.(id as never);
  }

  private end(end: RunEnd<Result>): void {
    this.closeProgressNotices();
    this.timers.clear();
    this.closeStream();
    const current = this.current;
    this.current = null;
    this.phaseValue = 'idle';
    if (current) this.observer.onEnd?.(end, current.input);
  }

  private enter(phase: Exclude<RunPhase, 'idle'>): void {
    this.phaseValue = phase;
    if (this.current) this.observer.onPhase?.(phase, this.current);
  }

  private closeStream(): void {
    this.stream?.close();
    this.stream = null;
  }
}
