import { z } from 'zod';
import { type RunKind, runDefinition } from '../runs';

/** What an audio job carries in generation_jobs.payload: the voices chosen and the estimate given to the browser. */
export const audioJobPayload = z.object({
  hostVoice: z.string(),
  guestVoice: z.string().nullable(),
  host: z.string().nullable(),
  guest: z.string().nullable(),
  /** Speakers 3 and 4 (the Create New Podcast wizard); absent in jobs queued before there were more than two. */
  moreSpeakers: z.array(z.object({ name: z.string(), voice: z.string() })).default([]),
  /** Seconds, as answered to POST /generate/audio. */
  eta: z.number(),
});
/** As written: older rows and tests may leave `moreSpeakers` out. */
export type AudioJobPayload = z.input<typeof audioJobPayload>;

/**
 * STYLE §6: the audio job's definition; its handler is RenderJob. A real session renders a handful of times an
 * hour; twenty leaves room for retries while the voices stay shared fairly.
 */
export const audioRun: RunKind<typeof audioJobPayload> = {
  name: 'audio',
  job: runDefinition('generate-audio'),
  payload: audioJobPayload,
  rate: { perHour: 20, plural: 'audio renders' },
};
