import { z } from 'zod';
import { type RunKind, runDefinition } from '../runs';

/** What a mixdown job (the audio editor's Export Mixdown) carries in generation_jobs.payload. */
export const mixdownJobPayload = z.object({
  projectId: z.number().int(),
  /** Seconds, as answered when the mixdown was asked for. */
  eta: z.number(),
});
export type MixdownJobPayload = z.infer<typeof mixdownJobPayload>;

/** STYLE §6: the mixdown job's definition; its handler is MixdownJob. Mixdowns are quick: thirty an hour. */
export const mixdownRun: RunKind<typeof mixdownJobPayload> = {
  name: 'mixdown',
  job: runDefinition('editor-mixdown'),
  payload: mixdownJobPayload,
  rate: { perHour: 30, plural: 'mixdowns' },
};
