import { z } from 'zod';
import type { JobDefinition } from '../../platform/jobs/jobs';

/**
 * STYLE §6: the definitions; the handlers live in the services. The payload is the job's ref id and the id of the
 * request that queued it, which the job's logs carry (issue 14).
 */
export const jobPayload = z.object({ refId: z.uuid(), requestId: z.string().max(100).optional() });

export const scriptJob: JobDefinition<typeof jobPayload> = {
  name: 'generate-script',
  payload: jobPayload,
  attempts: 1,
};

/** Progress events of one job, on the event bus (in-process or Redis pub/sub). */
export const jobChannel = (refId: string) => `generation:${refId}`;
