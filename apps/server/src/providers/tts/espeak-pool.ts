import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface EspeakJob {
  voice: string;
  /** SSML-escaped text. */
  text: string;
  rate: number;
  pitch: number;
  /** Intonation range, 0–99 (50 is eSpeak's default). */
  range?: number;
}

interface WorkerMessage {
  ready?: boolean;
  engine?: 'native' | 'wasm';
  detail?: string;
  id?: number;
  samples?: Int16Array;
  sampleRate?: number;
  error?: string;
}

interface Pending {
  id: number;
  job: EspeakJob;
  resolve: (value: { samples: Int16Array; sampleRate: number }) => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

/** Which eSpeak NG a worker speaks with: the system's library (about a quarter of the CPU) or the bundled WASM. */
export interface EspeakEngine {
  engine: 'native' | 'wasm';
  /** Where the native library is, or why the WASM build is used. */
  detail: string;
}

export interface EspeakPoolOptions {
  size?: number;
  /** `ESPEAK_LIBRARY`: a path to libespeak-ng, `off` for the WASM build; unset: the system's, if it has one. */
  library?: string;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  busy: Pending | null;
}

/**
 * The worker's file: `espeak-worker.mjs` beside this module when running from source, `espeak-worker.js`
 * beside `main.js` in the bundle (build.mjs builds it as its own entry point).
 */
export function espeakWorkerUrl(): URL {
  for (const name of ['./espeak-worker.mjs', './espeak-worker.js']) {
    const url = new URL(name, import.meta.url);
    if (existsSync(fileURLToPath(url))) return url;
  }
  throw new Error('The eSpeak worker file is missing (espeak-worker.mjs / espeak-worker.js).');
}

/**
 * A small pool of eSpeak worker threads fed first in, first out. Workers start on first use and are
 * unreferenced while idle, so an idle pool never keeps the process alive.
 */
export class EspeakPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private engineInUse: EspeakEngine | undefined;
  readonly size: number;
  private readonly library: string | undefined;

  constructor(options: EspeakPoolOptions = {}) {
    this.size = options.size ?? defaultPoolSize();
    this.library = options.library;
  }

  /** What the workers that started speak with (undefined before the first one is ready). */
  get engine(): EspeakEngine | undefined {
    return this.engineInUse;
  }

  synthesize(job: EspeakJob, signal?: AbortSignal): Promise<{ samples: Int16Array; sampleRate: number }> {
    if (this.closed) return Promise.reject(new Error('The eSpeak pool is closed.'));
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const pending: Pending = { id: this.nextId++, job, resolve, reject, signal };
      if (signal) {
        pending.onAbort = () => {
          const at = this.queue.indexOf(pending);
          if (at >= 0) this.queue.splice(at, 1);
          reject(signal.reason);
        };
        signal.addEventListener('abort', pending.onAbort, { once: true });
      }
      this.queue.push(pending);
      this.pump();
    });
  }

  /** Starts every worker now, so the first render does not pay for their start-up. */
  async warm(): Promise<void> {
    while (this.slots.length < this.size) this.slots.push(this.spawn());
    await Promise.all(this.slots.map((s) => s.ready));
    for (const slot of this.slots) if (!slot.busy) slot.worker.unref();
  }

  /**
   * Stops every worker once it is between lines. A worker terminated while it is inside eSpeak's native library
   * (loading it, or calling back into JavaScript with audio) aborts the whole process, so each is asked to exit at
   * its next message (after its start and its current line) and terminated only if it has not within 2 s.
   */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('The eSpeak pool was closed.'));
    await Promise.all(this.slots.splice(0).map((s) => stopWorker(s.worker)));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.size) {
        slot = this.spawn();
        this.slots.push(slot);
      }
      if (!slot) return;
      const pending = this.queue.shift() as Pending;
      this.run(slot, pending);
    }
  }

  private run(slot: Slot, pending: Pending): void {
    slot.busy = pending;
    slot.worker.ref();
    slot.ready.then(
      () => slot.worker.postMessage({ id: pending.id, ...pending.job }),
      (error) => this.finish(slot, undefined, error),
    );
  }

  private finish(slot: Slot, value: { samples: Int16Array; sampleRate: number } | undefined, error?: unknown): void {
    const pending = slot.busy;
    slot.busy = null;
    if (pending) {
      if (pending.onAbort) pending.signal?.removeEventListener('abort', pending.onAbort);
      if (error !== undefined || !value) pending.reject(error ?? new Error('eSpeak answered nothing.'));
      else pending.resolve(value);
    }
    if (this.queue.length === 0) slot.worker.unref();
    this.pump();
  }

  private spawn(): Slot {
    const worker = new Worker(espeakWorkerUrl(), { workerData: { library: this.library } });
    let markReady: () => void = () => {};
    let markFailed: (error: unknown) => void = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      markFailed = reject;
    });
    ready.catch(() => {});
    const slot: Slot = { worker, ready, busy: null };
    worker.on('message', (message: WorkerMessage) => {
      if (message.ready) {
        this.engineInUse = { engine: message.engine ?? 'wasm', detail: message.detail ?? '' };
        return markReady();
      }
      if (message.id !== slot.busy?.id) return;
      if (message.error) return this.finish(slot, undefined, new Error(`eSpeak failed: ${message.error}`));
      this.finish(slot, { samples: message.samples as Int16Array, sampleRate: message.sampleRate ?? 22_050 });
    });
    worker.on('error', (error) => {
      markFailed(error);
      this.replace(slot, error);
    });
    worker.on('exit', (code) => {
      // A line still being spoken when the pool closed is refused like the queued ones, not left unanswered.
      if (this.closed) return slot.busy && this.finish(slot, undefined, new Error('The eSpeak pool was closed.'));
      this.replace(slot, new Error(`The eSpeak worker stopped (exit ${code}).`));
    });
    return slot;
  }

  /** A crashed worker fails its job and makes room for a fresh one. */
  private replace(slot: Slot, error: unknown): void {
    const at = this.slots.indexOf(slot);
    if (at < 0) return;
    this.slots.splice(at, 1);
    if (slot.busy) this.finish(slot, undefined, error);
    else this.pump();
  }
}

/** Within a server's shutdown budget (main.ts: 9.5 s, of which the jobs' hand-back takes up to 5). */
const STOP_GRACE_MS = 2_000;

async function stopWorker(worker: Worker): Promise<void> {
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.ref();
  try {
    worker.postMessage({ close: true });
  } catch {
    // Already gone.
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), STOP_GRACE_MS);
  });
  if ((await Promise.race([exited, late])) === 'late') await worker.terminate();
  clearTimeout(timer);
}

function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}
