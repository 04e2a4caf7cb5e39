import type { z } from 'zod';
import { badRequest } from './errors';

/** Validate at the edge; the first issue's message is the sentence the user reads. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(issue?.message ?? 'The request is not valid.');
}
