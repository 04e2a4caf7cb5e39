import { z } from 'zod';
import { type RunKind, runDefinition } from '../runs';

/** What a clip job carries in generation_jobs.payload: the clips row it renders (written with the job). */
export const clipJobPayload = z.object({
  clipId: z.number().int(),
  /** Seconds, as answered when the clip was asked for. */
  eta: z.number(),
});
export type ClipJobPayload = z.infer<typeof clipJobPayload>;

/** The clip job's definition; its handler is ClipJob. Sixty an hour: a clip takes seconds to a minute. */
export const clipRun: RunKind<typeof clipJobPayload> = {
  name: 'clip',
  job: runDefinition('clip-render', { long: true }),
  payload: clipJobPayload,
  rate: { perHour: 60, plural: 'clips' },
};
