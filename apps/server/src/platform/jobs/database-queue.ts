import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../db/client';
import {
  ABANDONED_SENTENCE,
  assertJobId,
  backoffDelay,
  DEFAULT_BACKOFF_MS,
  DEFAULT_CONCURRENCY,
  parseJobPayload,
  type QueueTuning,
  type SettledRun,
  toTransportable,
} from './job-rules';
import {
  type JobDefinition,
  JobHandedBackError,
  type JobHandler,
  type JobHooks,
  JobLeaseLostError,
  type JobQueue,
  type QueueDepth,
} from './jobs';
import { queueJobs } from './jobs.schema';

/** How long a run's lease lasts without a heartbeat; a process silent that long is taken for dead. */
export const DEFAULT_LEASE_MS = 15_000;
/** A job whose process died is run again, up to this many runs beyond its allowed failures. */
export const CRASH_RUNS = 2;
export { ABANDONED_SENTENCE };

/** How long finished rows are kept (for the operator's eye), then removed by the reaper. */
const KEEP_FINISHED_MS = 24 * 60 * 60 * 1000;

type Row = typeof queueJobs.$inferSelect;

interface Registration {
  definition: JobDefinition<z.ZodType>;
  handler: JobHandler<z.ZodType>;
  hooks: JobHooks<z.ZodType>;
}

export interface DatabaseQueueOptions extends QueueTuning {
  db: Db;
  log: FastifyBaseLogger;
  /** The queue's name in the table (`podloom`): only processes given the same one share jobs. */
  queue?: string;
  /** False in a `server`-only process: it queues, another process runs. */
  processJobs: boolean;
  /**
   * True when no other process can hold a lease on this database (embedded PGlite: one process per DATA_DIR):
   * at start every running job is then a dead process's, and is taken back at once instead of after its lease.
   */
  soleProcess?: boolean;
  leaseMs?: number;
  /** How often an idle queue looks for jobs queued by others or due for a retry. */
  pollMs?: number;
  /** The clock (the reaper test moves it). */
  now?: () => number;
}

/**
 * Embedded jobs that survive a crash: each job is a row of `queue_jobs`. A process claims queued rows
 * (`for update skip locked`, so two processes never take the same one), holds each under a lease it renews while
 * the handler runs, and writes the outcome. The reaper (at start and then every lease) queues again the jobs whose
 * lease ran out, or fails them with a sentence once they have had all their runs. Closing hands running jobs back.
 */
export class DatabaseJobQueue implements JobQueue {
  readonly kind = 'database' as const;
  readonly owner = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly registrations = new Map<string, Registration>();
  private readonly running = new Map<string, { done: Promise<void>; controller: AbortController }>();
  private readonly concurrency: number;
  private readonly backoffMs: number;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly now: () => number;
  private readonly queue: string;
  private timers: NodeJS.Timeout[] = [];
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  private started = false;
  private closed = false;

  constructor(private readonly options: DatabaseQueueOptions) {
    this.concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
    this.backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.pollMs = options.pollMs ?? 1000;
    this.now = options.now ?? Date.now;
    this.queue = options.queue ?? 'podloom';
  }

  register<S extends z.ZodType>(definition: JobDefinition<S>, handler: JobHandler<S>, hooks: JobHooks<S> = {}): void {
    if (this.registrations.has(definition.name)) throw new Error(`The ${definition.name} job is already registered.`);
    this.registrations.set(definition.name, {
      definition,
      handler: handler as JobHandler<z.ZodType>,
      hooks: hooks as JobHooks<z.ZodType>,
    });
    this.wake();
  }

  enqueue<S extends z.ZodType>(
    definition: JobDefinition<S>,
    payload: z.infer<S>,
    options: { jobId?: string } = {},
  ): Promise<string> {
    return this.enqueueIn(this.options.db, definition, payload, options).then((id) => {
      this.wake();
      return id;
    });
  }

  async enqueueIn<S extends z.ZodType>(
    tx: DbOrTx,
    definition: JobDefinition<S>,
    payload: z.infer<S>,
    options: { jobId?: string } = {},
  ): Promise<string> {
    if (this.closed) throw new Error('The job queue is closed.');
    parseJobPayload(definition, payload);
    const id = options.jobId === undefined ? randomUUID() : assertJobId(options.jobId);
    const at = new Date(this.now());
    const values = {
      queue: this.queue,
      name: definition.name,
      payload: toTransportable(payload) ?? null,
      state: 'queued' as const,
      attempts: 0,
      failures: 0,
      maxAttempts: Math.max(1, definition.attempts ?? 1),
      leaseOwner: null,
      leaseUntil: null,
      runAfter: at,
      error: null,
      createdAt: at,
      updatedAt: at,
      finishedAt: null,
    };
    // An id still queued or running is left as it is (as on BullMQ); a finished one is queued afresh.
    await tx
      .insert(queueJobs)
      .values({ id, ...values })
      .onConflictDoUpdate({
        target: queueJobs.id,
        set: values,
        setWhere: inArray(queueJobs.state, ['succeeded', 'failed', 'cancelled']),
      });
    // Inside a transaction the row is seen once it commits: the poll finds it, or the caller's `enqueue` wakes us.
    if (tx === this.options.db) this.wake();
    else setTimeout(() => this.wake(), 0).unref();
    return id;
  }

  async depth(): Promise<QueueDepth> {
    const rows = await this.options.db
      .select({ state: queueJobs.state, count: sql<number>`count(*)::int` })
      .from(queueJobs)
      .where(and(eq(queueJobs.queue, this.queue), inArray(queueJobs.state, ['queued', 'running'])))
      .groupBy(queueJobs.state);
    const count = (state: string) => rows.find((r) => r.state === state)?.count ?? 0;
    return { waiting: count('queued'), active: count('running') };
  }

  /** Takes back what died with an earlier process, then runs jobs, renews leases and reaps, until closed. */
  async start(): Promise<void> {
    if (!this.options.processJobs || this.started || this.closed) return;
    this.started = true;
    await this.reap({ everyRunning: this.options.soleProcess === true });
    const every = (ms: number, task: () => Promise<unknown>) => {
      const timer = setInterval(() => {
        if (!this.closed) void task().catch((error) => this.options.log.warn({ err: error }, 'job queue task failed'));
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(Math.max(50, Math.floor(this.leaseMs / 3)), () => this.heartbeat());
    every(this.leaseMs, () => this.reap());
    every(this.pollMs, async () => this.wake());
    this.wake();
  }

  /**
   * Hands running jobs back: their handlers' signals abort (JobHandedBackError) and each row returns to `queued`
   * with its lease released (the run is not counted), so the next start runs it again. Waits up to `graceMs` for
   * handlers to return; a handler still running then is handed back all the same.
   */
  async close(graceMs = 4000): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    const held = [...this.running.keys()];
    for (const run of this.running.values()) run.controller.abort(new JobHandedBackError());
    const all = Promise.allSettled([...this.running.values()].map((run) => run.done));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([all, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    await this.draining?.catch(() => undefined);
    await this.handBack(held);
  }

  /**
   * Queues again the jobs whose lease ran out (their process died), or fails those that have had every run they
   * may have. With `everyRunning`, every running job is taken back (no other process can be alive).
   */
  async reap(options: { everyRunning?: boolean } = {}): Promise<{ requeued: string[]; failed: string[] }> {
    const { db, log } = this.options;
    const at = new Date(this.now());
    // Never a run of this process's own (its heartbeat may have missed a lease while the database was away: the run
    // is alive, and taking it back would start it a second time beside itself); never another queue's jobs.
    const held = [...this.running.keys()];
    const dead = and(
      eq(queueJobs.queue, this.queue),
      eq(queueJobs.state, 'running'),
      options.everyRunning ? undefined : lt(queueJobs.leaseUntil, at),
      held.length > 0 ? notInArray(queueJobs.id, held) : undefined,
    );
    const exhausted = sql`${queueJobs.attempts} >= ${queueJobs.maxAttempts} + ${CRASH_RUNS}`;
    const failed = await db
      .update(queueJobs)
      .set({
        state: 'failed',
        error: ABANDONED_SENTENCE,
        leaseOwner: null,
        leaseUntil: null,
        finishedAt: at,
        updatedAt: at,
      })
      .where(and(dead, exhausted))
      .returning();
    const requeued = await db
      .update(queueJobs)
      .set({ state: 'queued', leaseOwner: null, leaseUntil: null, runAfter: at, updatedAt: at })
      .where(and(dead, sql`not (${exhausted})`))
      .returning({ id: queueJobs.id, name: queueJobs.name, attempts: queueJobs.attempts });
    for (const row of requeued) log.warn({ jobId: row.id, job: row.name }, 'job of a stopped process queued again');
    for (const row of failed) {
      log.error({ jobId: row.id, job: row.name, attempts: row.attempts }, 'job of a stopped process failed for good');
      const registration = this.registrations.get(row.name);
      try {
        const payload = registration ? parseJobPayload(registration.definition, row.payload) : row.payload;
        await registration?.hooks.abandoned?.(payload, ABANDONED_SENTENCE);
      } catch (error) {
        log.error({ err: error, jobId: row.id }, 'an abandoned job could not be recorded as failed');
      }
      this.options.onSettled?.({ name: row.name, jobId: row.id, attempt: row.attempts, outcome: 'failed' });
    }
    await db
      .delete(queueJobs)
      .where(
        and(
          eq(queueJobs.queue, this.queue),
          inArray(queueJobs.state, ['succeeded', 'failed', 'cancelled']),
          lt(queueJobs.finishedAt, new Date(at.getTime() - KEEP_FINISHED_MS)),
        ),
      );
    if (requeued.length) this.wake();
    return { requeued: requeued.map((r) => r.id), failed: failed.map((r) => r.id) };
  }

  /** Renews the leases of this process's runs; a run whose row is no longer ours (cancelled, reaped) is stopped. */
  async heartbeat(): Promise<void> {
    const ids = [...this.running.keys()];
    if (ids.length === 0) return;
    const until = new Date(this.now() + this.leaseMs);
    const kept = await this.options.db
      .update(queueJobs)
      .set({ leaseUntil: until })
      .where(and(inArray(queueJobs.id, ids), eq(queueJobs.state, 'running'), eq(queueJobs.leaseOwner, this.owner)))
      .returning({ id: queueJobs.id });
    const keptIds = new Set(kept.map((row) => row.id));
    for (const id of ids) {
      if (!keptIds.has(id)) this.running.get(id)?.controller.abort(new JobLeaseLostError());
    }
  }

  /** Runs what is due, up to the concurrency; calls made while a claim is under way are folded into one more. */
  private wake(): void {
    if (!this.started || this.closed) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = this.drain()
      .catch((error) => this.options.log.warn({ err: error }, 'jobs not claimed; the next poll tries again'))
      .finally(() => {
        this.draining = null;
        if (this.drainAgain) {
          this.drainAgain = false;
          this.wake();
        }
      });
  }

  private async drain(): Promise<void> {
    for (;;) {
      const free = this.concurrency - this.running.size;
      if (free <= 0 || this.closed) return;
      const names = [...this.registrations.keys()];
      if (names.length === 0) return;
      const rows = await this.claim(names, free);
      if (this.closed) {
        await this.handBack(rows.map((row) => row.id));
        return;
      }
      // A job another process took back while our run of it went on comes back to us: the run it already has keeps it.
      for (const row of rows) if (!this.running.has(row.id)) this.launch(row);
      if (rows.length < free) return;
    }
  }

  private async claim(names: string[], limit: number): Promise<Row[]> {
    const { db } = this.options;
    const at = new Date(this.now());
    const due = and(
      eq(queueJobs.queue, this.queue),
      eq(queueJobs.state, 'queued'),
      lte(queueJobs.runAfter, at),
      inArray(queueJobs.name, names),
    );
    // Two statements in one transaction: a subquery's LIMIT inside `IN (…)` is not a bound PostgreSQL keeps.
    return db.transaction(async (tx) => {
      const free = await tx
        .select({ id: queueJobs.id })
        .from(queueJobs)
        .where(due)
        .orderBy(asc(queueJobs.runAfter), asc(queueJobs.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (free.length === 0) return [];
      return tx
        .update(queueJobs)
        .set({
          state: 'running',
          attempts: sql`${queueJobs.attempts} + 1`,
          leaseOwner: this.owner,
          leaseUntil: new Date(at.getTime() + this.leaseMs),
          updatedAt: at,
        })
        .where(
          inArray(
            queueJobs.id,
            free.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  private launch(row: Row): void {
    const controller = new AbortController();
    const done = this.execute(row, controller.signal).finally(() => {
      this.running.delete(row.id);
      this.wake();
    });
    this.running.set(row.id, { done, controller });
  }

  private async execute(row: Row, signal: AbortSignal): Promise<void> {
    const registration = this.registrations.get(row.name);
    if (!registration) return;
    const { db, log } = this.options;
    const mine = and(eq(queueJobs.id, row.id), eq(queueJobs.state, 'running'), eq(queueJobs.leaseOwner, this.owner));
    const context = { job: row.name, jobId: row.id, attempt: row.attempts };
    const settled = (outcome: SettledRun['outcome']) =>
      this.options.onSettled?.({ name: row.name, jobId: row.id, attempt: row.attempts, outcome });
    try {
      const payload = parseJobPayload(registration.definition, row.payload);
      await registration.handler(payload, { jobId: row.id, attempt: row.attempts, signal });
      if (signal.reason instanceof JobHandedBackError) return;
      const at = new Date(this.now());
      await db
        .update(queueJobs)
        .set({ state: 'succeeded', leaseOwner: null, leaseUntil: null, error: null, finishedAt: at, updatedAt: at })
        .where(mine);
      settled('completed');
    } catch (error) {
      // Handed back: the row goes back to the queue in close(), unchanged.
      if (signal.reason instanceof JobHandedBackError) return;
      const failures = row.failures + 1;
      const at = new Date(this.now());
      const message = error instanceof Error ? error.message : String(error);
      if (failures < row.maxAttempts) {
        const delay = backoffDelay(this.backoffMs, failures);
        log.warn({ ...context, err: error, retryInMs: delay }, 'job failed; it will be tried again');
        await db
          .update(queueJobs)
          .set({
            state: 'queued',
            failures,
            leaseOwner: null,
            leaseUntil: null,
            runAfter: new Date(at.getTime() + delay),
            error: message,
            updatedAt: at,
          })
          .where(mine);
        const timer = setTimeout(() => this.wake(), delay);
        timer.unref();
        settled('retrying');
      } else {
        log.error({ ...context, err: error }, 'job failed');
        await db
          .update(queueJobs)
          .set({
            state: 'failed',
            failures,
            leaseOwner: null,
            leaseUntil: null,
            error: message,
            finishedAt: at,
            updatedAt: at,
          })
          .where(mine);
        settled('failed');
      }
    }
  }

  /** Returns jobs to the queue without counting the run (a stopping process is not the job's fault). */
  private async handBack(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const at = new Date(this.now());
    await this.options.db
      .update(queueJobs)
      .set({
        state: 'queued',
        attempts: sql`greatest(${queueJobs.attempts} - 1, 0)`,
        leaseOwner: null,
        leaseUntil: null,
        runAfter: at,
        updatedAt: at,
      })
      .where(and(inArray(queueJobs.id, ids), eq(queueJobs.state, 'running'), eq(queueJobs.leaseOwner, this.owner)))
      .catch((error) => this.options.log.warn({ err: error, ids }, 'jobs not handed back; the reaper will'));
    this.options.log.info({ jobIds: ids }, 'running jobs handed back');
  }
}

export function createDatabaseJobQueue(options: DatabaseQueueOptions): DatabaseJobQueue {
  return new DatabaseJobQueue(options);
}
