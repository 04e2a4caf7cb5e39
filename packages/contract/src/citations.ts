import { z } from 'zod';
import { safeString } from './safe-text';

/**
 * Citations of a script (beside its `speaker: text` transcript, which stays as the spec has it): a line relies on
 * a passage of a library source, quoting the source's own words. A passage is the `passage`-th chunk of the source's
 * text, a few sentences long.
 */
export const citation = z.object({
  sourceId: z.number().int(),
  passage: z.number().int().min(0),
  /** The source's own words the line relies on. */
  quote: safeString().max(2_000),
});
export type Citation = z.infer<typeof citation>;

/** One passage of a source, as the writer is given it. */
export const sourcePassage = z.object({
  sourceId: z.number().int(),
  passage: z.number().int().min(0),
  text: safeString().max(20_000),
});
export type SourcePassage = z.infer<typeof sourcePassage>;

/** One script line's verified citations, and whether it states something none of them supports. */
export const lineCitations = z.object({
  /** The line's index in the transcript, from 0. */
  index: z.number().int().min(0),
  /** The line's text when its citations were verified (an edited line is checked again). */
  text: safeString(),
  citations: z.array(citation),
  unsupported: z.boolean(),
});
export type LineCitations = z.infer<typeof lineCitations>;

/**
 * `podcasts.citations`: each line's verified citations, and the passages they cite (so an edited line can be
 * checked again without the library). Lines that state nothing and cite nothing are left out.
 */
export const scriptCitations = z.object({
  lines: z.array(lineCitations),
  passages: z.array(sourcePassage),
});
export type ScriptCitations = z.infer<typeof scriptCitations>;

/** `S12.3`: the marker a model writes after a line to cite passage 3 of source 12. */
export const passageLabel = (p: { sourceId: number; passage: number }) => `S${p.sourceId}.${p.passage}`;
