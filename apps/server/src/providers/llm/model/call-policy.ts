import { APICallError, NoObjectGeneratedError } from 'ai';
import { WriterError } from '../writer-error';

/**
 * Retries with backoff and time limits around one model call. The SDK's own retries are turned
 * off (maxRetries: 0) so this is the one place that decides, with delays tests can shorten.
 */
export interface CallPolicy {
  /** Tries after the first, for 429, 5xx, timeouts and dropped connections. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** One request, first byte to last token. */
  requestTimeoutMs: number;
}

export const DEFAULT_CALL_POLICY: CallPolicy = {
  retries: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 15_000,
  requestTimeoutMs: 90_000,
};

/** Why the whole write stops: the caller cancelled, or the overall time limit passed. */
export interface Deadline {
  signal: AbortSignal;
  cancelled: () => boolean;
  expired: () => boolean;
}

export function createDeadline(totalMs: number, outer?: AbortSignal): Deadline {
  const timer = AbortSignal.timeout(totalMs);
  const signal = outer ? AbortSignal.any([outer, timer]) : timer;
  return { signal, cancelled: () => outer?.aborted === true, expired: () => timer.aborted };
}

function statusOf(error: unknown): number | undefined {
  return APICallError.isInstance(error) ? error.statusCode : undefined;
}

function isRetryable(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined) return status === 408 || status === 409 || status === 429 || status >= 500;
  if (APICallError.isInstance(error)) return error.isRetryable;
  // A request that timed out, or a connection that dropped before an answer (fetch's TypeError).
  return isTimeout(error) || (error instanceof TypeError && /fetch|network|socket/i.test(error.message));
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || /timed? ?out/i.test(error.message));
}

/** Milliseconds the server asked us to wait (retry-after / retry-after-ms), if any. */
function retryAfterMs(error: unknown): number | undefined {
  if (!APICallError.isInstance(error)) return undefined;
  const headers = error.responseHeaders ?? {};
  const ms = Number(headers['retry-after-ms']);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const seconds = Number(headers['retry-after']);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  return undefined;
}

/** Turns anything a call threw into a WriterError with a sentence for people. */
export function toWriterError(error: unknown, deadline: Deadline): WriterError {
  if (error instanceof WriterError) return error;
  if (deadline.cancelled()) return new WriterError('WRITER_CANCELLED', undefined, { cause: error });
  if (deadline.expired() || isTimeout(error)) return new WriterError('WRITER_TIMEOUT', undefined, { cause: error });
  if (NoObjectGeneratedError.isInstance(error))
    return new WriterError('WRITER_UNUSABLE_OUTPUT', undefined, { cause: error });
  const status = statusOf(error);
  if (status === 401 || status === 403)
    return new WriterError('WRITER_REFUSED_CREDENTIALS', undefined, { cause: error });
  if (status === 429) return new WriterError('WRITER_BUSY', undefined, { cause: error });
  if (status !== undefined && status < 500) {
    return new WriterError('WRITER_UNAVAILABLE', `the writer refused the request (status ${status})`, { cause: error });
  }
  return new WriterError('WRITER_UNAVAILABLE', undefined, { cause: error });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `call` with a per-request time limit inside the overall deadline, retrying what is worth
 * retrying. `beforeRetry` lets a streaming call withdraw the lines it already showed.
 */
export async function withRetries<T>(
  policy: CallPolicy,
  deadline: Deadline,
  call: (signal: AbortSignal) => Promise<T>,
  beforeRetry?: () => void,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const signal = AbortSignal.any([deadline.signal, AbortSignal.timeout(policy.requestTimeoutMs)]);
    try {
      return await call(signal);
    } catch (error) {
      if (deadline.signal.aborted || attempt >= policy.retries || !isRetryable(error)) {
        throw toWriterError(error, deadline);
      }
      const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
      const wait = Math.min(policy.maxDelayMs, retryAfterMs(error) ?? backoff * (0.75 + Math.random() * 0.5));
      await sleep(wait, deadline.signal).catch((reason) => {
        throw toWriterError(reason, deadline);
      });
      beforeRetry?.();
    }
  }
}
