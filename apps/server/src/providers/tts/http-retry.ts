import type { Limiter } from './limiter';
import { PermanentSpeechError, SpeechError } from './tts';

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  signal?: AbortSignal;
  /** Each try's own limit: a provider that hangs counts as a failed try. */
  timeoutMs?: number;
  /** Names the service in error sentences. */
  service: string;
  fetch?: typeof fetch;
}

const RETRYABLE = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/**
 * fetch with retries for what is worth retrying: network errors, 429 and 5xx. Backoff is exponential
 * with full jitter; a `Retry-After` header (seconds or a date) wins when present, capped at maxDelayMs.
 * Any other 4xx is final.
 */
export function fetchWithRetry(url: string, init: RequestInit, options: RetryOptions): Promise<Response> {
  return retrying(
    url,
    init,
    options,
    async (response) => response,
    (attempt) => attempt(),
  );
}

/**
 * The answer's bytes, retried as fetchWithRetry does, each try inside one of the provider's `limit` slots only
 * while it talks to the provider (request and body): the backoff before a retry holds no slot, so the other
 * lines keep every slot busy meanwhile, and the retry then goes ahead of the first tries still waiting.
 */
export function fetchBytesWithRetry(
  url: string,
  init: RequestInit,
  options: RetryOptions & { limit: Limiter },
): Promise<Buffer> {
  return retrying(
    url,
    init,
    options,
    async (response) => Buffer.from(await response.arrayBuffer()),
    (attempt, retry) => options.limit(attempt, options.signal, { ahead: retry }),
  );
}

type Try<T> = { value: T } | { error: unknown; retryAfter?: number };

async function retrying<T>(
  url: string,
  init: RequestInit,
  options: RetryOptions,
  read: (response: Response) => Promise<T>,
  slot: (attempt: () => Promise<Try<T>>, retry: boolean) => Promise<Try<T>>,
): Promise<T> {
  const attempts = options.attempts ?? 4;
  const base = options.baseDelayMs ?? 500;
  const max = options.maxDelayMs ?? 20_000;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    options.signal?.throwIfAborted();
    const outcome = await slot(() => tryOnce(url, init, options, read), attempt > 1);
    if ('value' in outcome) return outcome.value;
    lastError = outcome.error;
    const delay = outcome.retryAfter ?? Math.min(max, base * 2 ** (attempt - 1) * Math.random() + base / 2);
    if (attempt < attempts) await sleep(Math.min(max, delay), options.signal);
  }
  if (lastError instanceof SpeechError) throw lastError;
  throw new SpeechError(
    `${options.service} could not be reached: ${(lastError as Error | undefined)?.message ?? 'unknown error'}`,
  );
}

/** One try: the answer read, or what went wrong when trying again may help; a final refusal throws. */
async function tryOnce<T>(
  url: string,
  init: RequestInit,
  options: RetryOptions,
  read: (response: Response) => Promise<T>,
): Promise<Try<T>> {
  try {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? 90_000);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const response = await (options.fetch ?? fetch)(url, { ...init, signal });
    if (response.ok) return { value: await read(response) };
    const detail = await response.text().catch(() => '');
    const message = `${options.service} answered ${response.status}${detail ? `: ${detail.slice(0, 300)}` : ''}`;
    if (!RETRYABLE.has(response.status)) throw new PermanentSpeechError(message, response.status);
    return {
      error: new SpeechError(message, response.status),
      retryAfter: retryAfterMs(response.headers.get('retry-after')),
    };
  } catch (error) {
    if (error instanceof PermanentSpeechError || options.signal?.aborted) throw error;
    return { error };
  }
}

export function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
