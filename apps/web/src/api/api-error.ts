/** A refused or failed request; `message` is the sentence a person should read (STYLE §14). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** The human sentence in a JSON error body: `message`, `detail.message`, `detail` text or GraphQL `errors[0]`. */
export function messageFromBody(body: unknown): string | undefined {
  // Only JSON bodies carry sentences for people (DESIGN §4); a proxy's text or HTML page is not one.
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const errors = record.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    const first = errors[0] as { message?: unknown };
    if (typeof first?.message === 'string' && first.message) return first.message;
  }
  const detail = record.detail;
  if (detail && typeof detail === 'object') {
    const nested = (detail as Record<string, unknown>).message;
    if (typeof nested === 'string' && nested) return nested;
  }
  if (typeof detail === 'string' && detail) return detail;
  if (typeof record.message === 'string' && record.message) return record.message;
  return undefined;
}

/**
 * A refusal the server explains (validation, a voice not offered, the two-at-once limit) is shown as it is;
 * anything else — a 401, a 5xx, a dropped connection — gets the caller's fallback sentence.
 */
export function refusalOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500) {
    if (error.status !== 401 && error.message) return error.message;
  }
  return fallback;
}
