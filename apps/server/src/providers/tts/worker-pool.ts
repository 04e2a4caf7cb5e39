import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

interface Pending<Req, Res> {
  id: number;
  request: Req;
  resolve: (value: Res) => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

interface Slot<Req, Res> {
  worker: Worker;
  ready: Promise<void>;
  busy: Pending<Req, Res> | null;
  /** `stop: 'ask'` only: the id of the line the worker should give up, shared with the worker. */
  cancel?: Int32Array;
  /** Called once the worker has no line any more. */
  onIdle?: () => void;
}

export interface WorkerPoolOptions {
  url: URL;
  size: number;
  name: string;
  workerData?: unknown;
  /**
   * How a running line is cancelled. `terminate` (the default) ends its worker, for engines whose synthesis is one
   * synchronous call into WebAssembly. `ask` never ends a worker while it may be inside a native addon: ending a
   * thread in the middle of a call into node-addon-api code (onnxruntime) can abort the whole process. The worker
   * gets `workerData.cancel`, a shared Int32Array, and gives up the line whose id it holds at its next check.
   */
  stop?: 'terminate' | 'ask';
}

/** How long `close` waits for workers that were asked to give up a line before it ends them anyway. */
const CLOSE_GRACE_MS = 15_000;

/**
 * The worker's file: `<name>.mjs` beside this module when running from source, `<name>.js` beside `main.js` in
 * the bundle (build.mjs builds each worker as its own entry point).
 */
export function workerUrl(name: string): URL {
  for (const file of [`./${name}.mjs`, `./${name}.js`]) {
    const url = new URL(file, import.meta.url);
    if (existsSync(fileURLToPath(url))) return url;
  }
  throw new Error(`The worker file ${name}.mjs is missing.`);
}

/**
 * Worker threads fed first in, first out, for engines whose synthesis blocks (ONNX inference, Flite in WASI).
 * A line cancelled while it runs either ends its worker and a fresh one takes its place (`stop: 'terminate'`), or is
 * refused at once while its worker gives it up at its next check (`stop: 'ask'`). Idle workers are unreferenced, so
 * an idle pool never keeps the process alive.
 *
 * A worker posts `{ ready: true }` once, then answers each `{ id, ...request }` with `{ id, result }` or
 * `{ id, error }`; `transfer` picks the buffers of a result to move rather than copy.
 */
export class WorkerPool<Req extends object, Res> {
  private readonly slots: Slot<Req, Res>[] = [];
  private readonly queue: Pending<Req, Res>[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  run(request: Req, signal?: AbortSignal): Promise<Res> {
    if (this.closed) return Promise.reject(new Error(`The ${this.options.name} workers are closed.`));
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const pending: Pending<Req, Res> = { id: this.nextId++, request, resolve, reject, signal };
      if (signal) {
        pending.onAbort = () => this.abort(pending);
        signal.addEventListener('abort', pending.onAbort, { once: true });
      }
      this.queue.push(pending);
      this.pump();
    });
  }

  async warm(): Promise<void> {
    while (this.slots.length < this.options.size) this.slots.push(this.spawn());
    await Promise.all(this.slots.map((s) => s.ready));
    for (const slot of this.slots) if (!slot.busy) slot.worker.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    const closing = new Error(`The ${this.options.name} workers closed.`);
    for (const pending of this.queue.splice(0)) pending.reject(closing);
    const slots = this.slots.splice(0);
    if (this.options.stop === 'ask') await Promise.all(slots.map((slot) => this.drain(slot, closing)));
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  /** Asks a busy worker to give up its line and waits (a while) until it has. */
  private drain(slot: Slot<Req, Res>, reason: Error): Promise<void> {
    const pending = slot.busy;
    if (!pending) return Promise.resolve();
    if (slot.cancel) Atomics.store(slot.cancel, 0, pending.id);
    pending.reject(reason);
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, CLOSE_GRACE_MS);
      slot.onIdle = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** Queued: leaves the queue. Running: its worker gives it up (`ask`), or is ended and replaced (`terminate`). */
  private abort(pending: Pending<Req, Res>): void {
    const at = this.queue.indexOf(pending);
    if (at >= 0) this.queue.splice(at, 1);
    const slot = this.slots.find((s) => s.busy === pending);
    if (slot?.cancel) {
      // The slot stays busy until the worker answers: its next line waits for that, never for a second thread.
      Atomics.store(slot.cancel, 0, pending.id);
    } else if (slot) {
      slot.busy = null;
      this.slots.splice(this.slots.indexOf(slot), 1);
      void slot.worker.terminate();
      this.pump();
    }
    pending.reject(pending.signal?.reason);
  }

  private pump(): void {
    while (this.queue.length > 0 && !this.closed) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.options.size) {
        slot = this.spawn();
        this.slots.push(slot);
      }
      if (!slot) return;
      const pending = this.queue.shift() as Pending<Req, Res>;
      slot.busy = pending;
      slot.worker.ref();
      const target = slot;
      target.ready.then(
        () => {
          if (target.busy === pending) target.worker.postMessage({ id: pending.id, ...pending.request });
        },
        (error) => this.finish(target, undefined, error),
      );
    }
  }

  private finish(slot: Slot<Req, Res>, value: Res | undefined, error?: unknown): void {
    const pending = slot.busy;
    slot.busy = null;
    slot.onIdle?.();
    slot.onIdle = undefined;
    if (pending) {
      if (pending.onAbort) pending.signal?.removeEventListener('abort', pending.onAbort);
      if (error !== undefined) pending.reject(error);
      else pending.resolve(value as Res);
    }
    if (this.queue.length === 0) slot.worker.unref();
    this.pump();
  }

  private spawn(): Slot<Req, Res> {
    const cancel = this.options.stop === 'ask' ? new Int32Array(new SharedArrayBuffer(4)) : undefined;
    const workerData = cancel ? { ...(this.options.workerData as object), cancel } : this.options.workerData;
    const worker = new Worker(this.options.url, { workerData });
    let markReady: () => void = () => {};
    let markFailed: (error: unknown) => void = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      markReady = resolve;
      markFailed = reject;
    });
    ready.catch(() => {});
    const slot: Slot<Req, Res> = { worker, ready, busy: null, cancel };
    worker.on('message', (message: { ready?: boolean; id?: number; result?: Res; error?: string }) => {
      if (message.ready) return markReady();
      if (message.id === undefined || message.id !== slot.busy?.id) return;
      if (message.error !== undefined) return this.finish(slot, undefined, new Error(message.error));
      this.finish(slot, message.result);
    });
    worker.on('error', (error) => {
      markFailed(error);
      this.replace(slot, error);
    });
    worker.on('exit', (code) => {
      slot.onIdle?.();
      if (!this.closed) this.replace(slot, new Error(`The ${this.options.name} worker stopped (exit ${code}).`));
    });
    return slot;
  }

  /** A crashed worker fails its line and makes room for a fresh one. */
  private replace(slot: Slot<Req, Res>, error: unknown): void {
    const at = this.slots.indexOf(slot);
    if (at < 0) return;
    this.slots.splice(at, 1);
    if (slot.busy) this.finish(slot, undefined, error);
    else this.pump();
  }
}
