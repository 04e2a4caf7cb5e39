import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

/** STYLE §6: a job is a definition (name and payload schema) and a handler that reports progress. */
export interface JobDefinition<S extends z.ZodType> {
  name: string;
  payload: S;
  /** How many times a failed run is tried in all. */
  attempts?: number;
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

export interface JobQueue {
  readonly kind: 'memory' | 'bullmq';
  register<S extends z.ZodType>(definition: JobDefinition<S>, handler: JobHandler<S>): void;
  enqueue<S extends z.ZodType>(
    definition: JobDefinition<S>,
    payload: z.infer<S>,
    options?: { jobId?: string },
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
