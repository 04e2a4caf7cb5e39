import { getPriority, setPriority } from 'node:os';

/**
 * Rendering and synthesis run below request handling: a render filling every core must not slow the API's
 * answers. Children (ffmpeg, the document reader) and voice worker threads take this much more "nice" than the
 * server (Linux: 0 is normal, 19 the lowest); lowering a priority needs no privilege.
 */
export const BACKGROUND_NICE = 10;

/** Lowers a child process's priority; a process already gone (or a platform without nice) is left as it is. */
export function runInBackground(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    setPriority(pid, Math.min(19, getPriority() + BACKGROUND_NICE));
  } catch {
    // The child exited already, or the platform refuses: it runs at normal priority.
  }
}
