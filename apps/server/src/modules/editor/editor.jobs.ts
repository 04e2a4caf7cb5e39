import type { JobDefinition } from '../../platform/jobs/jobs';
import { jobPayload } from '../generation';

/** STYLE §6: the definition; the handler is EditorService.runMixdownJob. The payload is only the job's ref id. */
export const mixdownJob: JobDefinition<typeof jobPayload> = {
  name: 'editor-mixdown',
  payload: jobPayload,
  attempts: 1,
};
