import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RunTimers } from './run-timers';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RunTimers', () => {
  it('fires the watchdog once after its delay, and re-arming starts it over', () => {
    const timers = new RunTimers();
    const quiet = vi.fn();
    timers.arm(1000, quiet);
    vi.advanceTimersByTime(900);
    timers.arm(1000, quiet);
    vi.advanceTimersByTime(900);
    expect(quiet).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(quiet).toHaveBeenCalledTimes(1);
  });

  it('ends waits with true when they run out and with false when cancelled, and stops the watchdog', async () => {
    const timers = new RunTimers();
    const done = timers.wait(500);
    vi.advanceTimersByTime(500);
    await expect(done).resolves.toBe(true);
    const quiet = vi.fn();
    timers.arm(1000, quiet);
    const cancelled = timers.wait(500);
    timers.cancelAll();
    await expect(cancelled).resolves.toBe(false);
    vi.advanceTimersByTime(2000);
    expect(quiet).not.toHaveBeenCalled();
  });
});
