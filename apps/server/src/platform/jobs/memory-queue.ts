import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  assertJobId,
  backoffDelay,
  DEFAULT_BACKOFF_MS,
  DEFAULT_CONCURRENCY,
  parseJobPayload,
  type QueueTuning,
  type SettledRun,
  toTransportable,
} from './job-rules';
import type { EnqueueOptions, JobDefinition, JobHandler, JobQueue, QueueDepth } from './jobs';

interface QueuedJob {
  id: string;
  name: string;
  group?: string;
  payload: unknown;
  attempt: number;
  attempts: number;
}

interface Registration {
  definition: JobDefinition<z.ZodType>;
  handler: JobHandler<z.ZodType>;
}

export interface MemoryQueueOptions extends QueueTuning {
  log: FastifyBaseLogger;
  /** False in a `server`-only process: jobs wait and `start` does nothing. */
  processJobs: boolean;
}

/** Embedded jobs (DESIGN §2): an in-process queue with bounded concurrency and retries. */
export class MemoryJobQueue implements JobQueue {
  readonly kind = 'memory' as const;
  private readonly registrations = new Map<string, Registration>();
  private readonly waiting: QueuedJob[] = [];
  /** Ids waiting, delayed or running: enqueueing one again is a no-op, as on BullMQ. */
  private readonly pending = new Set<string>();
  private readonly running = new Map<Promise<void>, QueuedJob>();
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private readonly stopping = new AbortController();
  private readonly concurrency: number;
  private readonly backoffMs: number;
  private started = false;
  private closed = false;

  constructor(private readonly options: MemoryQueueOptions) {
    this.concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
    this.backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  }

  register<S extends z.ZodType>(definition: JobDefinition<S>, handler: JobHandler<S>): void {
    if (this.registrations.has(definition.name)) throw new Error(`The ${definition.name} job is already registered.`);
    this.registrations.set(definition.name, { definition, handler: handler as JobHandler<z.ZodType> });
    this.drain();
  }

  async enqueue<S extends z.ZodType>(
    definition: JobDefinition<S>,
    payload: z.infer<S>,
    options: EnqueueOptions = {},
  ): Promise<string> {
    if (this.closed) throw new Error('The job queue is closed.');
    parseJobPayload(definition, payload);
    const id = options.jobId === undefined ? randomUUID() : assertJobId(options.jobId);
    if (this.pending.has(id)) return id;
    this.pending.add(id);
    this.waiting.push({
      id,
      name: definition.name,
      ...(options.group === undefined ? {} : { group: options.group }),
      payload: toTransportable(payload),
      attempt: 1,
      attempts: Math.max(1, definition.attempts ?? 1),
    });
    this.drain();
    return id;
  }

  async depth(): Promise<QueueDepth> {
    return { waiting: this.waiting.length + this.retryTimers.size, active: this.running.size };
  }

  async start(): Promise<void> {
    if (!this.options.processJobs || this.closed) return;
    this.started = true;
    this.drain();
  }

  /** Aborts running handlers' signals, drops retries not yet due, and waits for handlers to return. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopping.abort(new Error('The job queue is closing.'));
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    await Promise.allSettled([...this.running.keys()]);
  }

  private drain(): void {
    while (this.started && !this.closed && this.running.size < this.concurrency) {
      const index = this.nextJob();
      if (index < 0) return;
      const [job] = this.waiting.splice(index, 1);
      if (!job) return;
      const run: Promise<void> = this.execute(job).finally(() => {
        this.running.delete(run);
        this.drain();
      });
      this.running.set(run, job);
    }
  }

  /**
   * The waiting job a free slot takes (as the database queue picks): of the group with the fewest jobs running,
   * the oldest; a long job only while another slot stays free for short ones. Jobs without a handler here stay
   * queued until one is registered.
   */
  private nextJob(): number {
    const running = [...this.running.values()];
    const isLong = (name: string) => this.registrations.get(name)?.definition.long === true;
    const longFull = this.concurrency > 1 && running.filter((job) => isLong(job.name)).length >= this.concurrency - 1;
    const load = (group?: string) => (group === undefined ? 0 : running.filter((job) => job.group === group).length);
    let best = -1;
    for (let index = 0; index < this.waiting.length; index++) {
      const job = this.waiting[index] as QueuedJob;
      if (!this.registrations.has(job.name) || (longFull && isLong(job.name))) continue;
      if (best < 0 || load(job.group) < load((this.waiting[best] as QueuedJob).group)) best = index;
    }
    return best;
  }

  private async execute(job: QueuedJob): Promise<void> {
    const registration = this.registrations.get(job.name);
    if (!registration) return;
    const log = this.options.log;
    const context = { job: job.name, jobId: job.id, attempt: job.attempt };
    const settled = (outcome: SettledRun['outcome']) =>
      this.options.onSettled?.({ name: job.name, jobId: job.id, attempt: job.attempt, outcome });
    try {
      const payload = parseJobPayload(registration.definition, job.payload);
      await registration.handler(payload, { jobId: job.id, attempt: job.attempt, signal: this.stopping.signal });
      this.pending.delete(job.id);
      settled('completed');
    } catch (error) {
      if (job.attempt < job.attempts && !this.closed) {
        const delay = backoffDelay(this.backoffMs, job.attempt);
        log.warn({ ...context, err: error, retryInMs: delay }, 'job failed; it will be tried again');
        const timer = setTimeout(() => {
          this.retryTimers.delete(timer);
          this.waiting.push({ ...job, attempt: job.attempt + 1 });
          this.drain();
        }, delay);
        this.retryTimers.add(timer);
        settled('retrying');
      } else {
        log.error({ ...context, err: error }, 'job failed');
        this.pending.delete(job.id);
        settled('failed');
      }
    }
  }
}

export function createMemoryJobQueue(options: MemoryQueueOptions): MemoryJobQueue {
  return new MemoryJobQueue(options);
}
