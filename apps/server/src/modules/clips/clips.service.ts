import { createClipInput, parseTranscript } from '@podloom/contract';
import { badRequest, notFound } from '../../platform/http/errors';
import { parseInput } from '../../platform/http/validation';
import type { AppServices } from '../../platform/services';
import type { StorageGate } from '../music';
import { audioLineTimings, type PodcastRow, type PodcastsService } from '../podcasts';
import type { RunsService } from '../runs';
import { type ArtworkOf, ClipJob } from './clip-job';
import { CLIP_BYTES_PER_SECOND, CLIP_LIMITS, CLIP_MESSAGES, CLIP_URL_SECONDS, clipEta } from './clip-rules';
import { clipDeleted } from './clips.events';
import { clipRun } from './clips.jobs';
import {
  type ClipRow,
  countPodcastClips,
  deleteClipRow,
  findClipByRef,
  findOwnedClip,
  insertClip,
  listPodcastClips,
  listSoundbites,
  updateClip,
} from './clips.repository';
import type { ClipStatus } from './clips.schema';
import { type Moment, suggestMoments } from './moments';

/** What the feed says of a soundbite: where it starts in the episode's audio, how long it lasts, its title. */
export interface Soundbite {
  startTime: number;
  duration: number;
  title: string;
  /** The render it was timed against: an episode published from another carries none of it. */
  sourceAudioPath: string | null;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Clips and audiograms: a span of a podcast's lines rendered as an MP4 by the job queue, listed and deleted. */
export class ClipsService {
  readonly clipJob: ClipJob;

  constructor(
    private readonly services: AppServices,
    private readonly podcasts: PodcastsService,
    private readonly runs: RunsService,
    private readonly storageGate: StorageGate,
    artworkOf: ArtworkOf,
  ) {
    this.clipJob = new ClipJob(services, podcasts, artworkOf);
  }

  /** Checks the span now; the clip's row and its job are written together, and the job renders it. */
  async createClip(userId: number, input: unknown, requestId?: string): Promise<{ clipId: number; refId: string }> {
    const request = parseInput(createClipInput, input);
    const podcast = await this.podcasts.ownedPodcast(userId, request.podcastId);
    const span = spanOf(podcast, request.fromLine, request.toLine);
    if ((await countPodcastClips(this.services.db, podcast.id)) >= CLIP_LIMITS.perPodcast) {
      throw badRequest(CLIP_MESSAGES.tooMany);
    }
    const clipBytes = Math.ceil(span.duration * CLIP_BYTES_PER_SECOND);
    const storageRecheck = await this.storageGate(userId, clipBytes, 'render');
    const eta = clipEta(span.duration);
    let clipId = 0;
    const started = await this.runs.startJob(userId, clipRun, {
      // clipId is the row `prepare` writes with the job.
      payload: { clipId, eta },
      eta,
      requestId,
      podcast: (tx) => this.podcasts.ownedPodcast(userId, podcast.id, tx),
      storage: { bytes: clipBytes, check: storageRecheck },
      prepare: async (tx, refId) => {
        // Counted again under the user's lock that startJob holds: clips asked for at once cannot pass the limit.
        if ((await countPodcastClips(tx, podcast.id)) >= CLIP_LIMITS.perPodcast)
          throw badRequest(CLIP_MESSAGES.tooMany);
        const row = await insertClip(tx, {
          podcastId: podcast.id,
          userId,
          refId,
          fromLine: request.fromLine,
          toLine: request.toLine,
          startTime: span.startTime,
          duration: span.duration,
          sourceAudioPath: podcast.storagePath,
          aspect: request.aspect,
          soundbite: request.soundbite,
          title: span.title,
        });
        clipId = row.id;
        return { clipId };
      },
    });
    return { clipId, refId: started.ref_id };
  }

  /** The podcast's clips, oldest first; a ready one with a download link that lasts an hour. */
  async clips(userId: number, podcastId: number) {
    const podcast = await this.podcasts.ownedPodcast(userId, podcastId);
    const rows = await listPodcastClips(this.services.db, podcast.id);
    return Promise.all(rows.map((row) => this.view(row)));
  }

  /** Three moments of 20–60 s worth a clip (none before the podcast's audio is timed). */
  async suggestions(userId: number, podcastId: number): Promise<Moment[]> {
    const podcast = await this.podcasts.ownedPodcast(userId, podcastId);
    return suggestMoments(parseTranscript(podcast.transcript), audioLineTimings(podcast.settings));
  }

  /** Deletes a clip: its row, its file, and its render if it is still going (stopped wherever it runs). */
  async deleteClip(userId: number, clipId: number): Promise<boolean> {
    const row = Number.isSafeInteger(clipId) ? await findOwnedClip(this.services.db, userId, clipId) : null;
    if (!row) throw notFound(CLIP_MESSAGES.notFound);
    const { db, domainEvents, storage } = this.services;
    const eventId = await db.transaction(async (tx) => {
      await deleteClipRow(tx, row.id);
      return domainEvents.raise(tx, clipDeleted, {
        clipId: row.id,
        podcastId: row.podcastId,
        userId,
        refId: row.refId,
        soundbite: row.soundbite,
      });
    });
    if (row.status === 'queued' || row.status === 'rendering')
      await this.runs.cancelJob(row.refId, CLIP_MESSAGES.deleted);
    if (row.storageKey) await storage.delete(row.storageKey);
    await domainEvents.dispatch([eventId]);
    return true;
  }

  /** The ready soundbites of these podcasts (the feed's `podcast:soundbite`), by podcast. */
  async soundbites(podcastIds: number[]): Promise<Map<number, Soundbite[]>> {
    const byPodcast = new Map<number, Soundbite[]>();
    for (const row of await listSoundbites(this.services.db, podcastIds)) {
      const list = byPodcast.get(row.podcastId) ?? [];
      list.push({
        startTime: row.startTime,
        duration: row.duration,
        title: row.title,
        sourceAudioPath: row.sourceAudioPath,
      });
      byPodcast.set(row.podcastId, list);
    }
    return byPodcast;
  }

  /** A clip job that ended in failure without saying so itself (its process died): the clip shows the reason. */
  async runFailed(refId: string, reason: string | undefined): Promise<void> {
    const row = await findClipByRef(this.services.db, refId);
    if (!row || row.status === 'ready' || row.status === 'failed') return;
    await updateClip(this.services.db, row.id, { status: 'failed', error: reason ?? CLIP_MESSAGES.unexpected });
  }

  private async view(row: ClipRow) {
    const url =
      row.status === 'ready' && row.storageKey
        ? await this.services.storage.signedUrl(row.storageKey, {
            expiresInSeconds: CLIP_URL_SECONDS,
            downloadName: `clip-${row.id}.mp4`,
          })
        : null;
    const { userId: _owner, storageKey: _key, ...shown } = row;
    const status = row.status.toUpperCase() as Uppercase<ClipStatus>;
    return { ...shown, url, status, createdAt: row.createdAt.toISOString() };
  }
}

/** The span's place in the podcast's current audio: from its first line's start to its last line's end. */
function spanOf(podcast: PodcastRow, fromLine: number, toLine: number) {
  if (!podcast.storagePath) throw badRequest(CLIP_MESSAGES.noAudio);
  const timings = audioLineTimings(podcast.settings);
  if (timings.length === 0) throw badRequest(CLIP_MESSAGES.noTimings);
  const first = timings.find((t) => t.index === fromLine);
  const last = timings.find((t) => t.index === toLine);
  if (!first || !last || fromLine > toLine) throw badRequest(CLIP_MESSAGES.badSpan);
  const duration = round3(last.end - first.start);
  if (duration > CLIP_LIMITS.maxSeconds) throw badRequest(CLIP_MESSAGES.tooLong);
  if (duration <= 0) throw badRequest(CLIP_MESSAGES.badSpan);
  const line = parseTranscript(podcast.transcript)[fromLine];
  const title = [...(line ? `${line.speaker}: ${line.text}` : podcast.title)].slice(0, 128).join('');
  return { startTime: round3(first.start), duration, title };
}
