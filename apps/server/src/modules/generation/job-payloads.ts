import type { GenerationProgress, GenerationResult } from '@podloom/contract';
import { generationProgress, generationResult } from '@podloom/contract';
import { z } from 'zod';

/** What a script job carries in generation_jobs.payload: the request, as the writer takes it. */
export const scriptJobPayload = z.object({
  topic: z.string(),
  description: z.string().nullable(),
  sourceText: z.string().nullable(),
  language: z.string(),
  tone: z.string(),
  category: z.string(),
  speakers: z.array(z.string()).min(1),
  minutes: z.number().positive(),
});
export type ScriptJobPayload = z.infer<typeof scriptJobPayload>;

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

/** What a mixdown job carries (issue 11, the audio editor's Export Mixdown): the project and the estimate. */
export const mixdownJobPayload = z.object({
  projectId: z.number().int(),
  /** Seconds, as answered when the mixdown was asked for. */
  eta: z.number(),
});
export type MixdownJobPayload = z.infer<typeof mixdownJobPayload>;

export const JOB_KINDS = ['script', 'audio', 'mixdown'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** generation_jobs.payload: one of these, told apart by the row's `kind`. */
export type GenerationJobPayload = ScriptJobPayload | AudioJobPayload | MixdownJobPayload;

/** generation_jobs.progress and .result are the stream's own shapes (packages/contract). */
export type { GenerationProgress as StoredProgress, GenerationResult as StoredResult };

/** Reads a JSON column of a job row; a value of another shape is a bug, reported with the job's ref id. */
export function readJobColumn<S extends z.ZodType>(schema: S, value: unknown, what: string, refId: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new Error(`generation job ${refId} has a ${what} of an unknown shape: ${parsed.error.message}`);
}

export const storedProgress = generationProgress;
export const storedResult = generationResult;
