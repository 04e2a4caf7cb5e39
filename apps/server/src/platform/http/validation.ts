import { parseRequest } from '@podloom/contract';
import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * Validate at the edge: `null` in a field reads as absent, and the first issue's sentence is what the user reads
 * (a schema's own spec text first, otherwise a sentence naming the field, never zod's default).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = parseRequest(schema, input);
  if (result.success) return result.data;
  throw badRequest(result.message);
}
