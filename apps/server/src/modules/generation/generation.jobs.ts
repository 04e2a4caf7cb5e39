import { z } from 'zod';
import type { JobDefinition } from '../../platform/jobs/jobs';

/** STYLE §6: the definitions; the handlers live in the services. The payload is only the job's ref id. */
export const jobPayload = z.object({ refId: z.uuid() });

export const scriptJob: JobDefinition<typeof jobPayload> = {
  name: 'generate-script',
  payload: jobPayload,
  attempts: 1,
};

/** Progress events of one job, on the event bus (in-process or Redis pub/sub). */
export const jobChannel = (refId: string) => `generation:${refId}`;
