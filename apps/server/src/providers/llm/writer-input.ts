import { SCRIPT_FORMATS, sourcePassage } from '@podloom/contract';
import { z } from 'zod';
import { WriterInputError } from './writer-error';

/** What a writer is asked for; checked at the writer's door so every implementation sees clean input. */
export const scriptWriterInput = z.object({
  topic: z.string().trim().min(1, 'Please enter a podcast topic.').max(500),
  description: z.string().max(20_000).optional(),
  /** Source material already turned into plain text (see modules/generation/sources). */
  sourceText: z.string().max(250_000).optional(),
  /**
   * The library sources as numbered passages, for choosing each segment's material and citing it. Without them, a
   * source text is cut into passages of source 0.
   */
  passages: z.array(sourcePassage).max(50_000).optional(),
  /** Language option key, e.g. en-IN (spec 000 §3). Unknown keys fall back to the base language, then English. */
  language: z.string().trim().min(2).default('en-IN'),
  /** Tone option name, e.g. Formal (spec 000 §3 "Default tones"). */
  tone: z.string().trim().default('Formal'),
  /** 1–4 names; the first is the lead host, the rest are guests. */
  speakers: z.array(z.string()).min(1, 'Please enter a host name').max(4),
  minutes: z.number().positive().max(60),
  /** Deep Dive (the default), Brief, Critique or Debate. */
  format: z.enum(SCRIPT_FORMATS).default('deep_dive'),
  /** What the episode should concentrate on. */
  focus: z.string().trim().max(500).optional(),
  signal: z.instanceof(AbortSignal).optional(),
});
export type ScriptWriterInput = z.input<typeof scriptWriterInput>;
export type ParsedWriterInput = z.output<typeof scriptWriterInput>;

export function parseWriterInput(input: ScriptWriterInput): ParsedWriterInput {
  const parsed = scriptWriterInput.safeParse(input);
  if (!parsed.success)
    throw new WriterInputError(parsed.error.issues[0]?.message ?? 'The script request is not valid.');
  return parsed.data;
}
