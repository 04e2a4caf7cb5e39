import { renderMusicInput } from '@podloom/contract';
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
  /**
   * Each speaker's pace and pitch (POST /generate/audio's `speakers`): matched by name to the host, guest or
   * speakers 3 and 4, or by voice when the name is left out. Absent in jobs queued before speakers had them.
   */
  speakers: z
    .array(
      z.object({ name: z.string().nullable(), voice: z.string().nullable(), speed: z.number(), pitch: z.number() }),
    )
    .default([]),
  /** Intro, bed and outro (music library ids) mixed at render time; absent: none (and in older jobs). */
  music: renderMusicInput.optional(),
  /** The listener's backchannels under long turns (POST /generate/audio's `backchannels`); off in older jobs. */
  backchannels: z.boolean().default(false),
  /** Seconds, as answered to POST /generate/audio. */
  eta: z.number(),
  /** Spoken seconds estimated from what the voices will say: counted against the plan while the job is live. */
  estimatedSeconds: z.number().optional(),
  /** The plan's seconds left when the job started (others' estimates counted): the render stops past them. */
  maxSeconds: z.number().optional(),
});
/** As written: older rows and tests may leave `moreSpeakers` out. */
export type AudioJobPayload = z.input<typeof audioJobPayload>;

/**
 * STYLE §6: the audio job's definition; its handler is RenderJob. A real session renders a handful of times an
 * hour; twenty leaves room for retries while the voices stay shared fairly.
 */
export const audioRun: RunKind<typeof audioJobPayload> = {
  name: 'audio',
  job: runDefinition('generate-audio', { long: true }),
  payload: audioJobPayload,
  rate: { perHour: 20, plural: 'audio renders' },
};
