/**
 * Runs at most `concurrency` tasks at once, first come first served. FIFO matters: a render submits its
 * lines in order, and the mixer consumes them in order, so early lines must finish first. A task marked
 * `ahead` (a line's retry) takes the next free slot before every waiting first try: the line it retries is
 * older than they are, and the mixer is waiting for it.
 */
export function createLimiter(concurrency: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    if (active >= concurrency) return;
    const start = waiting.shift();
    if (start) {
      active++;
      start();
    }
  };
  return function limit<T>(task: () => Promise<T>, signal?: AbortSignal, options?: { ahead?: boolean }): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        if (signal?.aborted) {
          active--;
          next();
          return reject(signal.reason);
        }
        task()
          .then(resolve, reject)
          .finally(() => {
            active--;
            next();
          });
      };
      const onAbort = () => {
        const at = waiting.indexOf(start);
        if (at >= 0) waiting.splice(at, 1);
        reject(signal?.reason);
      };
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      if (options?.ahead) waiting.unshift(start);
      else waiting.push(start);
      next();
    });
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
