import type { z } from 'zod';

/** The first message of each top-level field of a failed parse: what a form shows under each input. */
export function firstErrorByField<F extends string>(error: z.ZodError): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
