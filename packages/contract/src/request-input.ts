import type { z } from 'zod';

/**
 * How a request body is read on both sides of the wire. `null` in a field means the field is absent: the spec's own
 * client sends `host_voice: null` before voices load ("or null for one speaker"), and a JSON client has no other way
 * to leave a key out of a typed object. Only top-level keys are dropped; a schema that gives `null` a meaning of its
 * own inside a nested value keeps it.
 */
export function withoutNulls(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
}

/** `host_voice` → `host voice`, `podcastTitle` → `podcast title`. */
function fieldLabel(path: readonly PropertyKey[] | undefined): string | null {
  const key = path?.filter((p) => typeof p === 'string').at(-1);
  if (typeof key !== 'string' || !key) return null;
  return key
    .replace(/^custom:/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'a set of named fields',
  array: 'a list',
  date: 'a date',
};

type RawIssue = {
  code?: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  expected?: unknown;
  origin?: unknown;
};

/**
 * The sentence for a refusal whose schema names none of its own (zod's defaults, "Invalid input: expected string,
 * received null", are not something a person can act on). Schemas that carry the spec's texts keep them: zod puts a
 * schema's own message before this one.
 */
export function inputIssueSentence(issue: RawIssue): string {
  const label = fieldLabel(issue.path);
  if (!label) {
    return issue.code === 'invalid_type'
      ? 'Please send the request as a JSON object of named fields.'
      : 'The request is not valid.';
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `Please fill in the ${label}.`;
      return `The ${label} must be ${KIND[String(issue.expected)] ?? 'of another kind'}.`;
    case 'too_big':
      return issue.origin === 'string' ? `The ${label} is too long.` : `The ${label} is too large.`;
    case 'too_small':
      return issue.origin === 'string' ? `The ${label} is too short.` : `The ${label} is too small.`;
    case 'invalid_value':
      return `Please choose one of the ${label} options offered.`;
    case 'unrecognized_keys':
      return 'The request has fields we do not know.';
    default:
      return `The ${label} is not valid.`;
  }
}

export type ParsedRequest<T> = { success: true; data: T } | { success: false; message: string };

/** Parses a request body: nulls read as absent, and a refusal is always a sentence (the first issue's). */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): ParsedRequest<z.infer<S>> {
  const result = schema.safeParse(withoutNulls(input), { error: (issue) => inputIssueSentence(issue) });
  if (result.success) return { success: true, data: result.data };
  return { success: false, message: result.error.issues[0]?.message || 'The request is not valid.' };
}
