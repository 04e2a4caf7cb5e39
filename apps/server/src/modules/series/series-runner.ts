import {
  audioRequestInput,
  type ScriptRequestInput,
  SERIES_MESSAGES,
  type SeriesRunStatus,
  scriptRequestInput,
} from '@podloom/contract';
import { GENERIC_ERROR_MESSAGE } from '../../platform/http/errors';
import { refusalOf } from '../../platform/http/provider-errors';
import { isHandedBack, type JobContext, type JobQueue } from '../../platform/jobs/jobs';
import type { AppServices } from '../../platform/services';
import type { AudioService } from '../audio';
import type { GenerationService } from '../generation';
import type { PodcastsService } from '../podcasts';
import type { EpisodesService, ShowsService } from '../publishing';
import type { RunsService } from '../runs';
import type { PrivateAllowance } from '../webhooks';
import { seriesRunJob } from './series.jobs';
import {
  findRun,
  findSeries,
  forgetRunItems,
  moveRun,
  rememberItems,
  runByRef,
  type SeriesRow,
  type SeriesRunRow,
  seenOf,
} from './series.repository';
import { readSource, type WatchedItem } from './watch';

/** What a run uses of other modules: each through its public surface. */
export interface SeriesRunDeps {
  platform: Pick<AppServices, 'db' | 'log' | 'now' | 'queue'>;
  generation: Pick<GenerationService, 'startScript' | 'library'>;
  runs: Pick<RunsService, 'ownedJob'>;
  podcasts: Pick<PodcastsService, 'ownedWithTranscript' | 'deletePodcast'>;
  audio: Pick<AudioService, 'startAudio'>;
  shows: Pick<ShowsService, 'show'>;
  episodes: Pick<EpisodesService, 'publishEpisode'>;
  allowance: PrivateAllowance;
}

/** The new items a run takes at most (the script's sources). */
export const ITEMS_PER_RUN = 10;

export const messageOf = (error: unknown) => refusalOf(error)?.message ?? GENERIC_ERROR_MESSAGE;

/** The script request of a run: the series' settings, written from the new items (stored as library sources). */
function scriptInput(row: SeriesRow, items: WatchedItem[], sourceIds: number[]): ScriptRequestInput {
  const s = row.settings;
  return scriptRequestInput.parse({
    topic: row.name.slice(0, 300),
    description: `New since the last episode: ${items.map((i) => i.title).join('; ')}`.slice(0, 3990),
    host: s.host,
    guest: s.guest ?? undefined,
    host_voice: s.hostVoice,
    guest_voice: s.guestVoice ?? undefined,
    language: s.language,
    no_of_speaker: s.guest ? 2 : 1,
    category: 'News',
    tone: s.tone,
    duration: s.duration,
    source_ids: sourceIds,
    format: s.format,
  });
}

/**
 * A run's way to its episode. The run job gathers and starts the script; the script's and the render's ends (runs'
 * `run-finished` events, from the outbox) move it on; every move is a conditional update from the status it saw,
 * so a repeated event or a second process changes nothing.
 */
export class SeriesRunner {
  constructor(private readonly deps: SeriesRunDeps) {}

  registerJob(queue: JobQueue): void {
    queue.register(seriesRunJob, (payload, ctx) => this.run(payload.runId, ctx), {
      abandoned: async ({ runId }, reason) => {
        await this.fail(runId, 'QUEUED', reason);
      },
    });
  }

  /** The run job: what is new since the last run becomes the script's sources, or the run is skipped. */
  async run(runId: number, ctx: Pick<JobContext, 'signal'>): Promise<void> {
    const { db } = this.deps.platform;
    const run = await findRun(db, runId);
    const row = run?.status === 'QUEUED' ? await findSeries(db, run.seriesId) : null;
    if (!run || !row) return;
    // A run handed back by a stopping process begins again: what it took is given back first.
    await forgetRunItems(db, runId);
    try {
      const fresh = await this.gather(row);
      ctx.signal.throwIfAborted();
      if (fresh.length === 0) {
        await moveRun(db, runId, 'QUEUED', { status: 'SKIPPED', message: SERIES_MESSAGES.nothingNew, ...this.ended() });
        return;
      }
      await this.startScript(run, row, fresh);
    } catch (error) {
      if (isHandedBack(ctx.signal)) throw error;
      this.deps.platform.log.warn({ err: error, runId }, 'a series run failed');
      await this.fail(runId, 'QUEUED', messageOf(error));
    }
  }

  /** The newest items of every watched address the series has not used (by guid or link, and by text). */
  private async gather(row: SeriesRow): Promise<WatchedItem[]> {
    const offered: WatchedItem[] = [];
    for (const url of row.sources) offered.push(...(await readSource(url, this.deps.allowance)));
    const keys = offered.flatMap((item) => (item.key ? [item.key] : []));
    const seen = await seenOf(
      this.deps.platform.db,
      row.id,
      keys,
      offered.map((item) => item.hash),
    );
    const fresh: WatchedItem[] = [];
    for (const item of offered) {
      if ((item.key && seen.keys.has(item.key)) || seen.hashes.has(item.hash)) continue;
      // The same item twice in one run (two feeds carrying it) is used once.
      if (item.key) seen.keys.add(item.key);
      seen.hashes.add(item.hash);
      fresh.push(item);
    }
    return fresh.slice(0, ITEMS_PER_RUN);
  }

  private async startScript(run: SeriesRunRow, row: SeriesRow, items: WatchedItem[]): Promise<void> {
    const { db } = this.deps.platform;
    const sourceIds: number[] = [];
    for (const item of items) {
      const source = await this.deps.generation.library.add(row.userId, {
        kind: 'url',
        address: item.link,
        title: item.title,
        text: item.text,
      });
      sourceIds.push(source.id);
    }
    const started = await this.deps.generation.startScript(row.userId, scriptInput(row, items, sourceIds));
    const moved = await db.transaction(async (tx) => {
      await rememberItems(tx, row.id, run.id, items);
      return moveRun(tx, run.id, 'QUEUED', {
        status: 'SCRIPTING',
        scriptRefId: started.ref_id,
        podcastId: started.podcast_id,
        items: items.map((item) => ({ title: item.title, link: item.link })),
        sourceIds,
      });
    });
    // The series was deleted meanwhile: its script stops (deleting the podcast stops the job).
    if (!moved) await this.deps.podcasts.deletePodcast(row.userId, started.podcast_id).catch(() => undefined);
    // The script may have ended before its ref id was stored: its event found no run, so it is read here.
    else await this.caughtUp(moved, 'script', started.ref_id);
  }

  /** Moves a run on when the job it waits for had already ended when the run learnt its ref id. */
  private async caughtUp(run: SeriesRunRow, kind: 'script' | 'audio', refId: string): Promise<void> {
    const job = await this.deps.runs.ownedJob(run.userId, refId).catch(() => null);
    if (job?.status !== 'succeeded' && job?.status !== 'failed') return;
    const outcome = job.status === 'succeeded' ? 'succeeded' : 'failed';
    await this.jobFinished({ kind, refId, outcome, reason: job.error ?? undefined });
  }

  /** runs' run-finished: a series run's script or render has ended. */
  async jobFinished(event: { kind: string; refId: string; outcome: 'succeeded' | 'failed'; reason?: string }) {
    if (event.kind !== 'script' && event.kind !== 'audio') return;
    const run = await runByRef(this.deps.platform.db, event.kind, event.refId);
    if (!run) return;
    const waiting: SeriesRunStatus = event.kind === 'script' ? 'SCRIPTING' : 'RENDERING';
    if (run.status !== waiting) return;
    if (event.outcome === 'failed') {
      await this.fail(run.id, waiting, event.reason ?? GENERIC_ERROR_MESSAGE);
      return;
    }
    try {
      if (event.kind === 'script') await this.startRender(run);
      else await this.rendered(run);
    } catch (error) {
      this.deps.platform.log.warn({ err: error, runId: run.id }, 'a series run failed');
      await this.fail(run.id, 'RENDERING', messageOf(error));
    }
  }

  /** The script is written: the render starts with the series' voices (the plan's minutes are checked there). */
  private async startRender(run: SeriesRunRow): Promise<void> {
    const { db } = this.deps.platform;
    const row = await findSeries(db, run.seriesId);
    const claimed = row && (await moveRun(db, run.id, 'SCRIPTING', { status: 'RENDERING' }));
    if (!row || !claimed || !run.podcastId) return;
    const podcast = await this.deps.podcasts.ownedWithTranscript(run.userId, run.podcastId);
    const s = row.settings;
    const input = audioRequestInput.parse({
      podcast_id: run.podcastId,
      conversation_output: podcast?.transcript ?? '',
      host: s.host,
      guest: s.guest ?? undefined,
      host_voice: s.hostVoice,
      guest_voice: s.guestVoice ?? undefined,
      language: s.language,
      no_of_speaker: s.guest ? 2 : 1,
      tone: s.tone,
    });
    const started = await this.deps.audio.startAudio(run.userId, input);
    const moved = await moveRun(db, run.id, 'RENDERING', { audioRefId: started.ref_id });
    if (moved) await this.caughtUp(moved, 'audio', started.ref_id);
  }

  /** The audio is ready: published to the show, or left for the creator's approval. */
  private async rendered(run: SeriesRunRow): Promise<void> {
    const row = await findSeries(this.deps.platform.db, run.seriesId);
    if (!row) return;
    if (!row.autoPublish) {
      await moveRun(this.deps.platform.db, run.id, 'RENDERING', { status: 'AWAITING_APPROVAL', ...this.ended() });
      return;
    }
    await this.publish(run, row, 'RENDERING');
  }

  /** Publishes a run's episode to its series' show, from the status the caller saw. */
  async publish(run: SeriesRunRow, row: SeriesRow, from: SeriesRunStatus): Promise<SeriesRunRow | null> {
    if (!run.podcastId) return null;
    const show = await this.deps.shows.show(run.userId, row.showId);
    const episode = await this.deps.episodes.publishEpisode(run.userId, {
      podcastId: run.podcastId,
      showId: row.showId,
      platform: show?.destinations[0]?.platform ?? 'spotify',
      title: this.episodeTitle(row),
      description: `From: ${run.items.map((item) => item.title).join('; ')}`.slice(0, 3990),
    });
    return moveRun(this.deps.platform.db, run.id, from, {
      status: 'PUBLISHED',
      message: `Published as “${episode.title}”.`,
      ...this.ended(),
    });
  }

  private episodeTitle(row: SeriesRow): string {
    const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: row.timeZone }).format(
      new Date(this.deps.platform.now()),
    );
    return `${row.name.slice(0, 150)} — ${day}`;
  }

  async fail(runId: number, from: SeriesRunStatus, message: string): Promise<void> {
    const { db } = this.deps.platform;
    await db.transaction(async (tx) => {
      const moved = await moveRun(tx, runId, from, { status: 'FAILED', message, ...this.ended() });
      if (moved) await forgetRunItems(tx, runId);
    });
  }

  private ended() {
    return { finishedAt: new Date(this.deps.platform.now()) };
  }
}
