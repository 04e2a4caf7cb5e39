import type { JobDefinition } from '../../platform/jobs/jobs';
import { jobPayload } from '../generation';

/** STYLE §6: the definition; the handler is AudioService.runAudioJob. The payload is only the job's ref id. */
export const audioJob: JobDefinition<typeof jobPayload> = { name: 'generate-audio', payload: jobPayload, attempts: 1 };
