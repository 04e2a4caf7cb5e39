import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool } from './worker-pool';

type Line = { steps: number; stepMs: number };

let pool: WorkerPool<Line, { threadId: number }> | undefined;
const log = () => new Int32Array(new SharedArrayBuffer(8));

function askingPool(shared: Int32Array, size = 1) {
  pool = new WorkerPool<Line, { threadId: number }>({
    url: new URL('./testing/steps-worker.mjs', import.meta.url),
    name: 'test',
    size,
    stop: 'ask',
    workerData: { log: shared },
  });
  return pool;
}

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('a worker pool that asks (workers inside native code are never ended mid-call)', () => {
  it('refuses a cancelled line at once, and its worker gives it up between steps and serves the next line', async () => {
    const shared = log();
    const workers = askingPool(shared);
    const { threadId } = await workers.run({ steps: 1, stepMs: 1 });
    const controller = new AbortController();
    const line = workers.run({ steps: 200, stepMs: 20 }, controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const asked = performance.now();
    controller.abort(new Error('The render was cancelled.'));
    await expect(line).rejects.toThrow('The render was cancelled.');
    expect(performance.now() - asked).toBeLessThan(50);
    const next = await workers.run({ steps: 1, stepMs: 1 });
    expect(next.threadId).toBe(threadId);
    expect(Atomics.load(shared, 1)).toBe(1);
    expect(Atomics.load(shared, 0)).toBeLessThan(50);
  });

  it('drops a queued line that is cancelled before it starts', async () => {
    const shared = log();
    const workers = askingPool(shared);
    const first = workers.run({ steps: 5, stepMs: 10 });
    const controller = new AbortController();
    const queued = workers.run({ steps: 100, stepMs: 10 }, controller.signal);
    controller.abort(new Error('Not any more.'));
    await expect(queued).rejects.toThrow('Not any more.');
    await first;
    expect(Atomics.load(shared, 0)).toBe(5);
  });

  it('closes by asking busy workers to give up their lines, then ends them', async () => {
    const shared = log();
    const workers = askingPool(shared, 2);
    const lines = [workers.run({ steps: 500, stepMs: 10 }), workers.run({ steps: 500, stepMs: 10 })];
    for (const line of lines) line.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 150));
    await workers.close();
    expect(Atomics.load(shared, 1)).toBe(2);
    for (const line of lines) await expect(line).rejects.toThrow('The test workers closed.');
    await expect(workers.run({ steps: 1, stepMs: 1 })).rejects.toThrow('The test workers are closed.');
  });
});
