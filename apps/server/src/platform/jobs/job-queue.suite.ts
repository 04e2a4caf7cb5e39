import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ProcessRole } from './index';
import { InvalidJobPayloadError, type QueueTuning, type SettledRun } from './job-rules';
import type { JobQueue } from './jobs';
import { createCapturingLogger, sleep, waitFor } from './test-support';

export interface QueueHarness {
  /** A queue in this test's namespace. */
  create(options: { role: ProcessRole } & QueueTuning): JobQueue;
  /** Whether queues made by one harness see the same jobs (BullMQ through Redis; in-process queues do not). */
  sharesJobs: boolean;
  cleanup(): Promise<void>;
}

type CapturedLog = ReturnType<typeof createCapturingLogger>['log'];

/** One behaviour suite, run for the in-process queue and for BullMQ (DESIGN §9). */
export function describeJobQueue(
  label: string,
  makeHarness: (log: CapturedLog) => QueueHarness,
  options: { skip?: boolean } = {},
): void {
  describe.skipIf(Boolean(options.skip))(`${label}: job queue behaviour`, () => {
    const kit = queueKit(makeHarness);
    runsAndRetries(kit);
    failingAndLimits(kit);
    idsAndRoles(kit);
  });
}

/** The queues a test opened (closed after it), the log it captured, and what became of every run. */
function queueKit(makeHarness: (log: CapturedLog) => QueueHarness) {
  const queues: JobQueue[] = [];
  let counter = 0;
  const kit = {
    harness: undefined as unknown as QueueHarness,
    logLines: [] as string[],
    /** What became of every run, in order: the tests wait on this instead of sleeping on the clock. */
    settled: [] as SettledRun[],
    jobName: () => `test-job-${++counter}-${Math.random().toString(36).slice(2, 8)}`,
    open: (role: ProcessRole, tuning: { concurrency?: number; backoffMs?: number } = {}) => {
      const queue = kit.harness.create({ role, ...tuning, onSettled: (run) => kit.settled.push(run) });
      queues.push(queue);
      return queue;
    },
    outcomes: (jobId: string) =>
      kit.settled.filter((run) => run.jobId === jobId).map(({ attempt, outcome }) => ({ attempt, outcome })),
  };
  beforeEach(() => {
    const capture = createCapturingLogger();
    kit.logLines = capture.lines;
    kit.settled = [];
    kit.harness = makeHarness(capture.log);
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.close()));
    await kit.harness.cleanup();
  });
  return kit;
}

type QueueKit = ReturnType<typeof queueKit>;

/** Runs, payloads, ids and retries. */
function runsAndRetries(kit: QueueKit): void {
  const { open, jobName, outcomes } = kit;
  it('runs a registered job with its payload and returns the given or a generated id', async () => {
    const queue = open('all');
    const definition = { name: jobName(), payload: z.object({ topic: z.string(), words: z.number() }) };
    const seen: Array<{ payload: unknown; jobId: string; attempt: number }> = [];
    queue.register(definition, async (payload, ctx) => {
      seen.push({ payload, jobId: ctx.jobId, attempt: ctx.attempt });
    });
    await queue.start();

    const given = await queue.enqueue(definition, { topic: 'Tides', words: 300 }, { jobId: 'ref-tides' });
    const generated = await queue.enqueue(definition, { topic: 'Moons', words: 150 });
    expect(given).toBe('ref-tides');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toContainEqual({ payload: { topic: 'Tides', words: 300 }, jobId: 'ref-tides', attempt: 1 });
    expect(seen).toContainEqual({ payload: { topic: 'Moons', words: 150 }, jobId: generated, attempt: 1 });
  });

  it('refuses a payload that does not match the schema, and ids the queue cannot hold', async () => {
    // One at a time, in order: a refused job that had been queued anyway would run before the one queued after.
    const queue = open('all', { concurrency: 1 });
    const definition = { name: jobName(), payload: z.object({ podcastId: z.number().int() }) };
    const runs: number[] = [];
    queue.register(definition, async ({ podcastId }) => {
      runs.push(podcastId);
    });
    await queue.start();
    const invalid = { podcastId: 'seven' } as unknown as { podcastId: number };
    await expect(queue.enqueue(definition, invalid)).rejects.toBeInstanceOf(InvalidJobPayloadError);
    await expect(queue.enqueue(definition, invalid)).rejects.toThrow(/podcastId/);
    await expect(queue.enqueue(definition, { podcastId: 1 }, { jobId: 'a:b' })).rejects.toThrow();
    await expect(queue.enqueue(definition, { podcastId: 1 }, { jobId: '42' })).rejects.toThrow();
    const after = await queue.enqueue(definition, { podcastId: 2 }, { jobId: 'after-the-refusals' });
    await waitFor(() => expect(outcomes(after)).toEqual([{ attempt: 1, outcome: 'completed' }]));
    // Nothing refused ran: the only run is the job queued after them.
    expect(runs).toEqual([2]);
    expect(kit.settled.map((run) => run.jobId)).toEqual([after]);
  });

  it('retries a failing job with exponential backoff up to its attempts', async () => {
    const queue = open('all', { backoffMs: 100 });
    const definition = { name: jobName(), payload: z.object({}), attempts: 3 };
    const tries: Array<{ attempt: number; at: number }> = [];
    queue.register(definition, async (_payload, ctx) => {
      tries.push({ attempt: ctx.attempt, at: Date.now() });
      if (ctx.attempt < 3) throw new Error(`failure ${ctx.attempt}`);
    });
    await queue.start();
    const jobId = await queue.enqueue(definition, {});
    // Once the third run has completed the job is done: no further attempt can come.
    await waitFor(() => expect(outcomes(jobId).at(-1)).toEqual({ attempt: 3, outcome: 'completed' }));
    expect(outcomes(jobId)).toEqual([
      { attempt: 1, outcome: 'retrying' },
      { attempt: 2, outcome: 'retrying' },
      { attempt: 3, outcome: 'completed' },
    ]);
    expect(tries.map((t) => t.attempt)).toEqual([1, 2, 3]);
    const [first, second, third] = tries as [(typeof tries)[0], (typeof tries)[0], (typeof tries)[0]];
    expect(second.at - first.at).toBeGreaterThanOrEqual(90);
    expect(third.at - second.at).toBeGreaterThanOrEqual(190);
    expect(tries).toHaveLength(3);
    expect(kit.logLines.join('\n')).toContain('job failed; it will be tried again');
  });
}

/** Giving up, concurrency and closing. */
function failingAndLimits(kit: QueueKit): void {
  const { open, jobName, outcomes } = kit;
  it('gives up after the last attempt and logs the failure', async () => {
    const queue = open('all', { backoffMs: 50 });
    const definition = { name: jobName(), payload: z.object({}), attempts: 2 };
    let runs = 0;
    queue.register(definition, async () => {
      runs++;
      throw new Error('the voice service is down');
    });
    await queue.start();
    await queue.enqueue(definition, {}, { jobId: 'always-fails' });
    // The last failure settles the job for good: no retry is left to come.
    await waitFor(() => expect(outcomes('always-fails').at(-1)?.outcome).toBe('failed'));
    expect(outcomes('always-fails')).toEqual([
      { attempt: 1, outcome: 'retrying' },
      { attempt: 2, outcome: 'failed' },
    ]);
    expect(kit.logLines.some((line) => line.includes('"msg":"job failed"'))).toBe(true);
    expect(runs).toBe(2);
    const failure = kit.logLines.find((line) => line.includes('"msg":"job failed"')) ?? '';
    expect(failure).toContain('the voice service is down');
    expect(failure).toContain('always-fails');
  });

  it('runs at most `concurrency` jobs at once', async () => {
    const queue = open('all', { concurrency: 2 });
    const definition = { name: jobName(), payload: z.object({ n: z.number() }) };
    let active = 0;
    let maxActive = 0;
    const done: number[] = [];
    queue.register(definition, async ({ n }) => {
      active++;
      maxActive = Math.max(maxActive, active);
      await sleep(80);
      active--;
      done.push(n);
    });
    await queue.start();
    for (let n = 0; n < 6; n++) await queue.enqueue(definition, { n });
    await waitFor(() => expect(done).toHaveLength(6));
    expect(maxActive).toBe(2);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('aborts the signal of a running job when the queue closes', async () => {
    const queue = open('all');
    const definition = { name: jobName(), payload: z.object({}) };
    let started = false;
    let aborted = false;
    queue.register(definition, async (_payload, { signal }) => {
      started = true;
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      aborted = signal.aborted;
    });
    await queue.start();
    await queue.enqueue(definition, {});
    await waitFor(() => expect(started).toBe(true));
    await queue.close();
    expect(aborted).toBe(true);
    await expect(queue.enqueue(definition, {})).rejects.toThrow();
  });
}

/** Job ids taken once, and processes that run no jobs. */
function idsAndRoles(kit: QueueKit): void {
  const { open, jobName, outcomes } = kit;
  it('takes a job id only once while that job is pending, and again once it is done', async () => {
    const queue = open('all');
    const definition = { name: jobName(), payload: z.object({ v: z.number() }) };
    const seen: number[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.register(definition, async ({ v }) => {
      seen.push(v);
      await gate;
    });
    await queue.start();
    await queue.enqueue(definition, { v: 1 }, { jobId: 'ref-once' });
    await queue.enqueue(definition, { v: 2 }, { jobId: 'ref-once' });
    await waitFor(() => expect(seen).toEqual([1]));
    release();
    await waitFor(() => expect(outcomes('ref-once')).toEqual([{ attempt: 1, outcome: 'completed' }]));
    expect(seen).toEqual([1]);
    await queue.enqueue(definition, { v: 3 }, { jobId: 'ref-once' });
    // A second job of that id taken while the first was pending would have run before this one.
    await waitFor(() => expect(seen).toEqual([1, 3]));
    await waitFor(() => expect(outcomes('ref-once')).toHaveLength(2));
    expect(seen).toEqual([1, 3]);
  });

  it('runs nothing in a server-only process', async () => {
    const queue = open('server');
    const definition = { name: jobName(), payload: z.object({}) };
    let runs = 0;
    queue.register(definition, async () => {
      runs++;
    });
    await queue.start();
    const jobId = await queue.enqueue(definition, {});
    if (kit.harness.sharesJobs) {
      // The job waits for a worker: one started now in the same namespace takes it, so the server had not.
      const worker = open('worker');
      const ranOnWorker: string[] = [];
      worker.register(definition, async (_payload, ctx) => {
        ranOnWorker.push(ctx.jobId);
      });
      await worker.start();
      await waitFor(() => expect(ranOnWorker).toEqual([jobId]));
    }
    // (In process, a queue that runs jobs starts one within `enqueue`: memory-queue.test.ts shows it.)
    expect(runs).toBe(0);
  });
}
