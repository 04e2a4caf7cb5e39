import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client';

/** STYLE §6: a job is a definition (name and payload schema) and a handler that reports progress. */
export interface JobDefinition<S extends z.ZodType> {
  name: string;
  payload: S;
  /** How many times a failed run is tried in all. */
  attempts?: number;
  /**
   * A job that may run for minutes (a render): a process never gives every one of its slots to such jobs while
   * it has more than one, so a short job (a script) is not stuck behind long ones.
   */
  long?: boolean;
}

/** How a job is queued: its id (one id is queued once), and whose it is, so slots are shared fairly. */
export interface EnqueueOptions {
  jobId?: string;
  /** Jobs of one group (one user's) take a free slot after groups with fewer jobs running. */
  group?: string;
  /**
   * The job's place among its group's live jobs (1: the group's only one). Where the queue cannot count a group's
   * running jobs (BullMQ), lower ranks run first, so one user's second job never goes before another's first.
   */
  rank?: number;
}

export interface JobContext {
  jobId: string;
  attempt: number;
  signal: AbortSignal;
  /** A logger bound to this run (job id, kind, the request that started it); set by the instrumented queue. */
  log?: FastifyBaseLogger;
  /** A handler that turns its own failure into a stored result (and returns) says so here, for the metrics. */
  reportOutcome?: (outcome: 'failed') => void;
}

/** Jobs waiting to run and running now, across every job kind this queue knows. */
export interface QueueDepth {
  waiting: number;
  active: number;
}

export type JobHandler<S extends z.ZodType> = (payload: z.infer<S>, ctx: JobContext) => Promise<void>;

/** What a handler's owner is told besides runs. */
export interface JobHooks<S extends z.ZodType> {
  /**
   * The job will not run again: its process died during its last allowed run (the reaper, or BullMQ's stalled
   * check, found it). `reason` is a sentence for the user; the owner records it as the job's failure.
   */
  abandoned?: (payload: z.infer<S>, reason: string) => Promise<void>;
}

/**
 * The abort reason a running handler sees when its process stops (SIGTERM): the job is handed back, not failed,
 * and runs again in the next process. A handler must not record a failure for it.
 */
export class JobHandedBackError extends Error {
  override name = 'JobHandedBackError';
  constructor(message = 'The process is stopping: the job is handed back and will run again.') {
    super(message);
  }
}

/**
 * Another process took the job back (this one missed its lease and was thought dead) and runs it now: this run
 * stops as a handed-back one does, recording nothing, so the user sees neither a failure nor two results.
 */
export class JobLeaseLostError extends JobHandedBackError {
  override name = 'JobLeaseLostError';
  constructor() {
    super('Another process holds this job now: this run stops without recording anything.');
  }
}

export function isHandedBack(signal: AbortSignal): boolean {
  return signal.aborted && signal.reason instanceof JobHandedBackError;
}

export interface JobQueue {
  readonly kind: 'memory' | 'bullmq' | 'database';
  register<S extends z.ZodType>(definition: JobDefinition<S>, handler: JobHandler<S>, hooks?: JobHooks<S>): void;
  enqueue<S extends z.ZodType>(
    definition: JobDefinition<S>,
    payload: z.infer<S>,
    options?: EnqueueOptions,
  ): Promise<string>;
  /**
   * The database queue only: queues the job inside the caller's transaction, so the job exists exactly when the
   * change that asked for it does. Queues without it are given the job after the commit.
   */
  enqueueIn?<S extends z.ZodType>(
    tx: DbOrTx,
    definition: JobDefinition<S>,
    payload: z.infer<S>,
    options?: EnqueueOptions,
  ): Promise<string>;
  /** How many jobs wait and run, where the queue can tell (`/metrics`). */
  depth?(): Promise<QueueDepth>;
  /** Begin running registered handlers (a `server`-only process never calls this). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Progress events cross processes through this bus (in-process, or Redis pub/sub at scale). */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, event: unknown): Promise<void>;
  subscribe(channel: string, listener: (event: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
