import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseTranscript } from '@podloom/contract';
import { badRequest, notFound } from '../../platform/http/errors';
import { refusalOf } from '../../platform/http/provider-errors';
import type { AppServices } from '../../platform/services';
import { resolveFfmpeg } from '../../providers/audio/ffmpeg';
import { audioLineTimings, type PodcastRow, type PodcastsService } from '../podcasts';
import { JobCancelledError, type Run, type RunHandler, type RunOutcome } from '../runs';
import { AudiogramError, renderAudiogram } from './audiogram';
import type { CaptionCue } from './audiogram-layout';
import { CLIP_MESSAGES, CLIP_URL_SECONDS, clipKey } from './clip-rules';
import { clipReady } from './clips.events';
import { type clipJobPayload, clipRun } from './clips.jobs';
import { type ClipRow, findClip, updateClip } from './clips.repository';

type ClipRun = Run<typeof clipJobPayload>;

/** The storage key of the artwork a podcast's clips show (its show's cover), or null for a plain background. */
export type ArtworkOf = (podcastId: number) => Promise<string | null>;

/** The clip job's handler: renders the audiogram, stores it among the podcast's files and marks the clip ready. */
export class ClipJob implements RunHandler<typeof clipJobPayload> {
  readonly kind = clipRun;
  /** A clip that fails leaves its podcast as it is. */
  readonly failedStatus = null;
  readonly unexpected = CLIP_MESSAGES.unexpected;

  constructor(
    private readonly services: Pick<AppServices, 'db' | 'storage' | 'domainEvents' | 'config'>,
    private readonly podcasts: Pick<PodcastsService, 'find'>,
    private readonly artworkOf: ArtworkOf,
  ) {}

  eta(payload: ClipRun['payload']): number {
    return payload.eta;
  }

  async run(run: ClipRun): Promise<RunOutcome> {
    const clip = await findClip(this.services.db, run.payload.clipId);
    // Deleted before its run began: the run ends as failed (so the job never stays live), telling nobody's clip.
    if (!clip) throw notFound(CLIP_MESSAGES.notFound);
    try {
      return await this.render(run, clip);
    } catch (error) {
      // Stopped (the clip or its podcast was deleted, or the process is stopping): what it stored goes, or waits.
      if (run.signal.aborted) {
        await this.services.storage.delete(clipKey(clip.podcastId, clip.id)).catch(() => undefined);
        throw error;
      }
      const failure = error instanceof AudiogramError ? badRequest(error.message) : error;
      const reason = refusalOf(failure)?.message ?? this.unexpected;
      await updateClip(this.services.db, clip.id, { status: 'failed', error: reason });
      throw failure;
    }
  }

  private async render(run: ClipRun, clip: ClipRow): Promise<RunOutcome> {
    const { storage } = this.services;
    const podcast = await this.podcasts.find(clip.podcastId);
    if (!podcast?.storagePath) throw badRequest(CLIP_MESSAGES.noAudio);
    // The span was timed against the render of the day: a newer one has its lines elsewhere.
    if (clip.sourceAudioPath && clip.sourceAudioPath !== podcast.storagePath) {
      throw badRequest(CLIP_MESSAGES.audioChanged);
    }
    await updateClip(this.services.db, clip.id, { status: 'rendering', error: null });
    const workDir = await mkdtemp(path.join(tmpdir(), 'podloom-clip-'));
    try {
      const outFile = path.join(workDir, 'clip.mp4');
      const artwork = await this.artworkOf(podcast.id).catch(() => null);
      const total = Math.round(clip.duration * 10) / 10;
      await renderAudiogram({
        binaries: resolveFfmpeg({ ffmpegPath: this.services.config.ffmpegPath }),
        audioFile: await storage.localPath(podcast.storagePath),
        start: clip.startTime,
        duration: clip.duration,
        aspect: clip.aspect,
        artworkFile: artwork ? await storage.localPath(artwork).catch(() => null) : null,
        title: podcast.title,
        captions: captionsOf(podcast, clip),
        workDir,
        outFile,
        signal: run.signal,
        onProgress: (seconds) =>
          run.progress.report({ stage: 'rendering', done: Math.min(total, Math.round(seconds * 10) / 10), total }),
      });
      return await this.store(run, clip, outFile);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /** The MP4 joins the podcast's files; a clip deleted meanwhile leaves nothing behind. */
  private async store(run: ClipRun, clip: ClipRow, outFile: string): Promise<RunOutcome> {
    const { db, storage, domainEvents } = this.services;
    const key = clipKey(clip.podcastId, clip.id);
    const bytes = (await stat(outFile)).size;
    await storage.put(key, createReadStream(outFile), { contentType: 'video/mp4' });
    const eventId = await db.transaction(async (tx) => {
      const ready = await updateClip(tx, clip.id, { status: 'ready', storageKey: key, bytes, error: null });
      if (!ready) return null;
      return domainEvents.raise(tx, clipReady, {
        clipId: clip.id,
        podcastId: clip.podcastId,
        userId: clip.userId,
        refId: clip.refId,
        soundbite: clip.soundbite,
      });
    });
    if (eventId === null) {
      await storage.delete(key).catch(() => undefined);
      throw new JobCancelledError(CLIP_MESSAGES.deleted);
    }
    await domainEvents.dispatch([eventId]);
    const url = await storage.signedUrl(key, {
      expiresInSeconds: CLIP_URL_SECONDS,
      downloadName: `clip-${clip.id}.mp4`,
    });
    const total = Math.round(clip.duration * 10) / 10;
    run.log.info({ clipId: clip.id, bytes }, 'clip rendered');
    return { result: { podcast_id: clip.podcastId, file_sas: url }, progress: { stage: 'done', done: total, total } };
  }
}

/** The clip's lines as captions, timed from the clip's start (clipped to it). */
export function captionsOf(podcast: Pick<PodcastRow, 'transcript' | 'settings'>, clip: ClipRow): CaptionCue[] {
  const lines = parseTranscript(podcast.transcript);
  return audioLineTimings(podcast.settings)
    .filter((t) => t.index >= clip.fromLine && t.index <= clip.toLine && lines[t.index])
    .map((t) => ({
      start: Math.max(0, t.start - clip.startTime),
      end: Math.min(clip.duration, t.end - clip.startTime),
      speaker: t.speaker,
      text: lines[t.index]?.text ?? '',
    }));
}
