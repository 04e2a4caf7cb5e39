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
export async function fetchWithRetry(url: string, init: RequestInit, options: RetryOptions): Promise<Response> {
  const attempts = options.attempts ?? 4;
  const base = options.baseDelayMs ?? 500;
  const max = options.maxDelayMs ?? 20_000;
  const doFetch = options.fetch ?? fetch;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    options.signal?.throwIfAborted();
    let delay = Math.min(max, base * 2 ** (attempt - 1) * Math.random() + base / 2);
    try {
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 90_000);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      const response = await doFetch(url, { ...init, signal });
      if (response.ok) return response;
      const detail = await response.text().catch(() => '');
      const message = `${options.service} answered ${response.status}${detail ? `: ${detail.slice(0, 300)}` : ''}`;
      if (!RETRYABLE.has(response.status)) throw new PermanentSpeechError(message, response.status);
      lastError = new SpeechError(message, response.status);
      const after = retryAfterMs(response.headers.get('retry-after'));
      if (after !== undefined) delay = Math.min(max, after);
    } catch (error) {
      if (error instanceof PermanentSpeechError || options.signal?.aborted) throw error;
      lastError = error;
    }
    if (attempt < attempts) await sleep(delay, options.signal);
  }
  if (lastError instanceof SpeechError) throw lastError;
  throw new SpeechError(
    `${options.service} could not be reached: ${(lastError as Error | undefined)?.message ?? 'unknown error'}`,
  );
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
