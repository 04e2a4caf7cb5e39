import pino from 'pino';

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

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function randomPrefix(): string {
  return `podloom:test-${Math.random().toString(36).slice(2, 10)}`;
}
