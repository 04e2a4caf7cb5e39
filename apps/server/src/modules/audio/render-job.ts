import { performance } from 'node:perf_hooks';
import { parseTranscript, type ScriptLine } from '@podloom/contract';
import { badRequest, notFound } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import type { PodcastRow, PodcastsService } from '../podcasts';
import { JobCancelledError, PODCAST_DELETED_REASON, type Run, type RunHandler, type RunOutcome } from '../runs';
import type { VoicesService } from '../voices';
import { renderFinished } from './audio.events';
import { type audioJobPayload, audioRun } from './audio.jobs';
import { AUDIO_URL_SECONDS, fileNameFor } from './audio-files';
import { jobRevision, renderKeys } from './audio-keys';
import { type MusicLibrary, musicFiles } from './music-choice';
import { RenderError, type RenderInput, type RenderResult, renderPodcastAudio } from './render';
import { deleteRevision, nextRevisions } from './revisions';
import { assignSpeakerCast, assignSpeakerVoices, type CastMember, speakerStyles } from './speaker-voices';

type RenderRun = Run<typeof audioJobPayload>;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** A cast member's style from the request's `speakers`: by name (any case), else by voice; none when plain. */
function styleFor(speakers: RenderRun['payload']['speakers'], name: string | null, voiceKey: string) {
  const normal = (s: string | null) => (s ?? '').trim().toLowerCase();
  const entry =
    speakers.find((s) => s.name && name && normal(s.name) === normal(name)) ??
    speakers.find((s) => !s.name && s.voice === voiceKey);
  if (!entry || (entry.speed === 1 && entry.pitch === 0)) return undefined;
  return { speed: entry.speed, pitch: entry.pitch };
}

/**
 * The audio job's handler: reads every line with its speaker's voice and stores the mastered MP3 as the podcast's
 * audio. In steps: the resume check, the cast, the render with its progress reporter, and the store.
 */
export class RenderJob implements RunHandler<typeof audioJobPayload> {
  readonly kind = audioRun;
  readonly failedStatus = 'script_ready';
  readonly unexpected = 'the audio could not be rendered';

  constructor(
    private readonly services: AppServices,
    private readonly podcasts: PodcastsService,
    private readonly voices: Pick<VoicesService, 'resolveVoice' | 'pronunciations'>,
    private readonly music: MusicLibrary,
  ) {}

  eta(payload: RenderRun['payload']): number {
    return payload.eta;
  }

  /** Deleted mid-render: the podcast's files (its delete removed them once) go again, now that nothing writes. */
  onCancel(podcastId: number): Promise<void> {
    return this.podcasts.removeFiles(podcastId);
  }

  async run(run: RenderRun): Promise<RunOutcome> {
    const podcast = await this.podcasts.find(run.job.podcastId);
    if (!podcast) throw notFound('We could not find that podcast.');
    // One revision per job: a run again after a crash writes the same keys over what the dead run left, so a
    // podcast never gains a second revision from one job.
    const revision = jobRevision(run.job.refId);
    const lines = parseTranscript(podcast.transcript);
    const landed = await this.landedBefore(run, podcast, revision, lines);
    if (landed) return landed;
    // A run taken over from a worker that died (or a retry) renders under the same keys; whatever the earlier
    // run left there (its opening, half its stems) goes first, so nothing of it outlives this run.
    if (run.job.attempts > 0) await deleteRevision(this.services.storage, podcast.id, revision);
    const cast = await this.cast(run, lines);
    await this.podcasts.update(podcast.id, { status: 'rendering' });
    const rendered = await this.render(run, podcast, { revision, lines, ...cast });
    const key = await this.store(run, podcast, rendered);
    return this.outcome(podcast.id, key, lines);
  }

  /**
   * The resume check: the render landed (and its usage event was raised) before the process died, and only the
   * job's own record was missing. Nothing is rendered or counted twice.
   */
  private async landedBefore(run: RenderRun, podcast: PodcastRow, revision: string, lines: ScriptLine[]) {
    if (run.job.attempts === 0 || podcast.status !== 'ready') return null;
    if (podcast.storagePath !== renderKeys(podcast.id, revision).audio) return null;
    return this.outcome(podcast.id, podcast.storagePath, lines);
  }

  /**
   * The cast: each speaker of the script with the voice chosen for them (resolved again: a clone may be gone), and
   * the pace and pitch the request gave them.
   */
  private async cast(run: RenderRun, lines: ScriptLine[]): Promise<Pick<RenderInput, 'voices' | 'styles'>> {
    const { payload, job } = run;
    const voice = (key: string) => this.voices.resolveVoice(key, job.userId);
    const member = async (name: string | null, key: string): Promise<CastMember> => ({
      name,
      voice: await voice(key),
      style: styleFor(payload.speakers, name, key),
    });
    const cast: CastMember[] = [await member(payload.host, payload.hostVoice)];
    if (payload.guestVoice) cast.push(await member(payload.guest, payload.guestVoice));
    for (const speaker of payload.moreSpeakers) cast.push(await member(speaker.name, speaker.voice));
    const members = assignSpeakerCast(lines, cast);
    return { voices: assignSpeakerVoices(lines, cast), styles: speakerStyles(members) };
  }

  /** Renders the programme, reporting each line and the playable opening as they are ready. */
  private async render(
    run: RenderRun,
    podcast: PodcastRow,
    script: Pick<RenderInput, 'revision' | 'lines' | 'voices' | 'styles'>,
  ): Promise<RenderResult> {
    const started = performance.now();
    const rendered = await renderPodcastAudio({
      ...script,
      ...this.progressReporter(run, script.lines.length),
      podcastId: podcast.id,
      storage: this.services.storage,
      synthesizer: this.services.synthesizer,
      signal: run.signal,
      title: podcast.title,
      segments: podcast.settings.segments,
      pronunciations: await this.voices.pronunciations.entries(run.job.userId),
      ...(run.payload.music
        ? { music: await musicFiles(this.music, this.services.storage, run.job.userId, run.payload.music) }
        : {}),
      backchannels: run.payload.backchannels,
      ...(run.payload.maxSeconds === undefined ? {} : { maxSeconds: run.payload.maxSeconds }),
    }).catch(async (error) => {
      if (!(error instanceof RenderError)) throw error;
      // A refused render (stopped at the plan's minutes, say) keeps nothing: its opening, if stored, goes too.
      if (script.revision) await deleteRevision(this.services.storage, podcast.id, script.revision).catch(() => {});
      throw badRequest(error.message);
    });
    await run.progress.flush();
    run.signal.throwIfAborted();
    const wallSeconds = (performance.now() - started) / 1000;
    this.services.metrics.renderFinished(rendered.durationSeconds, wallSeconds);
    run.log.info(
      { podcastId: podcast.id, audioSeconds: rendered.durationSeconds, wallSeconds: round3(wallSeconds) },
      'audio rendered',
    );
    return rendered;
  }

  /** The progress reporter: each stage's count as it moves, and a signed link to the opening once it can play. */
  private progressReporter(run: RenderRun, total: number): Pick<RenderInput, 'onProgress' | 'onFirstAudio'> {
    return {
      onProgress: (p) => run.progress.report({ stage: p.stage, done: p.done, total: p.total }),
      onFirstAudio: (first) => {
        void this.services.storage
          .signedUrl(first.key, { expiresInSeconds: AUDIO_URL_SECONDS })
          .then((url) => run.progress.report({ stage: 'synthesizing', done: 0, total, first_audio: url }))
          .catch((error) => run.log.warn({ err: error }, 'opening audio not signed'));
      },
    };
  }

  /**
   * The store: the render becomes the podcast's audio and its render-finished event is raised, as one change, so
   * usage is counted exactly for renders that landed. Revisions past the kept ones go. Answers the audio's key.
   */
  private async store(run: RenderRun, podcast: PodcastRow, rendered: RenderResult): Promise<string> {
    const { storage, db, domainEvents } = this.services;
    // Settings as they are now (another render may have landed meanwhile), not as they were at the start.
    const current = (await this.podcasts.find(podcast.id)) ?? podcast;
    const { revisions, stale } = nextRevisions(current.settings, rendered.revision);
    const eventId = await db.transaction(async (tx) => {
      const stored = await this.podcasts.update(
        podcast.id,
        this.renderedPodcast(run, podcast.title, current, rendered, revisions),
        tx,
      );
      // Deleted while the render was stored: nothing is recorded, and its files are removed.
      if (!stored) throw new JobCancelledError(PODCAST_DELETED_REASON);
      return domainEvents.raise(tx, renderFinished, {
        podcastId: podcast.id,
        userId: run.job.userId,
        refId: run.job.refId,
        renderedSeconds: rendered.durationSeconds,
      });
    });
    await domainEvents.dispatch([eventId]);
    for (const revision of stale) {
      await deleteRevision(storage, podcast.id, revision).catch((error) =>
        run.log.warn({ err: error, podcastId: podcast.id, revision }, 'old audio revision not deleted'),
      );
    }
    return rendered.key;
  }

  /** The podcast's columns once a render landed: its audio, the voices used, the timings, chapters and stems. */
  private renderedPodcast(
    run: RenderRun,
    title: string,
    current: PodcastRow,
    rendered: RenderResult,
    revisions: string[],
  ) {
    const { payload } = run;
    const { storage, config } = this.services;
    return {
      storagePath: rendered.key,
      storageBucket: storage.kind === 's3' ? (config.s3?.bucket ?? null) : null,
      duration: rendered.durationSeconds,
      fileType: rendered.contentType,
      fileName: fileNameFor(title),
      status: 'ready' as const,
      error: null,
      settings: {
        ...current.settings,
        hostVoice: payload.hostVoice,
        guestVoice: payload.guestVoice,
        ...(payload.moreSpeakers.length
          ? { moreSpeakers: payload.moreSpeakers.map((s) => ({ name: s.name, voice: s.voice })) }
          : {}),
        speakerStyles: payload.speakers.length ? payload.speakers : undefined,
        backchannels: payload.backchannels || undefined,
        revisions,
        lineTimings: rendered.lineTimings,
        speechStart: rendered.speechStart || undefined,
        chapters: rendered.chapters,
        stems: rendered.stems,
        loudness: rendered.report,
        // A new render replaces any mixdown of the audio editor.
        mixdown: undefined,
      },
    };
  }

  private async outcome(podcastId: number, key: string, lines: ScriptLine[]): Promise<RunOutcome> {
    const fileSas = await this.services.storage.signedUrl(key, { expiresInSeconds: AUDIO_URL_SECONDS });
    return {
      result: { file_sas: fileSas, podcast_id: podcastId },
      progress: { stage: 'done', done: lines.length, total: lines.length },
    };
  }
}
