import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { ABANDONED_SENTENCE, CRASH_RUNS, createDatabaseJobQueue, type DatabaseJobQueue } from './database-queue';
import { createJobQueue } from './index';
import { describeJobQueue } from './job-queue.suite';
import { isHandedBack, JobHandedBackError, JobLeaseLostError } from './jobs';
import { queueJobs } from './jobs.schema';
import { createCapturingLogger, sleep, waitFor } from './test-support';

// PGlite by default; `DATABASE_URL=… npx vitest run` runs the same file on PostgreSQL.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describeJobQueue('database', (log) => ({
  create: (options) => {
    const queue = createJobQueue({ config: loadConfig({}), log, database, pollMs: 50, ...options });
    if (queue.kind !== 'database') throw new Error('expected the database queue without REDIS_URL');
    return queue;
  },
  // Jobs live in the table: a worker opened later takes what a server-only queue queued.
  sharesJobs: true,
  cleanup: async () => {
    await database.db.delete(queueJobs);
  },
}));

// What survives a process: the queues below share the table, the clock and the captured log.
const log = createCapturingLogger().log;
const open: DatabaseJobQueue[] = [];
let clock = Date.now();
const make = (options: { soleProcess?: boolean; processJobs?: boolean; leaseMs?: number } = {}) => {
  const queue = createDatabaseJobQueue({
    db: database.db,
    log,
    processJobs: options.processJobs ?? true,
    soleProcess: options.soleProcess ?? false,
    leaseMs: options.leaseMs ?? 60_000,
    pollMs: 50,
    now: () => clock,
  });
  open.push(queue);
  return queue;
};
const row = async (id: string) => {
  const [found] = await database.db.select().from(queueJobs).where(eq(queueJobs.id, id));
  return found;
};
/** A process that died mid-run: its row stays running under its lease, and nothing renews it. */
const dieWhileRunning = async (id: string, name: string, attempts = 1) => {
  await database.db.insert(queueJobs).values({
    id,
    name,
    payload: { n: 1 },
    state: 'running',
    attempts,
    maxAttempts: 1,
    leaseOwner: 'a-dead-process',
    leaseUntil: new Date(clock + 15_000),
  });
};

const definition = { name: 'durable-test', payload: z.object({ n: z.number() }), attempts: 1 };

/** Each test starts with no queue open, an empty table and the clock at now. */
function startClean(): void {
  beforeEach(async () => {
    clock = Date.now();
    await Promise.all(open.splice(0).map((queue) => queue.close()));
    await database.db.delete(queueJobs);
  });
}

describe('database queue: what survives a process', () => {
  startClean();

  it('the reaper leaves a live lease alone and queues the job again once the lease has run out', async () => {
    await dieWhileRunning('job-reaped', definition.name);
    const queue = make({ processJobs: false });
    expect(await queue.reap()).toEqual({ requeued: [], failed: [] });
    expect((await row('job-reaped'))?.state).toBe('running');
    clock += 15_001;
    expect(await queue.reap()).toEqual({ requeued: ['job-reaped'], failed: [] });
    expect(await row('job-reaped')).toMatchObject({ state: 'queued', leaseOwner: null, attempts: 1 });
  });

  it('the reaper fails a job that has had all its runs, with a sentence, and tells its owner', async () => {
    await dieWhileRunning('job-exhausted', definition.name, 1 + CRASH_RUNS);
    const queue = make({ processJobs: false });
    const abandoned: Array<{ payload: unknown; reason: string }> = [];
    queue.register(definition, async () => {}, {
      abandoned: async (payload, reason) => {
        abandoned.push({ payload, reason });
      },
    });
    clock += 15_001;
    expect(await queue.reap()).toEqual({ requeued: [], failed: ['job-exhausted'] });
    expect(await row('job-exhausted')).toMatchObject({ state: 'failed', error: ABANDONED_SENTENCE });
    expect(abandoned).toEqual([{ payload: { n: 1 }, reason: ABANDONED_SENTENCE }]);
  });

  it('a sole process takes back every running job at start, and runs it again', async () => {
    await dieWhileRunning('job-resumed', definition.name);
    const queue = make({ soleProcess: true });
    const runs: Array<{ n: number; attempt: number }> = [];
    queue.register(definition, async ({ n }, ctx) => {
      runs.push({ n, attempt: ctx.attempt });
    });
    await queue.start();
    await waitFor(async () => expect((await row('job-resumed'))?.state).toBe('succeeded'));
    expect(runs).toEqual([{ n: 1, attempt: 2 }]);
  });

  it('a heartbeat keeps the lease of a long run alive, so the reaper of another process leaves it', async () => {
    const queue = make({ leaseMs: 300 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.register(definition, async () => gate);
    await queue.start();
    await queue.enqueue(definition, { n: 2 }, { jobId: 'job-long' });
    await waitFor(async () => expect((await row('job-long'))?.state).toBe('running'));
    const other = make({ processJobs: false, leaseMs: 300 });
    for (let i = 0; i < 4; i++) {
      // Real time passes for the heartbeat (every 100 ms); the clock both queues read moves with it.
      await sleep(150);
      clock += 150;
      await queue.heartbeat();
      expect(await other.reap()).toEqual({ requeued: [], failed: [] });
    }
    release();
    await waitFor(async () => expect((await row('job-long'))?.state).toBe('succeeded'));
  });
});

describe('database queue: what survives a process', () => {
  startClean();

  it('a run whose lease lapsed while the database was away is not taken back by its own process, nor run twice', async () => {
    const queue = make({ leaseMs: 60_000 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs: number[] = [];
    queue.register(definition, async ({ n }) => {
      runs.push(n);
      await gate;
    });
    await queue.start();
    await queue.enqueue(definition, { n: 3 }, { jobId: 'job-missed-beat' });
    await waitFor(async () => expect((await row('job-missed-beat'))?.state).toBe('running'));
    // The heartbeat could not write for longer than a lease: the row's lease is in the past, the run is alive.
    clock += 120_000;
    expect(await queue.reap()).toEqual({ requeued: [], failed: [] });
    // Another process's reaper does take it back; our process claims it again, and the run it has keeps it.
    const other = make({ processJobs: false, leaseMs: 60_000 });
    expect(await other.reap()).toEqual({ requeued: ['job-missed-beat'], failed: [] });
    await queue.enqueue(definition, { n: 4 }, { jobId: 'job-wake' });
    await waitFor(async () => expect((await row('job-missed-beat'))?.state).toBe('running'));
    await waitFor(async () => expect((await row('job-wake'))?.state).toBe('running'));
    await sleep(200);
    expect(runs.sort()).toEqual([3, 4]);
    release();
    await waitFor(async () => expect((await row('job-missed-beat'))?.state).toBe('succeeded'));
    await waitFor(async () => expect((await row('job-wake'))?.state).toBe('succeeded'));
    expect(runs.sort()).toEqual([3, 4]);
  });

  it('a run whose job another process took back stops as handed back, so its owner records no failure', async () => {
    const queue = make({ leaseMs: 60_000 });
    const reasons: unknown[] = [];
    queue.register(definition, async (_payload, ctx) => {
      await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve(), { once: true }));
      reasons.push(ctx.signal.reason);
      expect(isHandedBack(ctx.signal)).toBe(true);
    });
    await queue.start();
    await queue.enqueue(definition, { n: 5 }, { jobId: 'job-taken-over' });
    await waitFor(async () => expect((await row('job-taken-over'))?.state).toBe('running'));
    clock += 120_000;
    const other = make({ processJobs: false, leaseMs: 60_000 });
    expect(await other.reap()).toEqual({ requeued: ['job-taken-over'], failed: [] });
    await queue.heartbeat();
    await waitFor(() => expect(reasons).toHaveLength(1));
    expect(reasons[0]).toBeInstanceOf(JobLeaseLostError);
    // Nothing was recorded against the job: no failure counted, no error, and it is there to be run again.
    expect(await row('job-taken-over')).toMatchObject({
      failures: 0,
      error: null,
      state: expect.stringMatching(/^(queued|running)$/),
    });
  });
});

describe('database queue: what survives a process', () => {
  startClean();

  it('closing hands a running job back: queued again, the run not counted, its handler told why', async () => {
    const queue = make();
    let reason: unknown;
    queue.register(definition, async (_payload, { signal }) => {
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
      reason = signal.reason;
    });
    await queue.start();
    await queue.enqueue(definition, { n: 3 }, { jobId: 'job-handed-back' });
    await waitFor(async () => expect((await row('job-handed-back'))?.state).toBe('running'));
    const started = Date.now();
    await queue.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(reason).toBeInstanceOf(JobHandedBackError);
    expect(await row('job-handed-back')).toMatchObject({ state: 'queued', attempts: 0, leaseOwner: null });
  });

  it('a job queued inside a transaction exists only if the transaction commits', async () => {
    const queue = make({ processJobs: false });
    await queue.enqueueIn(database.db, definition, { n: 4 }, { jobId: 'job-committed' });
    await database.db
      .transaction(async (tx) => {
        await queue.enqueueIn(tx, definition, { n: 5 }, { jobId: 'job-rolled-back' });
        throw new Error('refused');
      })
      .catch(() => undefined);
    expect((await row('job-committed'))?.state).toBe('queued');
    expect(await row('job-rolled-back')).toBeUndefined();
  });
});
