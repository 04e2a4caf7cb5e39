import { formatTranscript, parseTranscript } from '@podloom/contract';
import type { DbOrTx } from '../../platform/db/client';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import { podcastView } from './podcast-view';
import { podcastDeleted } from './podcasts.events';
import {
  deletePodcastRow,
  findPodcast,
  findUserPodcastIds,
  findUserPodcastsPage,
  insertPodcast,
  latestPodcastCategory,
  type NewPodcast,
  type PodcastFilter,
  type PodcastRow,
  updatePodcast,
} from './podcasts.repository';
import { carryCitations, citationsOf, namesOfPodcast } from './script-citations';

export const PODCAST_NOT_FOUND = 'We could not find that podcast.';
/** A transcript and its audio belong together, so the script of a podcast being rendered is not changed. */
export const SCRIPT_LOCKED_WHILE_RENDERING =
  'The audio of this script is being generated. Wait until it is ready to change the script, or delete the podcast to stop it.';
const MAX_PAGE_SIZE = 50;

/** Where a podcast's files live in storage; deleting the podcast removes this prefix. */
export const podcastStoragePrefix = (podcastId: number) => `podcasts/${podcastId}/`;

export class PodcastsService {
  constructor(private readonly services: Pick<AppServices, 'db' | 'storage' | 'log' | 'domainEvents'>) {}

  /** The caller's own podcast, or not found: another user's podcast is indistinguishable from a missing one. */
  async ownedPodcast(userId: number, podcastId: number, db: DbOrTx = this.services.db): Promise<PodcastRow> {
    const podcast = Number.isInteger(podcastId) ? await findPodcast(db, podcastId) : null;
    if (!podcast || podcast.userId !== userId) throw notFound(PODCAST_NOT_FOUND);
    return podcast;
  }

  /** The caller's podcast if it has a transcript; null otherwise (the browser's fallback after a generation). */
  async ownedWithTranscript(userId: number, podcastId: number): Promise<PodcastRow | null> {
    const podcast = await findPodcast(this.services.db, podcastId);
    return podcast && podcast.userId === userId && podcast.transcript ? podcast : null;
  }

  /** Any podcast by id, for the jobs that work on it (they have checked its owner when they were started). */
  find(podcastId: number): Promise<PodcastRow | null> {
    return findPodcast(this.services.db, podcastId);
  }

  /** A new podcast, inside the caller's transaction (a generation creates one with its job). */
  create(tx: DbOrTx, values: NewPodcast): Promise<PodcastRow> {
    return insertPodcast(tx, values);
  }

  /** Changes a podcast; inside the caller's transaction when one is given (a change that raises an event). */
  update(podcastId: number, values: Partial<NewPodcast>, tx: DbOrTx = this.services.db): Promise<PodcastRow | null> {
    return updatePodcast(tx, podcastId, values);
  }

  /** The generator category of the user's newest podcast that has one (a new feed's default Apple category). */
  latestCategory(userId: number): Promise<unknown> {
    return latestPodcastCategory(this.services.db, userId);
  }

  /** The podcast as GraphQL shows it, with a fresh signed link to its audio. */
  view(row: PodcastRow) {
    return podcastView(row, this.services.storage);
  }

  /** The storage folders of the user's podcasts: their renders, stems, exports and mixdowns. */
  async storagePrefixesOf(userId: number): Promise<string[]> {
    return (await findUserPodcastIds(this.services.db, userId)).map(podcastStoragePrefix);
  }

  async userPodcasts(userId: number, page = 1, pageSize = 10, filter: PodcastFilter = {}) {
    const safePage = Math.max(1, Math.floor(page) || 1);
    const safeSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize) || 10));
    const { rows, total } = await findUserPodcastsPage(this.services.db, userId, safePage, safeSize, filter);
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
  async updateTranscript(userId: number, podcastId: number, transcript: string, tx: DbOrTx = this.services.db) {
    // Read in the caller's transaction too: the embedded database has one connection, which the transaction holds.
    const podcast = await this.ownedPodcast(userId, podcastId, tx);
    const lines = parseTranscript(transcript);
    if (lines.length === 0) {
      throw badRequest('The script needs at least one line written as "Speaker: text".');
    }
    const normalised = formatTranscript(lines);
    if (normalised === podcast.transcript) return podcast;
    if (podcast.status === 'rendering') throw conflict(SCRIPT_LOCKED_WHILE_RENDERING);
    // Lines kept as they were keep their citations; an edited line keeps those that still verify.
    const change = { from: parseTranscript(podcast.transcript), to: lines };
    const citations = carryCitations(citationsOf(podcast), change, {
      locale: podcast.language,
      ignoredNames: namesOfPodcast(podcast, lines),
    });
    const updated = await updatePodcast(tx, podcast.id, {
      transcript: normalised,
      citations,
      storagePath: null,
      storageBucket: null,
      fileName: null,
      fileType: null,
      duration: null,
      status: 'script_ready',
      error: null,
    });
    return updated ?? podcast;
  }

  /**
   * Removes the rows (jobs and episodes cascade) and, through the podcast-deleted event written with the delete,
   * every stored file of the podcast: dispatched before answering, and by the outbox sweep if this process dies first.
   */
  async deletePodcast(userId: number, podcastId: number) {
    await this.ownedPodcast(userId, podcastId);
    const { db, domainEvents } = this.services;
    const eventId = await db.transaction(async (tx) => {
      if (!(await deletePodcastRow(tx, podcastId, userId))) throw notFound(PODCAST_NOT_FOUND);
      return domainEvents.raise(tx, podcastDeleted, { podcastId, userId });
    });
    await domainEvents.dispatch([eventId]);
    return { podcastId, success: true, message: 'Podcast deleted successfully.' };
  }

  /** The podcast-deleted handler: idempotent, as removing an absent prefix removes nothing. */
  removeFiles(podcastId: number): Promise<void> {
    return this.services.storage.deletePrefix(podcastStoragePrefix(podcastId));
  }
}
