import { randomUUID } from 'node:crypto';
import {
  episodeFormInput,
  MESSAGES,
  PLATFORM_NAMES,
  PUBLISHING_MESSAGES,
  parseTranscript,
  speakersOf,
} from '@podloom/contract';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { parseInput } from '../../platform/http/validation';
import type { AppServices } from '../../platform/services';
import { resolveFfmpeg } from '../../providers/audio/ffmpeg';
import {
  audioLineTimings,
  type PodcastRow,
  type PodcastsService,
  podcastStoragePrefix,
  scriptCitationsOf,
} from '../podcasts';
import { podcastAudioKeyFromUrl, probeDurationSeconds } from './episode-audio';
import { chaptersJson, copyMp3WithTag, type EpisodeChapter, episodeChapters, id3ChapterTag } from './episode-chapters';
import { enclosureUrlOf, feedUrlOf, filesFeedOf } from './feed-document';
import { absoluteUrl, feedKeys, newRevision } from './feed-locations';
import type { FeedPings } from './feed-pings';
import { embedIframe } from './public/oembed';
import { publicPaths } from './public/public-page-model';
import { episodeChanged, episodePublished } from './publishing.events';
import {
  type EpisodeRow,
  findFeedEpisodes,
  findFeedPodcastEpisode,
  findUserEpisode,
  findUserEpisodes,
  highestEpisodeNumber,
  insertEpisode,
  type NewEpisode,
  updateEpisode,
  updateFeed,
} from './publishing.repository';
import type { ShowVisibility } from './publishing.schema';
import { assertCaller, isUniqueViolation, parsePlatform, parsePublishAt, SCHEDULE_MESSAGES } from './publishing-input';
import { rfc2822 } from './rfc2822';
import { SHOW_MESSAGES } from './show-input';
import { addDestination, findShowForPlatform, findShowPublishedTo, findUserShow } from './shows.repository';
import { type SourcesOfPodcast, sourceNotes, withSourceNotes } from './source-notes';
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

/** `publishEpisode(input)`: a podcast to one of the caller's shows, for a directory. */
export interface PublishEpisodeInput extends Record<string, unknown> {
  podcastId: number;
  showId: string;
  platform: string;
  title?: unknown;
  description?: unknown;
  itunesEpisode?: number | null;
  itunesSeason?: number | null;
  /** ISO 8601 with its offset: the episode waits (Scheduled) until then; absent or null publishes now. */
  publishAt?: string | null;
}

type EpisodeForm = ReturnType<typeof episodeFormInput.parse>;

const EPISODE_NOT_FOUND = 'We could not find that episode.';

/** How long the publish helper's URL works. */
const PRESIGNED_URL_SECONDS = 60 * 60;

export class EpisodesService {
  constructor(
    private readonly services: AppServices,
    private readonly podcasts: PodcastsService,
    private readonly pings: FeedPings,
    /** The titles and addresses of a podcast's sources, for its show notes (none without it). */
    private readonly sourcesOf: SourcesOfPodcast = async () => [],
  ) {}

  /** The form's description ending with the podcast's sources, each at the time the audio first cites it. */
  private async showNotes(podcast: PodcastRow, description: string): Promise<string> {
    const citations = scriptCitationsOf(podcast);
    const ids = [...new Set(citations?.lines.flatMap((l) => l.citations.map((c) => c.sourceId)) ?? [])];
    const sources = ids.length ? await this.sourcesOf(podcast.userId, ids) : [];
    return withSourceNotes(description, sourceNotes(citations, audioLineTimings(podcast.settings), sources));
  }

  /**
   * Spec 000 §7 addEpisode: publishes a podcast to the caller's show for the platform (the show already published
   * there, else the only show); without one the browser opens the Create RSS Feed modal (NO_RSS_FEED).
   */
  async addEpisode(callerId: number, userId: unknown, platformInput: unknown, input: EpisodeInput) {
    assertCaller(callerId, userId);
    const platform = parsePlatform(platformInput);
    const form = parseInput(episodeFormInput, input);
    const show = await findShowForPlatform(this.services.db, callerId, platform);
    if (!show) throw badRequest(PUBLISHING_MESSAGES.noRssFeed(PLATFORM_NAMES[platform]), 'NO_RSS_FEED');
    return this.view(await this.publishTo(callerId, show.id, platform, form, input), platform, show.visibility);
  }

  /**
   * Publishes a podcast to one of the caller's shows for a directory: the show's one feed carries the episode
   * once, whichever directories it goes to; the directory is recorded as a destination of the show.
   */
  async publishEpisode(callerId: number, input: PublishEpisodeInput) {
    const platform = parsePlatform(input.platform);
    const show = await findUserShow(this.services.db, callerId, String(input.showId ?? ''));
    if (!show) throw notFound(SHOW_MESSAGES.notFound);
    const form = parseInput(episodeFormInput, input);
    const publishAt = parsePublishAt(input.publishAt, this.services.now());
    const episode = await this.publishTo(callerId, show.id, platform, form, { podcastId: input.podcastId }, publishAt);
    const { publicUrl } = this.services.config;
    return {
      episodeId: episode.id,
      showId: show.id,
      platform,
      feedUrl: feedUrlOf(publicUrl, show.id),
      link: enclosureUrlOf(publicUrl, episode),
      guid: episode.guid,
      title: episode.title,
      pubDate: rfc2822(episode.pubDate),
      ...releaseOf(episode),
    };
  }

  /**
   * The podcast as the show's episode for the podcast (one per show and podcast). The MP3 is copied to a key the
   * episode owns, so the enclosure's bytes never change; a re-render makes a new enclosure URL under the same guid.
   */
  private async publishTo(
    callerId: number,
    showId: string,
    platform: string,
    form: EpisodeForm,
    input: EpisodeInput,
    publishAt: Date | null = null,
  ): Promise<EpisodeRow> {
    const { db } = this.services;
    const { podcast, key } = await this.sourceAudio(callerId, input);
    const description = await this.showNotes(podcast, form.description);
    const existing = await findFeedPodcastEpisode(db, showId, podcast.id);
    if (publishAt && existing && !existing.unpublishedAt && !existing.scheduledAt) {
      throw conflict(SCHEDULE_MESSAGES.alreadyOut);
    }
    const metadata: Partial<NewEpisode> = {
      title: form.title,
      description,
      season: form.itunesSeason,
      // Publishing an unpublished episode again puts it back.
      unpublishedAt: null,
      ...(form.itunesEpisode !== null ? { episodeNumber: form.itunesEpisode } : {}),
      ...scheduleOf(publishAt, existing, this.services.now()),
    };
    let episode: EpisodeRow;
    if (existing && existing.sourceAudioPath === key) {
      const changed = Object.entries(metadata).some(([k, v]) => !sameValue(existing[k as keyof EpisodeRow], v));
      episode = changed ? await updateEpisode(db, existing.id, metadata) : existing;
      // Another directory for the same show: the item is already in the feed, only the destination is new.
      await addDestination(db, showId, platform);
      if (!changed) return episode;
    } else {
      const guid = existing?.guid ?? randomUUID();
      // A re-render of an episode moved in from a merged feed keeps its files in that feed's folder.
      const folder = existing ? filesFeedOf(existing) : showId;
      const files = await this.publishFiles(folder, guid, podcast, key, form.title);
      try {
        episode = existing
          ? await updateEpisode(db, existing.id, { ...metadata, ...files })
          : await insertEpisode(db, {
              feedId: showId,
              podcastId: podcast.id,
              guid,
              ...metadata,
              title: form.title,
              description,
              episodeNumber: form.itunesEpisode ?? (await highestEpisodeNumber(db, showId)) + 1,
              ...files,
            });
      } catch (error) {
        await this.removeFiles(folder, guid, files.revision);
        if (isUniqueViolation(error)) throw conflict('This podcast is being published right now. Please try again.');
        throw error;
      }
    }
    await addDestination(db, showId, platform);
    // A scheduled episode is not on the feed yet: the release tells podcast apps.
    if (!episode.scheduledAt) {
      await this.feedChanged(showId, episode.id, {
        userId: callerId,
        podcastId: podcast.id,
        episodeId: episode.id,
        showId,
        title: episode.title,
        guid: episode.guid,
      });
    }
    return episode;
  }

  /**
   * Takes one of the caller's episodes off its feed and the public pages (its files stay, unserved, so publishing
   * the podcast again brings it back under the same guid). Unpublishing one already off changes nothing.
   */
  async unpublishEpisode(callerId: number, episodeId: number) {
    const { db } = this.services;
    const found = await findUserEpisode(db, callerId, episodeId);
    if (!found) throw notFound(EPISODE_NOT_FOUND);
    if (found.episode.unpublishedAt) return this.view(found.episode, found.platform, found.visibility);
    const eventIds = await db.transaction(async (tx) => {
      const row = await updateEpisode(tx, episodeId, {
        unpublishedAt: new Date(this.services.now()),
        // Unpublishing a scheduled episode cancels its release.
        scheduledAt: null,
      });
      await updateFeed(tx, row.feedId, { lastBuildDate: new Date(this.services.now()) });
      found.episode = row;
      const changed = await this.services.domainEvents.raise(tx, episodeChanged, { feedId: row.feedId, episodeId });
      return [changed, ...(await this.pings.raise(tx, row.feedId))];
    });
    await this.services.domainEvents.dispatch(eventIds);
    return this.view(found.episode, found.platform, found.visibility);
  }

  /**
   * The feed's build date moves, and `publishing.episode-changed` and the feed's pings are raised, in one
   * transaction; with `published`, `publishing.episode-published` too.
   */
  private async feedChanged(feedId: string, episodeId: number, published?: z.infer<typeof episodePublished.payload>) {
    const { db, domainEvents } = this.services;
    const eventIds = await db.transaction(async (tx) => {
      await updateFeed(tx, feedId, { lastBuildDate: new Date(this.services.now()) });
      const changed = await domainEvents.raise(tx, episodeChanged, { feedId, episodeId });
      const told = published ? [await domainEvents.raise(tx, episodePublished, published)] : [];
      return [changed, ...told, ...(await this.pings.raise(tx, feedId))];
    });
    // Rebuilt (and announced) before answering, so the publisher sees the change in the feed at once.
    await domainEvents.dispatch(eventIds);
  }

  /** The caller's episodes on one platform's feed, or on all of them without a platform. */
  async feedEpisodes(callerId: number, platformInput: unknown) {
    if (platformInput === null || platformInput === undefined || platformInput === '') {
      const rows = await findUserEpisodes(this.services.db, callerId);
      return rows.map(({ episode, platform, visibility }) => this.view(episode, platform, visibility));
    }
    const platform = parsePlatform(platformInput);
    const feed = await findShowPublishedTo(this.services.db, callerId, platform);
    if (!feed) return [];
    return (await findFeedEpisodes(this.services.db, feed.id)).map((row) => this.view(row, platform, feed.visibility));
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

  /** A private show's episodes have no public page or player (they answer 404), so neither is given. */
  view(row: EpisodeRow, platform: string, visibility: ShowVisibility) {
    const { publicUrl } = this.services.config;
    const isPublic = visibility === 'public';
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
      published: row.unpublishedAt === null,
      pageUrl: isPublic ? absoluteUrl(publicUrl, publicPaths.episode(row.id)) : null,
      embedCode: isPublic ? embedIframe(absoluteUrl(publicUrl, publicPaths.embed(row.id)), row.title) : null,
      ...releaseOf(row),
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
    const extensions = ['mp3', 'vtt', 'txt', 'json'] as const;
    await Promise.all(
      extensions.map((ext) =>
        this.services.storage.delete(feedKeys.episodeFile(feedId, guid, revision, ext)).catch(() => {}),
      ),
    );
  }

  /**
   * The episode's own copy of the audio (with its chapters as ID3 CHAP frames), its transcripts and its JSON
   * chapters, under a new revision.
   */
  private async publishFiles(feedId: string, guid: string, podcast: PodcastRow, sourceKey: string, title: string) {
    const { storage, config } = this.services;
    const revision = newRevision();
    const audioPath = feedKeys.episodeFile(feedId, guid, revision, 'mp3');
    const ffprobe = resolveFfmpeg({ ffmpegPath: config.ffmpegPath }).ffprobe;
    const seconds = await probeDurationSeconds(ffprobe, await storage.localPath(sourceKey));
    const chapters = await renderChapters(storage, sourceKey, podcast, title);
    const tag = id3ChapterTag({ title, durationSeconds: seconds, chapters });
    const audioBytes = await copyMp3WithTag(storage, sourceKey, audioPath, tag);
    const transcript = await transcriptOf({
      transcript: podcast.transcript,
      durationSeconds: seconds,
      settings: podcast.settings,
      audioKey: sourceKey,
      storage,
    });
    const writes = [
      storage.put(feedKeys.episodeFile(feedId, guid, revision, 'json'), Buffer.from(chaptersJson(chapters)), {
        contentType: 'application/json+chapters',
      }),
    ];
    if (transcript) {
      writes.push(
        storage.put(feedKeys.episodeFile(feedId, guid, revision, 'vtt'), Buffer.from(transcript.vtt), {
          contentType: 'text/vtt; charset=utf-8',
        }),
        storage.put(feedKeys.episodeFile(feedId, guid, revision, 'txt'), Buffer.from(transcript.text), {
          contentType: 'text/plain; charset=utf-8',
        }),
      );
    }
    await Promise.all(writes);
    const speakers = speakersOf(parseTranscript(podcast.transcript));
    return {
      revision,
      audioPath,
      audioBytes,
      durationSeconds: Math.max(1, Math.round(seconds)),
      sourceAudioPath: sourceKey,
      transcriptLanguage: transcript ? podcast.language.toLowerCase() : null,
      chapters,
      persons: speakers.map((name, i) => ({ name, role: i === 0 ? ('host' as const) : ('guest' as const) })),
    };
  }
}

/** SCHEDULED until the release sweep puts the episode out, with its release time (ISO 8601, UTC). */
function releaseOf(row: EpisodeRow) {
  return {
    status: row.scheduledAt ? ('SCHEDULED' as const) : ('PUBLISHED' as const),
    publishAt: (row.scheduledAt ?? row.pubDate).toISOString(),
  };
}

/**
 * The schedule columns of a publish: a release time holds the episode back until then (its pubDate is that time);
 * publishing now an episode that was scheduled puts it out with today's date.
 */
function scheduleOf(publishAt: Date | null, existing: EpisodeRow | null, nowMs: number): Partial<NewEpisode> {
  if (publishAt) return { scheduledAt: publishAt, pubDate: publishAt };
  if (existing?.scheduledAt) return { scheduledAt: null, pubDate: new Date(nowMs) };
  return {};
}

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/**
 * The chapters of the render the source audio came from: its manifest's, else the podcast's when that render is
 * the current one, else one chapter (audio rendered before chapters were recorded).
 */
async function renderChapters(
  storage: AppServices['storage'],
  sourceKey: string,
  podcast: PodcastRow,
  title: string,
): Promise<EpisodeChapter[]> {
  const manifestKey = sourceKey.replace(/\.mp3$/, '.json');
  if (manifestKey !== sourceKey && (await storage.stat(manifestKey))) {
    try {
      const manifest = JSON.parse((await storage.read(manifestKey)).toString('utf8')) as { chapters?: unknown };
      const parsed = episodeChapters.safeParse(manifest.chapters);
      if (parsed.success && parsed.data.length) return parsed.data;
    } catch {
      // An unreadable manifest: fall through to the podcast's own record.
    }
  }
  if (podcast.storagePath === sourceKey && podcast.settings.chapters?.length) return podcast.settings.chapters;
  return [{ title, start: 0 }];
}
