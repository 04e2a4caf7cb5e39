/*
 * One polite voice for the whole app. Streams (script lines, audio progress, toasts) can change many times a
 * second; a screen reader that is handed every change either reads a stream of fragments or drops most of them.
 * The announcer gathers what arrives within a short window and speaks it as one message, and never speaks twice
 * within `minGapMs`. A message with a `key` replaces the queued message with the same key (progress: only the
 * newest figure matters); messages without one are kept in order (lines, notices).
 */

export interface AnnouncerOptions {
  /** Receives each batched message, e.g. to write it into an aria-live region. */
  speak: (message: string) => void;
  /** How long to gather after the first queued message. */
  batchMs?: number;
  /** The least time between two spoken messages. */
  minGapMs?: number;
  /** A spoken message is cut at this many characters (a screen reader cannot be interrupted politely). */
  maxChars?: number;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface Announcer {
  announce: (text: string, options?: { key?: string }) => void;
  /** Speaks whatever is queued now. */
  flush: () => void;
  dispose: () => void;
}

export const ANNOUNCE_BATCH_MS = 750;
export const ANNOUNCE_MIN_GAP_MS = 2500;
export const ANNOUNCE_MAX_CHARS = 600;

export function createAnnouncer(options: AnnouncerOptions): Announcer {
  const batchMs = options.batchMs ?? ANNOUNCE_BATCH_MS;
  const minGapMs = options.minGapMs ?? ANNOUNCE_MIN_GAP_MS;
  const maxChars = options.maxChars ?? ANNOUNCE_MAX_CHARS;
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));

  let queue: { key?: string; text: string }[] = [];
  let timer: unknown;
  let lastSpoken = Number.NEGATIVE_INFINITY;

  const flush = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const texts: string[] = [];
    for (const { text } of queue) if (texts[texts.length - 1] !== text) texts.push(text);
    queue = [];
    let message = texts.join(' ');
    if (message.length > maxChars) message = `${message.slice(0, maxChars - 1).trimEnd()}…`;
    lastSpoken = now();
    options.speak(message);
  };

  return {
    announce(text, { key } = {}) {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      if (!trimmed) return;
      const at = key === undefined ? -1 : queue.findIndex((m) => m.key === key);
      if (at >= 0) queue[at] = { key, text: trimmed };
      else queue.push({ key, text: trimmed });
      if (timer !== undefined) return;
      const wait = Math.max(batchMs, lastSpoken + minGapMs - now());
      timer = setTimer(flush, wait);
    },
    flush,
    dispose() {
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
      queue = [];
    },
  };
}
