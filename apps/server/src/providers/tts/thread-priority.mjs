// A voice worker thread runs below request handling (providers/background-priority.ts): on Linux each thread has
// its own nice value, and /proc/thread-self names this thread's id. Elsewhere the thread keeps normal priority.
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

export function lowerThreadPriority(nice = 10) {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, Math.min(19, getPriority(tid) + nice));
  } catch {
    // No /proc (macOS, Windows) or refused: normal priority.
  }
}
