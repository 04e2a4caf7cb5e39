import { randomUUID } from 'node:crypto';
import { type GenerationEvent, MESSAGES, type StartedJob } from '@podloom/contract';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { forbidden, notFound, tooManyRequests } from '../../platform/http/errors';
import { refusalOf } from '../../platform/http/provider-errors';
import { isHandedBack, type JobContext, type JobQueue } from '../../platform/jobs/jobs';
import type { AppServices } from '../../platform/services';
import type { PodcastsService } from '../podcasts';
import type { FailedPodcastStatus, RunHandler, RunKind, RunOutcome } from './run-kind';
import { readJobColumn } from './run-kind';
import { RunProgress } from './run-progress';
import { assertStartRate } from './run-rate';
import { runFinished } from './runs.events';
import { CANCEL_CHANNEL, jobChannel } from './runs.jobs';
import {
  countActiveJobs,
  findJobByBatch,
  findJobByRef,
  insertJob,
  listActiveJobs,
  lockUser,
  type RunRow,
  reservationsOf,
  updateJob,
  updateLiveJob,
} from './runs.repository';
import { OpenStreams } from './runs.stream';

/** A user may run at most two jobs at once: the writer and the voices are shared by every user of the server. */
export const MAX_ACTIVE_JOBS = 2;
export const JOB_NOT_FOUND = 'We could not find that generation.';
/** The stream's last word when the podcast of a running or queued job is deleted (a failure the browser reads). */
export const PODCAST_DELETED_REASON = 'the podcast was deleted';

/** The abort reason of a run whose podcast was deleted. */
export class JobCancelledError extends Error {
  override name = 'JobCancelledError';
}

/** What a run gets from the queue: the abort signal, its bound logger and the outcome report. */
export type JobRun = Pick<JobContext, 'signal' | 'log' | 'reportOutcome'>;

/** The token decides who the caller is; a payload naming someone else is refused (DESIGN §5). */
export function assertSameUser(userId: number, ...claimed: Array<number | string | undefined>): void {
  for (const value of claimed) {
    if (value === undefined || value === '' || value === null) continue;
    if (Number(value) !== userId) throw forbidden(MESSAGES.invalidUserId);
  }
}

/** How a job is started: its payload (its kind's schema), its estimate, and the podcast it writes. */
export interface JobStart<P extends z.ZodType> {
  payload: z.input<P>;
  /** Seconds, as answered to the request. */
  eta: number;
  /** Resolves (makes, or checks and marks) the job's podcast inside the transaction that records the job. */
  podcast: (tx: Tx) => Promise<{ id: number }>;
  /** The request that asked for the job: its id goes with the job, so the job's logs carry it. */
  requestId?: string;
  /**
   * The kind's own limit, checked under the user's lock with the user's live jobs of this kind (so two requests at
   * once cannot both pass it): throws its refusal, or answers what the payload gains from it.
   */
  admit?: (tx: Tx, live: RunRow[]) => Promise<Partial<z.input<P>> | undefined>;
  /**
   * Writes the kind's own row for the job (a clip) in the transaction that records the job, once its podcast is
   * resolved; answers what the payload gains from it (the row's id).
   */
  prepare?: (tx: Tx, refId: string, podcastId: number) => Promise<Partial<z.input<P>>>;
  /**
   * The plan's storage the job will write, held against the quota while it is queued or running: `check` is asked
   * under the user's lock, with its transaction (to read what the user's other live jobs and slots hold), and throws
   * the refusal.
   */
  storage?: { bytes: number; check: (tx: DbOrTx) => void | Promise<void> };
}

/** At most two live jobs a user, and the kind's hourly starts: throws the refusal, or answers the live jobs. */
async function assertRoomFor(db: DbOrTx, userId: number, kind: RunKind): Promise<number> {
  const active = await countActiveJobs(db, userId);
  if (active >= MAX_ACTIVE_JOBS) {
    throw tooManyRequests('You already have two podcasts being generated. Please wait for one to finish.');
  }
  await assertStartRate(db, userId, kind);
  return active;
}

/**
 * Jobs and their lifecycle, for every kind (spec 000 §4): starting one within the per-user limits, running it with
 * its kind's handler, recording its result or failure, its progress stream, and stopping the runs of a deleted
 * podcast wherever they run.
 */
export class RunsService {
  /** The progress streams open in this process (ended at once when it stops). */
  readonly streams = new OpenStreams();
  /** The runs of this process, so a deleted podcast's run can be stopped here. */
  private readonly active = new Map<string, { podcastId: number; controller: AbortController }>();
  private readonly handlers = new Map<string, RunHandler>();

  constructor(
    private readonly services: AppServices,
    private readonly podcasts: Pick<PodcastsService, 'update'>,
  ) {}

  /** Wires a kind's handler to the queue: its runs, and the failure of a job the queue gave up on. */
  register<P extends z.ZodType>(queue: JobQueue, handler: RunHandler<P>): void {
    this.handlers.set(handler.kind.name, handler as RunHandler);
    queue.register(handler.kind.job, ({ refId }, ctx) => this.runJob(refId, ctx, handler), {
      abandoned: ({ refId }, reason) => this.abandon(refId, reason, handler.failedStatus),
    });
  }

  /**
   * Records a job and queues it, within the per-user limits. The user's row is locked so two requests at once
   * cannot both pass them; the podcast (new or existing) is resolved inside the same transaction.
   */
  async startJob<P extends z.ZodType>(userId: number, kind: RunKind<P>, start: JobStart<P>): Promise<StartedJob> {
    const refId = randomUUID();
    const batchJobId = `batch-${randomUUID()}`;
    // A client may choose its request id (x-request-id): one the queue's payload schema would refuse is left out.
    const requestId = start.requestId && start.requestId.length <= 100 ? { requestId: start.requestId } : {};
    const { queue } = this.services;
    // The user's jobs are one group: a free slot goes to the user with the fewest jobs running.
    const queued = (rank: number) => ({ jobId: refId, group: `user:${userId}`, rank });
    const { podcastId, rank } = await this.services.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const active = await assertRoomFor(tx, userId, kind);
      const admitted = start.admit ? await start.admit(tx, await listActiveJobs(tx, userId, kind.name)) : undefined;
      if (start.storage) await start.storage.check(tx);
      const podcast = await start.podcast(tx);
      const prepared = start.prepare ? await start.prepare(tx, refId, podcast.id) : undefined;
      const payload = { ...(start.payload as Record<string, unknown>), ...admitted, ...prepared };
      const reservedBytes = Math.ceil(start.storage?.bytes ?? 0);
      await insertJob(tx, {
        refId,
        batchJobId,
        userId,
        podcastId: podcast.id,
        kind: kind.name,
        payload,
        reservedBytes,
      });
      // The database queue takes the job in this transaction: the job exists exactly when its row does.
      if (queue.enqueueIn) await queue.enqueueIn(tx, kind.job, { refId, ...requestId }, queued(active + 1));
      return { podcastId: podcast.id, rank: active + 1 };
    });
    if (!queue.enqueueIn) await queue.enqueue(kind.job, { refId, ...requestId }, queued(rank));
    return { ref_id: refId, podcast_id: podcastId, batch_job_id: batchJobId, eta: start.eta };
  }

  /**
   * The per-user limits startJob enforces under the user's lock, asked early without it: a kind whose start does
   * costly work first (a mixdown measures its tracks) refuses a user at the limit before doing it.
   */
  async assertMayStart(userId: number, kind: RunKind): Promise<void> {
    await assertRoomFor(this.services.db, userId, kind);
  }

  /** The plan's storage each of the user's jobs not finished yet will write (its estimate), for the quota. */
  reservations(userId: number, db: DbOrTx = this.services.db): Promise<Array<{ refId: string; bytes: number }>> {
    return reservationsOf(db, userId);
  }

  /** The caller's own job, or not found (someone else's job is indistinguishable from a missing one). */
  async ownedJob(userId: number, refId: string): Promise<RunRow> {
    const job = /^[0-9a-f-]{36}$/i.test(refId) ? await findJobByRef(this.services.db, refId) : null;
    if (!job || job.userId !== userId) throw notFound(JOB_NOT_FOUND);
    return job;
  }

  /** A job by its batch id, for whoever may see it (the caller checks the owner). */
  jobByBatch(batchJobId: string): Promise<RunRow | null> {
    return findJobByBatch(this.services.db, batchJobId);
  }

  /** Seconds the stream's first event promises, as the job's kind reckons it. */
  etaFor(job: RunRow): number {
    const handler = this.handler(job);
    return handler.eta(readJobColumn(handler.kind.payload, job.payload, 'payload', job.refId));
  }

  /**
   * Runs a job once with its kind's handler: marks it running, then stores and publishes its result, or turns a
   * failure into the spec's failure event (`podcast_id` '-1', 'creation failed: <reason>').
   */
  async runJob<P extends z.ZodType>(refId: string, ctx: JobRun, handler: RunHandler<P>): Promise<void> {
    const job = await findJobByRef(this.services.db, refId);
    if (!job?.podcastId) {
      // Its podcast was deleted (the row went with it): a stream still open on it hears so and ends.
      await this.publish(refId, deletedEvent()).catch(() => undefined);
      return;
    }
    if (job.status !== 'queued' && job.status !== 'running') return;
    const podcastId = job.podcastId;
    const controller = new AbortController();
    this.active.set(refId, { podcastId, controller });
    const log = ctx.log ?? this.services.log;
    try {
      await updateJob(this.services.db, refId, { status: 'running', attempts: job.attempts + 1 });
      // The payload is checked here, once: a row of another shape fails the run as an unexpected error.
      const payload = readJobColumn(handler.kind.payload, job.payload, 'payload', refId);
      const progress = new RunProgress(this.services, refId, log);
      const signal = AbortSignal.any([ctx.signal, controller.signal]);
      const outcome = await handler.run({ job: { ...job, podcastId }, payload, signal, log, progress });
      await progress.flush();
      // Deleted meanwhile: nothing is recorded (the row went with the podcast).
      if (controller.signal.aborted) throw controller.signal.reason;
      await this.recordSuccess(job, outcome);
    } catch (error) {
      await this.settleFailure(error, { job, podcastId, ctx, handler, cancelled: controller.signal.aborted });
    } finally {
      this.active.delete(refId);
    }
  }

  /**
   * The queue gave up on a job whose process died during its last allowed run: it fails with the sentence, the
   * podcast shows it, and a stream still open hears it.
   */
  async abandon(refId: string, reason: string, podcastStatus: FailedPodcastStatus | null): Promise<void> {
    const job = await findJobByRef(this.services.db, refId);
    if (!job?.podcastId || (job.status !== 'queued' && job.status !== 'running')) return;
    await this.recordFailure(job, job.podcastId, podcastStatus, reason);
  }

  /**
   * A podcast was deleted: its runs stop in whichever process runs them (the event bus reaches every process),
   * and their streams end at once with a failure naming the deletion.
   */
  cancelPodcastJobs(podcastId: number): Promise<void> {
    return this.services.events.publish(CANCEL_CHANNEL, { podcastId });
  }

  /**
   * Stops one job whose own thing was deleted (a clip): its row is marked cancelled now (so it no longer counts
   * among the user's live jobs, and a queued run of it does nothing), its run stops wherever it runs, and an open
   * stream hears the reason.
   */
  async cancelJob(refId: string, reason: string): Promise<void> {
    await updateLiveJob(this.services.db, refId, { status: 'cancelled', error: reason, finishedAt: new Date() });
    await this.services.events.publish(CANCEL_CHANNEL, { refId, reason });
    await this.publish(refId, { result: { podcast_id: '-1', message: `creation failed: ${reason}` } });
  }

  /** The ref ids of the jobs running in this process now. */
  runningJobs(): string[] {
    return [...this.active.keys()];
  }

  /** Listens for deleted podcasts' jobs in a process that runs jobs; answers a function that stops listening. */
  async listenForCancellations(): Promise<() => Promise<void>> {
    return this.services.events.subscribe(CANCEL_CHANNEL, (message) => {
      const { podcastId, refId: cancelled, reason } = (message ?? {}) as Record<string, unknown>;
      if (typeof cancelled === 'string') {
        const reasonText = typeof reason === 'string' ? reason : PODCAST_DELETED_REASON;
        this.active.get(cancelled)?.controller.abort(new JobCancelledError(reasonText));
        return;
      }
      if (typeof podcastId !== 'number') return;
      for (const [refId, run] of this.active) {
        if (run.podcastId !== podcastId) continue;
        run.controller.abort(new JobCancelledError(PODCAST_DELETED_REASON));
        void this.publish(refId, deletedEvent()).catch(() => undefined);
      }
    });
  }

  publish(refId: string, event: GenerationEvent): Promise<void> {
    return this.services.events.publish(jobChannel(refId), event);
  }

  private handler(job: RunRow): RunHandler {
    const handler = this.handlers.get(job.kind);
    if (!handler) throw new Error(`generation job ${job.refId} is of a kind no module handles: ${job.kind}`);
    return handler;
  }

  private async recordSuccess(job: RunRow, { result, progress }: RunOutcome): Promise<void> {
    const { refId } = job;
    await this.recordEnd(job, 'succeeded', {
      status: 'succeeded',
      result,
      ...(progress ? { progress } : {}),
      finishedAt: new Date(),
    });
    await this.publish(refId, { result });
  }

  /** The job's row and its run-finished event, as one change; the event is dispatched once it is committed. */
  private async recordEnd(
    job: RunRow,
    outcome: 'succeeded' | 'failed',
    values: Parameters<typeof updateJob>[2],
  ): Promise<void> {
    const { db, domainEvents } = this.services;
    const eventId = await db.transaction(async (tx) => {
      await updateJob(tx, job.refId, values);
      return domainEvents.raise(tx, runFinished, {
        refId: job.refId,
        kind: job.kind,
        userId: job.userId,
        podcastId: job.podcastId ?? 0,
        outcome,
        ...(values.error ? { reason: values.error } : {}),
      });
    });
    await domainEvents.dispatch([eventId]);
  }

  /**
   * A run that threw: handed back (the process is stopping), cancelled (its podcast was deleted), or failed.
   * Refusals (AppError, or a provider's own error) keep their sentence; anything else is logged and reported with
   * the kind's generic reason.
   */
  private async settleFailure(
    error: unknown,
    run: { job: RunRow; podcastId: number; ctx: JobRun; handler: RunHandler; cancelled: boolean },
  ): Promise<void> {
    const { job, podcastId, ctx, handler } = run;
    const log = ctx.log ?? this.services.log;
    // The process is stopping: the queue hands the job back and the next process runs it again.
    if (isHandedBack(ctx.signal)) throw error;
    if (run.cancelled || error instanceof JobCancelledError) {
      // The podcast was deleted: nothing is written back; what this run wrote is removed.
      await handler
        .onCancel?.(podcastId)
        .catch((err) => log.warn({ err, refId: job.refId }, 'files of a cancelled job not removed'));
      return;
    }
    const refusal = refusalOf(error);
    const reason = refusal ? refusal.message : handler.unexpected;
    ctx.reportOutcome?.('failed');
    if (refusal) log.info({ reason }, `${job.kind} job refused`);
    else log.error({ err: error, refId: job.refId }, `${job.kind} job failed`);
    await this.recordFailure(job, podcastId, handler.failedStatus, reason);
  }

  private async recordFailure(job: RunRow, podcastId: number, status: FailedPodcastStatus | null, reason: string) {
    if (status) await this.podcasts.update(podcastId, { status, error: reason });
    await this.recordEnd(job, 'failed', { status: 'failed', error: reason, finishedAt: new Date() });
    await this.publish(job.refId, { result: { podcast_id: '-1', message: `creation failed: ${reason}` } });
  }
}

const deletedEvent = (): GenerationEvent => ({
  result: { podcast_id: '-1', message: `creation failed: ${PODCAST_DELETED_REASON}` },
});
