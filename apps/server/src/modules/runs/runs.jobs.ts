import { z } from 'zod';
import type { JobDefinition } from '../../platform/jobs/jobs';

/**
 * What every run's queue entry carries (STYLE §6): the job row's ref id, and the id of the request that queued it,
 * which the job's logs carry. The work itself is described by the row's payload, in its kind's own schema.
 */
export const runPayload = z.object({ refId: z.uuid(), requestId: z.string().max(100).optional() });

/** A queue definition for one kind of run; each is tried once (a run that fails records its failure). */
export const runDefinition = (name: string): JobDefinition<typeof runPayload> => ({
  name,
  payload: runPayload,
  attempts: 1,
});

/** Progress events of one job, on the event bus (in-process or Redis pub/sub). */
export const jobChannel = (refId: string) => `generation:${refId}`;

/** Channel on which a deleted podcast's runs are stopped, in whichever process runs them. */
export const CANCEL_CHANNEL = 'generation:cancel';
