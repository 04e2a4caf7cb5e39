import { performance } from 'node:perf_hooks';
import { type AudioRequestInput, MESSAGES, parseTranscript, type StartedAudio } from '@podloom/contract';
import { badRequest, notFound } from '../../platform/http/errors';
import { parseInput } from '../../platform/http/validation';
import type { AppServices } from '../../platform/services';
import {
  type AudioJobPayload,
  assertSameUser,
  audioJobPayload,
  type GenerationService,
  JobCancelledError,
  type JobRun,
  PODCAST_DELETED_REASON,
  readJobColumn,
} from '../generation';
import type { PodcastRow, PodcastsService } from '../podcasts';
import { renderTier, type VoicesService } from '../voices';
import { renderFinished } from './audio.events';
import { audioJob } from './audio.jobs';
import { jobRevision, renderKeys } from './audio-keys';
import { exportAudio, exportInput } from './export';
import { RenderError, renderPodcastAudio } from './render';
import { deleteRevision, nextRevisions } from './revisions';
import { assignSpeakerVoices, type CastMember } from './speaker-voices';

/** Signed audio URLs live one hour; the browser asks again when it needs a fresh one. */
const AUDIO_URL_SECONDS = 60 * 60;
const PROGRESS_PERSIST_MS = 500;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Seconds until a render is likely done: eSpeak reads far faster than real time, encoding is the rest. */
export function audioEta(wordCount: number): number {
  const spokenSeconds = (wordCount / 150) * 60;
  return Math.ceil(8 + spokenSeconds / 40);
}

const fileNameFor = (title: string) =>
  `${
    title
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'podcast'
  }.mp3`;

/**
 * What a render must be allowed by before it is queued (billing answers it: the plan's minutes and voice tiers).
 * Declared here, so audio never imports billing (billing already listens to audio's render-finished event).
 */
export interface RenderAllowance {
  assertRenderAllowed(userId: number, render: { estimatedSeconds: number; voiceTiers: string[] }): Promise<void>;
}

/** Spoken seconds a script will likely take (about 150 words a minute, DESIGN §7). */
export const estimatedSpeechSeconds = (words: number) => Math.ceil((words / 150) * 60);

export class AudioService {
  constructor(
    private readonly services: AppServices,
    private readonly generation: GenerationService,
    private readonly podcasts: PodcastsService,
    private readonly voices: VoicesService,
    private readonly allowance: RenderAllowance,
  ) {}

  /** POST /generate/audio: checks the podcast and voices now, so a bad request fails before any work is queued. */
  async startAudio(userId: number, input: AudioRequestInput, requestId?: string): Promise<StartedAudio> {
    assertSameUser(userId, input.user_id, input.userID);
    const lines = parseTranscript(input.conversation_output);
    if (lines.length === 0) throw badRequest('The script needs at least one line written as "Speaker: text".');
    const podcast = await this.podcasts.ownedPodcast(userId, input.podcast_id);
    const twoVoices = input.no_of_speaker >= 2;
    const more = input.more_speakers.slice(0, Math.max(0, input.no_of_speaker - 2));
    const hostVoice = await this.voices.resolveVoice(input.host_voice as string, userId);
    const guestVoice = twoVoices ? await this.voices.resolveVoice(input.guest_voice as string, userId) : null;
    const moreVoices = [];
    for (const speaker of more) moreVoices.push(await this.voices.resolveVoice(speaker.voice as string, userId));
    const words = lines.reduce((n, l) => n + l.text.split(/\s+/).length, 0);
    // The plan's voice tiers and minutes are checked before anything is queued or stored (issue 10).
    await this.allowance.assertRenderAllowed(userId, {
      estimatedSeconds: estimatedSpeechSeconds(words),
      voiceTiers: [hostVoice, guestVoice, ...moreVoices].flatMap((voice) => (voice ? [renderTier(voice)] : [])),
    });
    const payload: AudioJobPayload = {
      hostVoice: input.host_voice as string,
      guestVoice: twoVoices ? (input.guest_voice ?? null) : null,
      host: input.host ?? null,
      guest: twoVoices ? (input.guest ?? null) : null,
      moreSpeakers: more.map((s) => ({ name: s.name, voice: s.voice as string })),
      eta: audioEta(words),
    };
    const started = await this.generation.startJob(userId, audioJob, payload.eta, {
      kind: 'audio',
      payload,
      requestId,
      // The script as the user sees it is the one to read: stored (normalised) with the job, after the limits
      // passed, so a refused request leaves the transcript and its audio as they were (issue 14).
      // Until the render lands or fails the podcast is 'rendering', and its script cannot be changed (issue 14).
      podcast: async (tx) => {
        await this.podcasts.updateTranscript(userId, podcast.id, input.conversation_output, tx);
        await this.podcasts.update(podcast.id, { status: 'rendering' }, tx);
        return podcast;
      },
    });
    return { ...started, db_status: 'SUCCESS' };
  }

  /** The audio job's handler: reads every line with its speaker's voice and stores the mastered MP3. */
  runAudioJob(refId: string, run: JobRun): Promise<void> {
    const { storage, synthesizer } = this.services;
    const log = run.log ?? this.services.log;
    return this.generation.runJob(
      refId,
      run,
      {
        podcastStatusOnFailure: 'script_ready',
        unexpected: 'the audio could not be rendered',
        // Deleted mid-render: the podcast's files (its delete removed them once) go again, now that nothing writes.
        cancelled: (podcastId) => this.podcasts.removeFiles(podcastId),
      },
      async (job, signal) => {
        const payload = readJobColumn(audioJobPayload, job.payload, 'payload', refId);
        const podcast = await this.podcasts.find(job.podcastId);
        if (!podcast) throw notFound('We could not find that podcast.');
        // One revision per job: a run again after a crash writes the same keys over what the dead run left
        // (its partial files removed first), so a podcast never gains a second revision from one job.
        const revision = jobRevision(refId);
        const lines = parseTranscript(podcast.transcript);
        if (
          job.attempts > 0 &&
          podcast.status === 'ready' &&
          podcast.storagePath === renderKeys(podcast.id, revision).audio
        ) {
          // The render landed (and its usage event was raised) before the process died; only the job's own
          // record was missing. Nothing is rendered or counted twice.
          const fileSas = await storage.signedUrl(podcast.storagePath, { expiresInSeconds: AUDIO_URL_SECONDS });
          return {
            result: { file_sas: fileSas, podcast_id: podcast.id },
            progress: { stage: 'done', done: lines.length, total: lines.length },
          };
        }
        // A run taken over from a worker that died (or a retry) renders under the same keys; whatever the
        // earlier run left there (its opening, half its stems) goes first, so nothing of it outlives this run.
        if (job.attempts > 0) await deleteRevision(storage, podcast.id, revision);
        const host = await this.voices.resolveVoice(payload.hostVoice, job.userId);
        const guest = payload.guestVoice ? await this.voices.resolveVoice(payload.guestVoice, job.userId) : null;
        const cast: CastMember[] = [{ name: payload.host, voice: host }];
        if (guest) cast.push({ name: payload.guest, voice: guest });
        for (const speaker of payload.moreSpeakers) {
          cast.push({ name: speaker.name, voice: await this.voices.resolveVoice(speaker.voice, job.userId) });
        }
        const voices = assignSpeakerVoices(lines, cast);
        await this.podcasts.update(podcast.id, { status: 'rendering' });

        let chain = Promise.resolve();
        let persistedAt = 0;
        let linesDone = 0;
        const report = (progress: { stage: string; done: number; total: number; first_audio?: string }) => {
          linesDone = Math.max(linesDone, progress.done);
          chain = chain
            .then(() => this.generation.publish(refId, { progress }))
            .then(async () => {
              if (Date.now() - persistedAt < PROGRESS_PERSIST_MS) return;
              persistedAt = Date.now();
              await this.generation.saveProgress(refId, { ...progress });
            })
            .catch((error) => log.warn({ err: error, refId }, 'audio progress not delivered'));
        };
        const renderStarted = performance.now();
        const rendered = await renderPodcastAudio({
          podcastId: podcast.id,
          revision,
          lines,
          voices,
          storage,
          synthesizer,
          signal,
          title: podcast.title,
          segments: podcast.settings.segments,
          onProgress: (p) => report({ stage: p.stage, done: p.done, total: p.total }),
          onFirstAudio: (first) => {
            void storage
              .signedUrl(first.key, { expiresInSeconds: AUDIO_URL_SECONDS })
              .then((url) => report({ stage: 'synthesizing', done: 0, total: lines.length, first_audio: url }));
          },
        }).catch((error) => {
          throw error instanceof RenderError ? badRequest(error.message) : error;
        });
        await chain;
        signal.throwIfAborted();
        const wallSeconds = (performance.now() - renderStarted) / 1000;
        this.services.metrics.renderFinished(rendered.durationSeconds, wallSeconds);
        log.info(
          { podcastId: podcast.id, audioSeconds: rendered.durationSeconds, wallSeconds: round3(wallSeconds) },
          'audio rendered',
        );
        // Settings as they are now (another render may have landed meanwhile), not as they were at the start.
        const current = (await this.podcasts.find(podcast.id)) ?? podcast;
        const { revisions, stale } = nextRevisions(current.settings, rendered.revision);
        // The stored render and its event are one change: usage is counted exactly for renders that landed.
        const eventId = await this.services.db.transaction(async (tx) => {
          const stored = await this.podcasts.update(
            podcast.id,
            {
              storagePath: rendered.key,
              storageBucket: storage.kind === 's3' ? (this.services.config.s3?.bucket ?? null) : null,
              duration: rendered.durationSeconds,
              fileType: rendered.contentType,
              fileName: fileNameFor(podcast.title),
              status: 'ready',
              error: null,
              settings: {
                ...current.settings,
                hostVoice: payload.hostVoice,
                guestVoice: payload.guestVoice,
                ...(payload.moreSpeakers.length
                  ? { moreSpeakers: payload.moreSpeakers.map((s) => ({ name: s.name, voice: s.voice })) }
                  : {}),
                revisions,
                lineTimings: rendered.lineTimings,
                chapters: rendered.chapters,
                stems: rendered.stems,
                // A new render replaces any mixdown of the audio editor.
                mixdown: undefined,
              },
            },
            tx,
          );
          // Deleted while the render was stored: nothing is recorded, and its files are removed.
          if (!stored) throw new JobCancelledError(PODCAST_DELETED_REASON);
          return this.services.domainEvents.raise(tx, renderFinished, {
            podcastId: podcast.id,
            userId: job.userId,
            refId,
            renderedSeconds: rendered.durationSeconds,
          });
        });
        await this.services.domainEvents.dispatch([eventId]);
        for (const revision of stale) {
          await deleteRevision(storage, podcast.id, revision).catch((error) =>
            log.warn({ err: error, podcastId: podcast.id, revision }, 'old audio revision not deleted'),
          );
        }
        const fileSas = await storage.signedUrl(rendered.key, {
          expiresInSeconds: AUDIO_URL_SECONDS,
        });
        return {
          result: { file_sas: fileSas, podcast_id: podcast.id },
          progress: { stage: 'done', done: lines.length, total: lines.length },
        };
      },
    );
  }

  /** Spec 000 §7 podcastPresignedUrl: the caller's podcast's audio, or `error` when there is none yet. */
  async presignedUrl(userId: number, podcastId: number) {
    const podcast = await this.podcasts.ownedPodcast(userId, podcastId);
    return this.presigned(podcast);
  }

  /** The browser's audio fallback: the podcast a job rendered, once its audio exists. */
  async presignedUrlByBatchJob(userId: number, batchJobId: string) {
    const job = await this.generation.jobByBatch(batchJobId);
    if (!job || job.userId !== userId || !job.podcastId) throw notFound('We could not find that generation.');
    const podcast = await this.podcasts.ownedPodcast(userId, job.podcastId);
    // Until this job has finished, the podcast's audio (if any) is an older render, not the one asked about.
    if (job.kind !== 'script' && job.status !== 'succeeded') {
      return { podcastId: podcast.id, presignedUrl: null, error: 'The audio is still being generated.' };
    }
    return this.presigned(podcast);
  }

  /** convertAudio: an export in the chosen format and quality, as a download link (spec 000 §3 Export input). */
  async convert(
    userId: number,
    podcastId: number | null | undefined,
    format: string | null | undefined,
    quality?: number | null,
  ) {
    if (!podcastId) throw badRequest(MESSAGES.exportPodcastRequired);
    if (!format) throw badRequest(MESSAGES.exportFormatRequired);
    const podcast = await this.podcasts.ownedPodcast(userId, podcastId);
    if (!podcast.storagePath) throw badRequest(MESSAGES.noAudioYet);
    const request = parseInput(exportInput, {
      sourceKey: podcast.storagePath,
      format,
      quality: format === 'mp3' ? (quality ?? undefined) : undefined,
    });
    const exported = await exportAudio({ storage: this.services.storage, ...request });
    const base = (podcast.fileName ?? fileNameFor(podcast.title)).replace(/\.mp3$/, '');
    const newFileUrl = await this.services.storage.signedUrl(exported.key, {
      expiresInSeconds: AUDIO_URL_SECONDS,
      downloadName: `${base}.${exported.key.split('.').pop()}`,
    });
    return { status: 'SUCCESS', message: 'Audio converted successfully.', newFileUrl };
  }

  private async presigned(podcast: PodcastRow) {
    if (!podcast.storagePath) return { podcastId: podcast.id, presignedUrl: null, error: MESSAGES.noAudioYet };
    const presignedUrl = await this.services.storage.signedUrl(podcast.storagePath, {
      expiresInSeconds: AUDIO_URL_SECONDS,
    });
    return { podcastId: podcast.id, presignedUrl, error: null };
  }
}
