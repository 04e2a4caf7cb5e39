import { z } from 'zod';
import { safeString } from './safe-text';

/**
 * Research for a bare topic: what the server found before writing, shared by server and browser.
 * `POST /generate/research` answers a preview so the home screen can say, before anything is written, when the
 * conversation will be general; the script's progress and result carry the same sources ("Based on: …").
 */
export const researchSource = z.object({ title: safeString(), url: safeString() });
export type ResearchSource = z.infer<typeof researchSource>;

/** found: articles or pages were read · nothing: research ran and found nothing · off: disabled · unreachable. */
export const researchStatus = z.enum(['found', 'nothing', 'off', 'unreachable']);
export type ResearchStatus = z.infer<typeof researchStatus>;

export const researchRequestInput = z.object({
  topic: safeString().trim().min(1, 'Please enter a podcast topic.').max(300),
  description: safeString().max(4000).optional(),
  language: safeString().trim().min(2).default('en-IN'),
});
export type ResearchRequestInput = z.infer<typeof researchRequestInput>;

export const researchPreview = z.object({
  status: researchStatus,
  sources: z.array(researchSource),
  /** The offline writer is in use (no model configured). */
  offlineWriter: z.boolean(),
  /** No model and nothing found: the conversation will be general unless the user adds source material. */
  general: z.boolean(),
});
export type ResearchPreview = z.infer<typeof researchPreview>;

export const GENERAL_CONVERSATION_NOTICE =
  'No model is configured and nothing was found about this topic: the conversation will be general. Add source material for a real one.';

/** The line that cites the sources, in the podcast description and on screen. */
export function basedOnLine(sources: ResearchSource[]): string {
  return sources.length ? `Based on: ${sources.map((s) => `${s.title} (${s.url})`).join('; ')}` : '';
}
