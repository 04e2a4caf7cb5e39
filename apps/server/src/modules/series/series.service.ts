import { SERIES_LIMITS, SERIES_MESSAGES, type SeriesInput } from '@podloom/contract';
import type { DbOrTx } from '../../platform/db/client';
import { holdLock } from '../../platform/db/locks';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import type { OptionsService } from '../options';
import type { PodcastsService } from '../podcasts';
import type { ShowsService } from '../publishing';
import type { VoicesService } from '../voices';
import { nextRunAt } from './schedule';
import { seriesRunJob } from './series.jobs';
import {
  countUserSeries,
  deleteOwnedSeries,
  dueSeries,
  findOwnedRun,
  findOwnedSeries,
  insertRun,
  insertSeries,
  insertSkippedRun,
  liveRunsOf,
  type SeriesRow,
  type SeriesRunRow,
  seriesRunsOf,
  takeDueTime,
  updateOwnedSeries,
  userSeries,
} from './series.repository';
import type { SeriesRunner } from './series-runner';

export interface SeriesServiceDeps {
  platform: Pick<AppServices, 'db' | 'log' | 'now' | 'queue'>;
  shows: Pick<ShowsService, 'ownedShow'>;
  options: Pick<OptionsService, 'optionExists'>;
  voices: Pick<VoicesService, 'resolveVoice'>;
  podcasts: Pick<PodcastsService, 'deletePodcast'>;
  runner: SeriesRunner;
}

/** Namespace of the lock that serialises one user's new series (pg_advisory_xact_lock(int, int)). */
const SERIES_LOCK_NAMESPACE = 7_140_053;

export const seriesView = (row: SeriesRow) => ({
  id: row.id,
  name: row.name,
  showId: row.showId,
  sources: row.sources,
  cadence: row.cadence,
  weekday: row.weekday,
  time: row.time,
  timeZone: row.timeZone,
  ...row.settings,
  autoPublish: row.autoPublish,
  nextRunAt: row.nextRunAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export const runView = (row: SeriesRunRow) => ({
  id: row.id,
  seriesId: row.seriesId,
  status: row.status as 'QUEUED',
  message: row.message,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  podcastId: row.podcastId,
  items: row.items,
});

/** Recurring series: kept per creator, run by hand or on their schedule, each run followed to its episode. */
export class SeriesService {
  constructor(private readonly deps: SeriesServiceDeps) {}

  async list(userId: number) {
    return (await userSeries(this.deps.platform.db, userId)).map(seriesView);
  }

  /** Counted first, checked, then counted again and inserted under the user's lock (series made at once count). */
  async create(userId: number, input: SeriesInput) {
    const { db } = this.deps.platform;
    const refuseOverLimit = async (tx: DbOrTx) => {
      if ((await countUserSeries(tx, userId)) >= SERIES_LIMITS.perUser) throw badRequest(SERIES_MESSAGES.tooMany);
    };
    await refuseOverLimit(db);
    await this.check(userId, input);
    const row = await db.transaction(async (tx) => {
      await holdLock(tx, SERIES_LOCK_NAMESPACE, userId);
      await refuseOverLimit(tx);
      return insertSeries(tx, { userId, ...this.columns(input) });
    });
    return seriesView(row);
  }

  async update(userId: number, id: number, input: SeriesInput) {
    await this.owned(userId, id);
    await this.check(userId, input);
    const row = await updateOwnedSeries(this.deps.platform.db, userId, id, this.columns(input));
    if (!row) throw notFound(SERIES_MESSAGES.notFound);
    return seriesView(row);
  }

  /** Deletes a series and its runs; a run under way stops (its unfinished podcast is deleted, which stops its job). */
  async delete(userId: number, id: number): Promise<boolean> {
    const { db } = this.deps.platform;
    await this.owned(userId, id);
    const live = await liveRunsOf(db, id);
    if (!(await deleteOwnedSeries(db, userId, id))) throw notFound(SERIES_MESSAGES.notFound);
    for (const run of live) {
      if (!run.podcastId) continue;
      await this.deps.podcasts.deletePodcast(userId, run.podcastId).catch((error) => {
        this.deps.platform.log.warn({ err: error, runId: run.id }, "a deleted series' podcast was not deleted");
      });
    }
    return true;
  }

  /** Starts a run now (Run now); refused while another run of the series is under way (the database's guard). */
  async runNow(userId: number, id: number) {
    const row = await this.owned(userId, id);
    const run = await this.deps.platform.db.transaction((tx) => this.startRun(tx, row, null));
    if (!run) throw conflict(SERIES_MESSAGES.busy);
    await this.queued(run);
    return runView(run);
  }

  async runs(userId: number, id: number) {
    await this.owned(userId, id);
    return (await seriesRunsOf(this.deps.platform.db, id)).map(runView);
  }

  /** Publishes the episode of a run waiting for approval. */
  async approve(userId: number, runId: number) {
    const { db } = this.deps.platform;
    const run = await findOwnedRun(db, userId, runId);
    if (!run) throw notFound(SERIES_MESSAGES.runNotFound);
    if (run.status !== 'AWAITING_APPROVAL') throw conflict(SERIES_MESSAGES.notAwaiting);
    const row = await this.owned(userId, run.seriesId);
    const published = await this.deps.runner.publish(run, row, 'AWAITING_APPROVAL');
    if (!published) throw conflict(SERIES_MESSAGES.notAwaiting);
    return runView(published);
  }

  /**
   * The schedule's sweep: each due time is taken by one process (a conditional update), and starts one run; or,
   * while a run of the series is still under way, is listed as skipped.
   */
  async sweep(): Promise<number> {
    const { db } = this.deps.platform;
    const now = new Date(this.deps.platform.now());
    let started = 0;
    for (const row of await dueSeries(db, now)) {
      const next = nextRunAt(row, now);
      const run = await db.transaction(async (tx) => {
        if (!(await takeDueTime(tx, row.id, row.nextRunAt, next))) return null;
        const taken = await this.startRun(tx, row, row.nextRunAt);
        if (!taken) {
          const skipped = { seriesId: row.id, userId: row.userId, dueAt: row.nextRunAt, finishedAt: now };
          await insertSkippedRun(tx, { ...skipped, message: SERIES_MESSAGES.overlap });
        }
        return taken;
      });
      if (run) {
        await this.queued(run);
        started += 1;
      }
    }
    return started;
  }

  /** The run's row, and its job in the same transaction where the queue allows it (the database queue). */
  private async startRun(tx: DbOrTx, row: SeriesRow, dueAt: Date | null): Promise<SeriesRunRow | null> {
    const run = await insertRun(tx, { seriesId: row.id, userId: row.userId, dueAt });
    const { queue } = this.deps.platform;
    if (run && queue.enqueueIn) await queue.enqueueIn(tx, seriesRunJob, { runId: run.id }, this.jobOptions(run));
    return run;
  }

  /** Other queues are given the job after the commit. */
  private async queued(run: SeriesRunRow): Promise<void> {
    const { queue } = this.deps.platform;
    if (!queue.enqueueIn) await queue.enqueue(seriesRunJob, { runId: run.id }, this.jobOptions(run));
  }

  private jobOptions(run: SeriesRunRow) {
    return { jobId: `series-run-${run.id}`, group: `user:${run.userId}` };
  }

  private async owned(userId: number, id: number): Promise<SeriesRow> {
    const row = await findOwnedSeries(this.deps.platform.db, userId, id);
    if (!row) throw notFound(SERIES_MESSAGES.notFound);
    return row;
  }

  /** The show is the creator's, and the language, tone and voices are ones a script and a render accept. */
  private async check(userId: number, input: SeriesInput): Promise<void> {
    await this.deps.shows.ownedShow(userId, input.showId).catch(() => {
      throw badRequest(SERIES_MESSAGES.show);
    });
    const { options, voices } = this.deps;
    if (!(await options.optionExists('language', input.language))) throw badRequest(SERIES_MESSAGES.language);
    if (!(await options.optionExists('tone', input.tone))) throw badRequest(SERIES_MESSAGES.tone);
    await voices.resolveVoice(input.hostVoice, userId);
    if (input.guest && input.guestVoice) await voices.resolveVoice(input.guestVoice, userId);
  }

  private columns(input: SeriesInput) {
    const schedule = { cadence: input.cadence, weekday: input.weekday, time: input.time, timeZone: input.timeZone };
    return {
      showId: input.showId,
      name: input.name,
      sources: input.sources,
      ...schedule,
      settings: {
        format: input.format,
        duration: input.duration,
        tone: input.tone,
        language: input.language,
        host: input.host,
        guest: input.guest,
        hostVoice: input.hostVoice,
        guestVoice: input.guest ? input.guestVoice : null,
      },
      autoPublish: input.autoPublish,
      nextRunAt: nextRunAt(schedule, new Date(this.deps.platform.now())),
    };
  }
}
