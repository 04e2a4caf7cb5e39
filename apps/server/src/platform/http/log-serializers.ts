/**
 * How errors reach the log. A failed query's error carries the values it was given — an
 * e-mail, a password hash, a token's hash — in its message, its stack and its `params`; PostgreSQL's `detail`
 * repeats the offending value ("Key (email)=(…) already exists"). The log keeps the SQL, the codes and the stack,
 * never the values.
 */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'hint']);
const MAX_CAUSE_DEPTH = 5;

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: String(error), stack: '' };
  const source = error as Record<string, unknown> & { constructor?: { name?: string } };
  const message = typeof source.message === 'string' ? source.message : '';
  const stack = typeof source.stack === 'string' ? source.stack : '';
  const safeMessage = isFailedQuery(source) ? `Failed query: ${source.query}` : message;
  const out: SerializedError = {
    type: source.constructor?.name ?? 'Error',
    message: safeMessage,
    stack: stack && message && stack.includes(message) ? stack.replace(message, safeMessage) : stack,
  };
  for (const [key, value] of Object.entries(source)) {
    if (key in out || key === 'cause' || VALUE_FIELDS.has(key)) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  if (source.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = serializeError(source.cause, depth + 1);
  return out;
}

/** Drizzle's DrizzleQueryError: `Failed query: <sql>\nparams: <values>`. */
function isFailedQuery(error: Record<string, unknown>): error is { query: string } & Record<string, unknown> {
  return typeof error.query === 'string' && Array.isArray(error.params);
}

/** Log arguments handed over by libraries (yoga's logger): errors among them are serialized as above. */
export function serializeLogArguments(args: unknown[]): unknown[] {
  return args.map((arg) => (arg instanceof Error ? serializeError(arg) : arg));
}
