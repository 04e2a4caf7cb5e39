import { SCRIPT_FORMATS } from '@podloom/contract';
import { z } from 'zod';
import { type RunKind, runDefinition } from '../runs';

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
  /** Absent on jobs queued before formats: a Deep Dive. */
  format: z.enum(SCRIPT_FORMATS).default('deep_dive'),
  focus: z.string().nullish(),
  /** The library sources the text was joined from: their passages are what lines cite (absent on older jobs). */
  sourceIds: z.array(z.number().int()).default([]),
});
export type ScriptJobPayload = z.infer<typeof scriptJobPayload>;

/**
 * STYLE §6: the script job's definition; its handler is ScriptJob. A real session starts a handful of scripts an
 * hour; twenty leaves room for retries.
 */
export const scriptRun: RunKind<typeof scriptJobPayload> = {
  name: 'script',
  job: runDefinition('generate-script'),
  payload: scriptJobPayload,
  rate: { perHour: 20, plural: 'scripts' },
};
