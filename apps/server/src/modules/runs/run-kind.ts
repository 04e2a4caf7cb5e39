import type { GenerationProgress, GenerationResult } from '@podloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { JobDefinition } from '../../platform/jobs/jobs';
import type { RunProgress } from './run-progress';
import type { runPayload } from './runs.jobs';
import type { RunRow } from './runs.repository';

/** A podcast's status after a run of its failed: back to where the kind found it. */
export type FailedPodcastStatus = 'failed' | 'script_ready' | 'ready';

/** One kind of job (a script, a render, a mixdown): its queue definition and what its row's payload holds. */
export interface RunKind<P extends z.ZodType = z.ZodType> {
  /** generation_jobs.kind */
  name: string;
  /** The queue's definition of the kind (runDefinition). */
  job: JobDefinition<typeof runPayload>;
  /** generation_jobs.payload of this kind: written when the job starts, checked once when a run reads it. */
  payload: P;
  /** Starts a user may make in an hour, and how the refusal names them ("scripts"). */
  rate: { perHour: number; plural: string };
}

/** What a handler is given for one run: its row, its payload (already checked), the signal, a logger, progress. */
export interface Run<P extends z.ZodType = z.ZodType> {
  job: RunRow & { podcastId: number };
  payload: z.infer<P>;
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** Publishes progress on the job's stream and keeps its snapshot for a stream opened later. */
  progress: RunProgress;
}

/** What a run that succeeded leaves: the stream's last event, and the final progress a late stream starts from. */
export interface RunOutcome {
  result: GenerationResult;
  progress?: GenerationProgress;
}

/**
 * The owner of a kind of job (STYLE §6: a definition and a handler): RunsService.register wires it to the queue,
 * runs it, and records its outcome or failure.
 */
export interface RunHandler<P extends z.ZodType = z.ZodType> {
  kind: RunKind<P>;
  /** The podcast's status after a failed or abandoned run; null leaves the podcast as it is (a clip's render). */
  failedStatus: FailedPodcastStatus | null;
  /** The reason a failure other than a refusal gives ('creation failed: <reason>'). */
  unexpected: string;
  /** Seconds the stream's first event promises. */
  eta(payload: z.infer<P>): number;
  run(run: Run<P>): Promise<RunOutcome>;
  /** A run whose podcast was deleted has stopped: what it wrote goes. */
  onCancel?(podcastId: number): Promise<void>;
}

/** Reads a JSON column of a job row; a value of another shape is a bug, reported with the job's ref id. */
export function readJobColumn<S extends z.ZodType>(schema: S, value: unknown, what: string, refId: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new Error(`generation job ${refId} has a ${what} of an unknown shape: ${parsed.error.message}`);
}
