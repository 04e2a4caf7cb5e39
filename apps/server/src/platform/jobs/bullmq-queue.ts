import { randomUUID } from 'node:crypto';
import { DelayedError, type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  ABANDONED_SENTENCE,
  assertJobId,
  DEFAULT_BACKOFF_MS,
  DEFAULT_CONCURRENCY,
  InvalidJobPayloadError,
  parseJobPayload,
  type QueueTuning,
  type SettledRun,
} from './job-rules';
import {
  type EnqueueOptions,
  type JobDefinition,
  JobHandedBackError,
  type JobHandler,
  type JobHooks,
  type JobQueue,
  type QueueDepth,
} from './jobs';

export interface BullmqQueueOptions extends QueueTuning {
  redisUrl: string;
  /** Redis key prefix; tests use a random one to stay apart. */
  prefix: string;
  log: FastifyBaseLogger;
  /** False in a `server`-only process: it enqueues, `worker` processes run the jobs. */
  processJobs: boolean;
  /**
   * How long a worker's lock on a running job lasts without renewal (renewed at half of it), and how often
   * stalled jobs (their worker died) are looked for and handed to another worker. BullMQ's default is 30 s.
   */
  lockMs?: number;
}

interface Registration {
  definition: JobDefinition<z.ZodType>;
  handler: JobHandler<z.ZodType>;
  hooks: JobHooks<z.ZodType>;
}

/**
 * Scale jobs (DESIGN §2): one BullMQ queue per job name in Redis, so a job enqueued by any
 * `server` process runs in whichever `worker` process takes it first.
 */
export class BullmqJobQueue implements JobQueue {
  readonly kind = 'bullmq' as const;
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly registrations = new Map<string, Registration>();
  private readonly stopping = new AbortController();
  private readonly connection: { url: string; maxRetriesPerRequest: null };
  private started = false;
  private closed = false;

  constructor(private readonly options: BullmqQueueOptions) {
    // Workers block on Redis; BullMQ needs `maxRetriesPerRequest: null` for those connections.
    this.connection = { url: options.redisUrl, maxRetriesPerRequest: null };
  }

  register<S extends z.ZodType>(definition: JobDefinition<S>, handler: JobHandler<S>, hooks: JobHooks<S> = {}): void {
    assertQueueName(definition.name);
    if (this.registrations.has(definition.name)) throw new Error(`The ${definition.name} job is already registered.`);
    const registration = {
      definition,
      handler: handler as JobHandler<z.ZodType>,
      hooks: hooks as JobHooks<z.ZodType>,
    };
    this.registrations.set(definition.name, registration);
    if (this.started) this.startWorker(registration);
  }

  async enqueue<S extends z.ZodType>(
    definition: JobDefinition<S>,
    payload: z.infer<S>,
    options: EnqueueOptions = {},
  ): Promise<string> {
    if (this.closed) throw new Error('The job queue is closed.');
    parseJobPayload(definition, payload);
    const jobId = options.jobId === undefined ? randomUUID() : assertJobId(options.jobId);
    // An id already waiting or running is ignored by BullMQ, which is what makes enqueueing idempotent.
    await this.queueFor(definition.name).add(definition.name, payload, {
      jobId,
      attempts: Math.max(1, definition.attempts ?? 1),
      // Fair between users: a user's second live job waits behind every user's first (BullMQ: 1 runs first).
      ...(options.rank ? { priority: Math.min(options.rank, 2_097_152) } : {}),
      backoff: { type: 'exponential', delay: this.options.backoffMs ?? DEFAULT_BACKOFF_MS },
      // Finished jobs leave Redis (their outcome lives in our database), so an id can be reused.
      removeOnComplete: true,
      removeOnFail: true,
    });
    return jobId;
  }

  /** Redis holds the counts of every process's jobs: each scrape asks it, per job kind this process knows. */
  async depth(): Promise<QueueDepth> {
    const names = new Set([...this.registrations.keys(), ...this.queues.keys()]);
    let waiting = 0;
    let active = 0;
    if (this.closed) return { waiting, active };
    for (const name of names) {
      const counts = await this.queueFor(name).getJobCounts('waiting', 'delayed', 'prioritized', 'active');
      waiting += (counts.waiting ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0);
      active += counts.active ?? 0;
    }
    return { waiting, active };
  }

  async start(): Promise<void> {
    if (!this.options.processJobs || this.started || this.closed) return;
    this.started = true;
    for (const registration of this.registrations.values()) this.startWorker(registration);
    await Promise.all(this.workers.map((worker) => worker.waitUntilReady()));
  }

  /** Aborts running handlers' signals, then waits for them and closes every Redis connection. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopping.abort(new JobHandedBackError());
    for (const worker of this.workers) worker.cancelAllJobs('The job queue is closing.');
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }

  private queueFor(name: string): Queue {
    assertQueueName(name);
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.options.prefix });
      queue.on('error', (error) => this.options.log.error({ err: error, queue: name }, 'job queue connection error'));
      this.queues.set(name, queue);
    }
    return queue;
  }

  private startWorker({ definition, handler, hooks }: Registration): void {
    const log = this.options.log;
    const worker = new Worker(
      definition.name,
      async (job: Job, token?: string, signal?: AbortSignal) => {
        let payload: unknown;
        try {
          payload = parseJobPayload(definition, job.data);
        } catch (error) {
          // Retrying cannot fix a payload this version does not understand.
          if (error instanceof InvalidJobPayloadError) throw new UnrecoverableError(error.message);
          throw error;
        }
        const aborted = signal ? AbortSignal.any([this.stopping.signal, signal]) : this.stopping.signal;
        try {
          await handler(payload, { jobId: job.id ?? '', attempt: job.attemptsMade + 1, signal: aborted });
        } catch (error) {
          // Stopping (SIGTERM): the job goes back to the queue, not counted as a failure, for any worker to run.
          if (this.stopping.signal.aborted && token) {
            await job.moveToDelayed(Date.now(), token);
            throw new DelayedError();
          }
          throw error;
        }
      },
      {
        connection: this.connection,
        prefix: this.options.prefix,
        concurrency: Math.max(1, this.options.concurrency ?? DEFAULT_CONCURRENCY),
        ...(this.options.lockMs ? { lockDuration: this.options.lockMs, stalledInterval: this.options.lockMs } : {}),
      },
    );
    const settled = (job: Job, outcome: SettledRun['outcome']) =>
      this.options.onSettled?.({ name: definition.name, jobId: job.id ?? '', attempt: job.attemptsMade, outcome });
    // BullMQ emits these once the job has moved on (to delayed for a retry, or out of Redis when finished).
    worker.on('completed', (job) => settled(job, 'completed'));
    worker.on('failed', (job, error) => {
      const context = { job: definition.name, jobId: job?.id, attempt: job?.attemptsMade, err: error };
      const willRetry = job && job.attemptsMade < (job.opts.attempts ?? 1) && !(error instanceof UnrecoverableError);
      if (willRetry) log.warn(context, 'job failed; it will be tried again');
      else log.error(context, 'job failed');
      // A job whose workers died too often never reaches its handler again: its owner records the failure.
      if (job && !willRetry && /stalled/i.test(error.message) && hooks.abandoned) {
        void Promise.resolve()
          .then(() => hooks.abandoned?.(parseJobPayload(definition, job.data), ABANDONED_SENTENCE))
          .catch((err) => log.error({ err, jobId: job.id }, 'an abandoned job could not be recorded as failed'));
      }
      if (job) settled(job, willRetry ? 'retrying' : 'failed');
    });
    worker.on('error', (error) => log.error({ err: error, queue: definition.name }, 'job worker error'));
    this.workers.push(worker);
  }
}

export function createBullmqJobQueue(options: BullmqQueueOptions): BullmqJobQueue {
  return new BullmqJobQueue(options);
}

function assertQueueName(name: string): void {
  if (!name || name.includes(':')) throw new Error(`"${name}" cannot be a job name: use a name without ":".`);
}
