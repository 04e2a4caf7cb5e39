import { randomUUID } from 'node:crypto';
import { episodeFormInput, MESSAGES, PLATFORM_NAMES, PUBLISHING_MESSAGES } from '@podloom/contract';
import { badRequest, conflict } from '../../platform/http/errors';
import { parseInput } from '../../platform/http/validation';
import type { AppServices } from '../../platform/services';
import { resolveFfmpeg } from '../../providers/audio/ffmpeg';
import { type PodcastRow, type PodcastsService, podcastStoragePrefix } from '../podcasts';
import { copyStoredFile, podcastAudioKeyFromUrl, probeDurationSeconds } from './episode-audio';
import { enclosureUrlOf, feedUrlOf } from './feed-document';
import { feedKeys, newRevision } from './feed-locations';
import { episodeChanged } from './publishing.events';
import {
  type EpisodeRow,
  findFeedEpisodes,
  findFeedPodcastEpisode,
  findUserEpisodes,
  findUserFeed,
  highestEpisodeNumber,
  insertEpisode,
  type NewEpisode,
  updateEpisode,
  updateFeed,
} from './publishing.repository';
import { assertCaller, isUniqueViolation, parsePlatform } from './publishing-input';
import { rfc2822 } from './rfc2822';
import { transcriptOf } from './transcripts';

/** Spec 000 §3 "Episode input", plus `podcastId` as an alternative to `audioUrl`. */
export interface EpisodeInput extends Record<string, unknown> {
  title?: unknown;
  description?: unknown;
  /** A URL from `podcastPresignedUrlByPlatform` (or `podcastPresignedUrl`) of the caller's podcast. */
  audioUrl?: string | null;
  podcastId?: number | null;
  /** Ignored: the duration is read from the audio itself. */
  itunesDuration?: unknown;
  itunesSeason?: number | null;
  itunesEpisode?: number | null;
}

/** How long the publish helper's URL works. */
const PRESIGNED_URL_SECONDS = 60 * 60;

export class EpisodesService {
  constructor(
    private readonly services: AppServices,
    private readonly podcasts: PodcastsService,
  ) {}

  /**
   * Publishes a podcast as an episode of the caller's feed for the platform (spec 000 §7 addEpisode). The
   * MP3 is copied to a key the episode owns, so the enclosure's bytes never change; publishing the same
   * podcast again after a re-render makes a new enclosure URL under the same guid.
   */
  async addEpisode(callerId: number, userId: unknown, platformInput: unknown, input: EpisodeInput) {
    assertCaller(callerId, userId);
    const platform = parsePlatform(platformInput);
    const form = parseInput(episodeFormInput, input);
    const { db } = this.services;
    const feed = await findUserFeed(db, callerId, platform);
    if (!feed) throw badRequest(PUBLISHING_MESSAGES.noRssFeed(PLATFORM_NAMES[platform]), 'NO_RSS_FEED');
    const { podcast, key } = await this.sourceAudio(callerId, input);

    const existing = await findFeedPodcastEpisode(db, feed.id, podcast.id);
    const metadata: Partial<NewEpisode> = {
      title: form.title,
      description: form.description,
      season: form.itunesSeason,
      ...(form.itunesEpisode !== null ? { episodeNumber: form.itunesEpisode } : {}),
    };
    let episode: EpisodeRow;
    if (existing && existing.sourceAudioPath === key) {
      const changed = Object.entries(metadata).some(([k, v]) => existing[k as keyof EpisodeRow] !== v);
      episode = changed ? await updateEpisode(db, existing.id, metadata) : existing;
      if (!changed) return this.view(episode, platform);
    } else {
      const guid = existing?.guid ?? randomUUID();
      const files = await this.publishFiles(feed.id, guid, podcast, key);
      try {
        episode = existing
          ? await updateEpisode(db, existing.id, { ...metadata, ...files })
          : await insertEpisode(db, {
              feedId: feed.id,
              podcastId: podcast.id,
              guid,
              ...metadata,
              title: form.title,
              description: form.description,
              episodeNumber: form.itunesEpisode ?? (await highestEpisodeNumber(db, feed.id)) + 1,
              ...files,
            });
      } catch (error) {
        await this.removeFiles(feed.id, guid, files.revision);
        if (isUniqueViolation(error)) throw conflict('This podcast is being published right now. Please try again.');
        throw error;
      }
    }
    const { domainEvents } = this.services;
    const eventId = await db.transaction(async (tx) => {
      await updateFeed(tx, feed.id, { lastBuildDate: new Date(this.services.now()) });
      return domainEvents.raise(tx, episodeChanged, { feedId: feed.id, episodeId: episode.id });
    });
    // Rebuilt before answering, so the publisher sees the new episode in the feed at once.
    await domainEvents.dispatch([eventId]);
    return this.view(episode, platform);
  }

  /** The caller's episodes on one platform's feed, or on all of them without a platform. */
  async feedEpisodes(callerId: number, platformInput: unknown) {
    if (platformInput === null || platformInput === undefined || platformInput === '') {
      const rows = await findUserEpisodes(this.services.db, callerId);
      return rows.map(({ episode, platform }) => this.view(episode, platform));
    }
    const platform = parsePlatform(platformInput);
    const feed = await findUserFeed(this.services.db, callerId, platform);
    if (!feed) return [];
    return (await findFeedEpisodes(this.services.db, feed.id)).map((row) => this.view(row, platform));
  }

  /** The presigned URL by podcast id and platform (spec 000 §7): what the Publish modal hands to addEpisode. */
  async presignedUrl(callerId: number, podcastId: number, platformInput: unknown) {
    parsePlatform(platformInput);
    const podcast = await this.podcasts.ownedPodcast(callerId, podcastId);
    if (!podcast.storagePath) throw badRequest(MESSAGES.noAudioYet);
    const presignedUrl = await this.services.storage.signedUrl(podcast.storagePath, {
      expiresInSeconds: PRESIGNED_URL_SECONDS,
    });
    return { presignedUrl, expiry: new Date(Date.now() + PRESIGNED_URL_SECONDS * 1000).toISOString() };
  }

  view(row: EpisodeRow, platform: string) {
    const { publicUrl } = this.services.config;
    const enclosureUrl = enclosureUrlOf(publicUrl, row);
    return {
      episodeId: row.id,
      guid: row.guid,
      podcastId: row.podcastId,
      platform,
      feedUrl: feedUrlOf(publicUrl, row.feedId),
      title: row.title,
      description: row.description,
      link: enclosureUrl,
      enclosureUrl,
      enclosureLength: row.audioBytes,
      durationSeconds: row.durationSeconds,
      itunesSeason: row.season,
      itunesEpisode: row.episodeNumber,
      pubDate: rfc2822(row.pubDate),
    };
  }

  private async sourceAudio(callerId: number, input: EpisodeInput): Promise<{ podcast: PodcastRow; key: string }> {
    let podcast: PodcastRow;
    let key: string | null;
    if (typeof input.podcastId === 'number') {
      podcast = await this.podcasts.ownedPodcast(callerId, input.podcastId);
      key = podcast.storagePath;
    } else if (typeof input.audioUrl === 'string' && input.audioUrl.trim()) {
      const found = podcastAudioKeyFromUrl(input.audioUrl.trim());
      if (!found) throw badRequest(PUBLISHING_MESSAGES.audioRequired);
      podcast = await this.podcasts.ownedPodcast(callerId, found.podcastId);
      key = found.key.startsWith(podcastStoragePrefix(podcast.id)) ? found.key : null;
    } else {
      throw badRequest(PUBLISHING_MESSAGES.audioRequired);
    }
    if (!key || !(await this.services.storage.stat(key))) throw badRequest(MESSAGES.noAudioYet);
    return { podcast, key };
  }

  private async removeFiles(feedId: string, guid: string, revision: string) {
    const extensions = ['mp3', 'vtt', 'txt'] as const;
    await Promise.all(
      extensions.map((ext) =>
        this.services.storage.delete(feedKeys.episodeFile(feedId, guid, revision, ext)).catch(() => {}),
      ),
    );
  }

  /** The episode's own copy of the audio and its transcripts, under a new revision. */
  private async publishFiles(feedId: string, guid: string, podcast: PodcastRow, sourceKey: string) {
    const { storage, config } = this.services;
    const revision = newRevision();
    const audioPath = feedKeys.episodeFile(feedId, guid, revision, 'mp3');
    const audioBytes = await copyStoredFile(storage, sourceKey, audioPath, 'audio/mpeg');
    const ffprobe = resolveFfmpeg({ ffmpegPath: config.ffmpegPath }).ffprobe;
    const seconds = await probeDurationSeconds(ffprobe, await storage.localPath(audioPath));
    const transcript = await transcriptOf({
      transcript: podcast.transcript,
      durationSeconds: seconds,
      settings: podcast.settings,
      audioKey: sourceKey,
      storage,
    });
    if (transcript) {
      await Promise.all([
        storage.put(feedKeys.episodeFile(feedId, guid, revision, 'vtt'), Buffer.from(transcript.vtt), {
          contentType: 'text/vtt; charset=utf-8',
        }),
        storage.put(feedKeys.episodeFile(feedId, guid, revision, 'txt'), Buffer.from(transcript.text), {
          contentType: 'text/plain; charset=utf-8',
        }),
      ]);
    }
    return {
      revision,
      audioPath,
      audioBytes,
      durationSeconds: Math.max(1, Math.round(seconds)),
      sourceAudioPath: sourceKey,
      transcriptLanguage: transcript ? podcast.language.toLowerCase() : null,
    };
  }
}
