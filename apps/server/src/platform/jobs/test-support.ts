import pino from 'pino';
import type { EventBus } from './jobs';

/** A real pino logger whose lines the test can read. */
export function createCapturingLogger(): { log: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
  return { log, lines };
}

/** Polls until `check` passes or the time is up (then throws its last error). */
export async function waitFor(check: () => void | Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(20);
    }
  }
}

/**
 * Publishes a marker on a channel of its own and waits until `bus` delivers it. Events reach a bus in the order they
 * were published (in process at once; through Redis in command order, on the one subscriber connection), so by then
 * every event published before the call has been delivered: what has not arrived will not. `publisher` (default: the
 * bus itself) sends the marker.
 */
export async function allDelivered(bus: EventBus, publisher: EventBus = bus): Promise<void> {
  const channel = `delivered-${Math.random().toString(36).slice(2, 10)}`;
  let arrived = false;
  const unsubscribe = await bus.subscribe(channel, () => {
    arrived = true;
  });
  await publisher.publish(channel, 'marker');
  await waitFor(() => {
    if (!arrived) throw new Error('the marker event has not arrived');
  });
  await unsubscribe();
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function randomPrefix(): string {
  return `podloom:test-${Math.random().toString(36).slice(2, 10)}`;
}
