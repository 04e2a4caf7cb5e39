/**
 * The timers of one long-running request flow (script or audio generation): a watchdog that fires when the
 * progress stream goes quiet, and waits between fallback attempts. `cancelAll` stops the watchdog and ends every
 * wait with `false`, so a flow that is disposed or restarted stops where it is.
 */
export class RunTimers {
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private readonly waits = new Set<{ timer: ReturnType<typeof setTimeout>; resolve: (ok: boolean) => void }>();

  /** (Re)starts the watchdog: `onQuiet` runs after `ms` unless it is re-armed or cleared first. */
  arm(ms: number, onQuiet: () => void): void {
    this.clear();
    this.watchdog = setTimeout(() => {
      this.watchdog = null;
      onQuiet();
    }, ms);
  }

  /** Stops the watchdog. */
  clear(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  /** Resolves `true` after `ms`, or `false` as soon as `cancelAll` is called. */
  wait(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          this.waits.delete(entry);
          resolve(true);
        }, ms),
        resolve,
      };
      this.waits.add(entry);
    });
  }

  cancelAll(): void {
    this.clear();
    for (const wait of this.waits) {
      clearTimeout(wait.timer);
      wait.resolve(false);
    }
    this.waits.clear();
  }
}
