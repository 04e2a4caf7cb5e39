import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../providers/storage/storage';
import { LINE_CACHE_PREFIX } from './audio-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Synthesised lines are cached by voice and text (a one-line edit re-reads one line), and each 10-minute
 * episode adds about 26 MB of them. A cached line older than this is deleted; a render that needs it again
 * synthesises it once more and caches it afresh.
 */
export const LINE_CACHE_MAX_AGE_MS = 30 * DAY_MS;
const SWEEP_EVERY_MS = DAY_MS;
/** The first sweep waits until start-up and the first renders are out of the way. */
const FIRST_SWEEP_AFTER_MS = 10 * 60 * 1000;

export interface SweepResult {
  checked: number;
  deleted: number;
  freedBytes: number;
}

/** Deletes cached lines written before `now - maxAgeMs`. Stops early, with what it did so far, when `signal` aborts. */
export async function sweepLineCache(
  storage: FileStorage,
  options: { maxAgeMs?: number; now?: number; signal?: AbortSignal } = {},
): Promise<SweepResult> {
  const cutoff = (options.now ?? Date.now()) - (options.maxAgeMs ?? LINE_CACHE_MAX_AGE_MS);
  const result: SweepResult = { checked: 0, deleted: 0, freedBytes: 0 };
  for await (const file of storage.list(LINE_CACHE_PREFIX)) {
    if (options.signal?.aborted) break;
    result.checked += 1;
    if (file.modifiedAt.getTime() >= cutoff) continue;
    await storage.delete(file.key);
    result.deleted += 1;
    result.freedBytes += file.size;
  }
  return result;
}

/**
 * Sweeps the line cache ten minutes after start and then daily, in the processes that run jobs. Several workers
 * sweeping at once do no harm: deleting a deleted file is not an error.
 */
export function startLineCacheSweeper(
  storage: FileStorage,
  log: FastifyBaseLogger,
): { stop: () => Promise<void>; settled: () => Promise<void> } {
  const controller = new AbortController();
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = sweepLineCache(storage, { signal: controller.signal })
      .then((result) => {
        if (result.deleted > 0) log.info(result, 'old cached lines deleted');
      })
      .catch((error) => log.warn({ err: error }, 'line cache sweep failed'));
  };
  const first = setTimeout(sweep, FIRST_SWEEP_AFTER_MS);
  const daily = setInterval(sweep, SWEEP_EVERY_MS);
  first.unref();
  daily.unref();
  return {
    /** Resolves once a sweep under way (if any) has finished. */
    settled: () => running,
    stop: async () => {
      clearTimeout(first);
      clearInterval(daily);
      controller.abort();
      await running;
    },
  };
}
