import type { z } from 'zod';
import type { JobDefinition } from './jobs';

/** What both queue implementations share, so a job behaves the same embedded and at scale. */
/** What the user reads when a job took its process (or BullMQ's workers) down once too often. */
export const ABANDONED_SENTENCE = 'The server stopped several times while working on this. Please try again.';

export const DEFAULT_CONCURRENCY = 2;
export const DEFAULT_BACKOFF_MS = 1000;

export interface QueueTuning {
  /** Jobs run at once (per job name on BullMQ, per process in memory). */
  concurrency?: number;
  /** First retry delay; each later one doubles. */
  backoffMs?: number;
  /**
   * Told what became of each run once the queue has dealt with it (a retry scheduled, or the job finished for
   * good), so a watcher can wait for that instead of sleeping.
   */
  onSettled?: (run: SettledRun) => void;
}

/** One run of a job, after the queue has acted on its outcome. */
export interface SettledRun {
  name: string;
  jobId: string;
  attempt: number;
  /** `retrying`: it failed and will be tried again; `failed`: it failed for the last time. */
  outcome: 'completed' | 'retrying' | 'failed';
}

export class InvalidJobPayloadError extends Error {
  override name = 'InvalidJobPayloadError';
}

/**
 * Checks a payload against its definition's schema. The enqueuer calls it so a bad payload fails at
 * the caller; the runner calls it again because the worker may run another version of the code.
 */
export function parseJobPayload<S extends z.ZodType>(definition: JobDefinition<S>, payload: unknown): z.infer<S> {
  const parsed = definition.payload.safeParse(payload);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`).join('; ');
    throw new InvalidJobPayloadError(`The ${definition.name} job's payload is not valid: ${details}`);
  }
  return parsed.data;
}

/** Payloads cross Redis as JSON; the in-process queue round-trips them too so both behave alike. */
export function toTransportable(payload: unknown): unknown {
  return payload === undefined ? undefined : JSON.parse(JSON.stringify(payload));
}

/** BullMQ refuses ids with `:` and plain integers (they clash with its own ids); refuse them everywhere. */
export function assertJobId(jobId: string): string {
  if (jobId.length === 0 || jobId.includes(':') || /^\d+$/.test(jobId)) {
    throw new Error(`"${jobId}" cannot be a job id: use a non-numeric id without ":".`);
  }
  return jobId;
}

/** Exponential backoff: base, 2×base, 4×base … (the same curve as BullMQ's `exponential`). */
export function backoffDelay(baseMs: number, failedAttempt: number): number {
  return baseMs * 2 ** (failedAttempt - 1);
}
