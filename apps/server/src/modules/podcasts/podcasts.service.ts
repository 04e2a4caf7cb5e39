import { formatTranscript, parseTranscript } from '@podloom/contract';
import { badRequest, notFound } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import { findJobByBatch } from '../generation/generation.repository';
import {
  deletePodcastRow,
  findPodcast,
  findUserPodcastsPage,
  type PodcastRow,
  updatePodcast,
} from './podcasts.repository';

export const PODCAST_NOT_FOUND = 'We could not find that podcast.';
const MAX_PAGE_SIZE = 50;

/** Where a podcast's files live in storage; deleting the podcast removes this prefix. */
export const podcastStoragePrefix = (podcastId: number) => `podcasts/${podcastId}/`;

export class PodcastsService {
  constructor(private readonly services: Pick<AppServices, 'db' | 'storage' | 'log'>) {}

  /** The caller's own podcast, or not found: another user's podcast is indistinguishable from a missing one. */
  async ownedPodcast(userId: number, podcastId: number): Promise<PodcastRow> {
    const podcast = Number.isInteger(podcastId) ? await findPodcast(this.services.db, podcastId) : null;
    if (!podcast || podcast.userId !== userId) throw notFound(PODCAST_NOT_FOUND);
    return podcast;
  }

  /** The podcast a job wrote, once its transcript exists; null for someone else's job. */
  async byBatchJob(userId: number, batchJobId: string): Promise<PodcastRow | null> {
    const job = await findJobByBatch(this.services.db, batchJobId);
    if (!job || job.userId !== userId || !job.podcastId) return null;
    const podcast = await findPodcast(this.services.db, job.podcastId);
    return podcast && podcast.userId === userId && podcast.transcript ? podcast : null;
  }

  async userPodcasts(userId: number, page = 1, pageSize = 10) {
    const safePage = Math.max(1, Math.floor(page) || 1);
    const safeSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize) || 10));
    const { rows, total } = await findUserPodcastsPage(this.services.db, userId, safePage, safeSize);
    const totalPages = Math.max(1, Math.ceil(total / safeSize));
    return {
      items: rows,
      pageInfo: {
        currentPage: safePage,
        totalItems: total,
        totalPages,
        hasNextPage: safePage < totalPages,
        hasPreviousPage: safePage > 1,
      },
    };
  }

  /** A transcript must parse; changing it clears the audio (spec 000 §4 "Other rules"). */
  async updateTranscript(userId: number, podcastId: number, transcript: string) {
    const podcast = await this.ownedPodcast(userId, podcastId);
    const lines = parseTranscript(transcript);
    if (lines.length === 0) {
      throw badRequest('The script needs at least one line written as "Speaker: text".');
    }
    const normalised = formatTranscript(lines);
    if (normalised === podcast.transcript) return podcast;
    const updated = await updatePodcast(this.services.db, podcast.id, {
      transcript: normalised,
      storagePath: null,
      storageBucket: null,
      fileName: null,
      fileType: null,
      duration: null,
      status: 'script_ready',
    });
    return updated ?? podcast;
  }

  /** Removes the rows (jobs and episodes cascade) and every stored file of the podcast. */
  async deletePodcast(userId: number, podcastId: number) {
    await this.ownedPodcast(userId, podcastId);
    const deleted = await deletePodcastRow(this.services.db, podcastId, userId);
    if (!deleted) throw notFound(PODCAST_NOT_FOUND);
    await this.services.storage.deletePrefix(podcastStoragePrefix(podcastId)).catch((error) => {
      this.services.log.error({ err: error, podcastId }, 'podcast files were not removed');
    });
    return { podcastId, success: true, message: 'Podcast deleted successfully.' };
  }
}
