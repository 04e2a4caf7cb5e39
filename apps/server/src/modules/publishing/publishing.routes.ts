import { pipeline, Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, tooManyRequests } from '../../platform/http/errors';
import type { AppServices } from '../../platform/services';
import { serveStoredFile } from '../../providers/storage/file-routes';
import type { FileStorage } from '../../providers/storage/storage';
import { isRangeProbe, listenerAddress } from '../analytics';
import { ensureCoverThumbnail } from './cover-art';
import type { RenderedFeed } from './feed-cache';
import { episodeFileKey } from './feed-document';
import { type EpisodeFileExtension, feedKeys, REVISION_PATTERN, UUID_PATTERN } from './feed-locations';
import type { PrivateFeedsService } from './private/private-feeds.service';
import type { EpisodeRow } from './publishing.repository';
import type { PublishingRuntime } from './publishing-runtime';
import { FEED_GONE, retiredFeedAnswer } from './retired-feeds';
import { isRetiredEpisode } from './shows.repository';

const FEED_NOT_FOUND = 'We could not find that feed.';
const EPISODE_NOT_FOUND = 'We could not find that episode.';
const EPISODE_GONE = 'This episode was deleted with its show: it is gone for good.';
/** Podcast apps poll feeds; a few minutes of caching is what hosts commonly allow. */
const FEED_CACHE_CONTROL = 'public, max-age=300';
/** Enclosure bytes never change, but shared caches would hide downloads from the counter. */
const ENCLOSURE_CACHE_CONTROL = 'private, max-age=86400, no-transform';
/** A listener's personal feed: theirs alone, and checked at every fetch. */
const PRIVATE_FEED_CACHE_CONTROL = 'private, no-cache';
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const ENCLOSURE_RATE_MESSAGE =
  'Too many episode downloads from this address. Please wait a minute and try again.';

/**
 * Episode file requests (audio, transcript, chapters) one address (an IPv6 /64) may make a minute
 * (ENCLOSURE_REQUESTS_PER_MINUTE, 120 by default). A podcast app reads an episode in a few ranges and a household
 * shares one address; a script replaying ranges to invent plays, or to fill the database with rows, is held to it.
 */
function enclosureRateLimit(perMinute: number) {
  if (perMinute === 0) return false as const;
  return {
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `enclosure:${listenerAddress(request.ip)}`,
    errorResponseBuilder: () => tooManyRequests(ENCLOSURE_RATE_MESSAGE),
  };
}

/**
 * Feeds, enclosures and covers are public resources that web players and directories on other origins load,
 * so the app's helmet defaults (Cross-Origin-Resource-Policy: same-origin, an HTML CSP) would break them:
 * these routes skip helmet and say what applies to them.
 */
const PUBLIC_RESOURCE = { helmet: false } as const;
function publicResourceHeaders(reply: FastifyReply): void {
  reply
    .header('Access-Control-Allow-Origin', '*')
    .header('Cross-Origin-Resource-Policy', 'cross-origin')
    .header('X-Content-Type-Options', 'nosniff');
}

/**
 * GET /feeds/{feedId}.xml, GET|HEAD /feeds/{feedId}/episodes/{episodeId}/{revision}.mp3 (and .vtt, .txt, .json chapters),
 * GET|HEAD /feeds/{feedId}/cover/{name}.jpg (DESIGN §4 "Files and feeds") and its thumbnails {name}-{size}.webp (the
 * public pages'). All public: podcast apps fetch them.
 */
export async function registerPublishingRoutes(
  app: FastifyInstance,
  services: AppServices,
  runtime: PublishingRuntime,
  privateFeeds: PrivateFeedsService,
): Promise<void> {
  // onClose hooks run last-registered first: this one writes pending downloads before the database closes.
  app.addHook('onClose', async () => {
    await runtime.downloads.flush();
  });

  app.get<{ Params: { file: string } }>('/feeds/:file', PUBLIC_RESOURCE, async (request, reply) => {
    publicResourceHeaders(reply);
    const feedId = /^(.+)\.xml$/.exec(request.params.file)?.[1];
    const feed = feedId && UUID_PATTERN.test(feedId) ? await runtime.feeds.get(feedId) : null;
    if (feed) return sendFeed(request, reply, feed);
    const retired = feedId ? await retiredFeedAnswer(services, feedId) : null;
    if (!retired) throw notFound(FEED_NOT_FOUND);
    if (retired.status === 410)
      return reply.code(410).header('Cache-Control', FEED_CACHE_CONTROL).send({ message: FEED_GONE });
    return reply
      .code(301)
      .header('Location', retired.feedUrl)
      .header('Cache-Control', FEED_CACHE_CONTROL)
      .header('Content-Type', 'application/rss+xml; charset=utf-8')
      .send(retired.body);
  });

  app.get<{ Params: { file: string } }>('/feeds/private/:file', PUBLIC_RESOURCE, async (request, reply) => {
    publicResourceHeaders(reply);
    const token = /^(.+)\.xml$/.exec(request.params.file)?.[1] ?? '';
    const answer = await privateFeeds.personalFeed(token);
    // Personal: no shared cache may keep it, and a revocation must hold at the next fetch.
    reply.header('Cache-Control', PRIVATE_FEED_CACHE_CONTROL);
    if (answer.status === 200) return sendFeed(request, reply, answer.feed, PRIVATE_FEED_CACHE_CONTROL);
    if (answer.status === 301) return reply.code(301).header('Location', answer.location).send();
    return reply.code(answer.status).send({ message: answer.message });
  });

  app.route<{
    Params: { feedId: string; episodeId: string; file: string };
    Querystring: { listener?: string; sig?: string };
  }>({
    method: ['GET', 'HEAD'],
    url: '/feeds/:feedId/episodes/:episodeId/:file',
    ...PUBLIC_RESOURCE,
    config: { rateLimit: enclosureRateLimit(services.config.enclosureRequestsPerMinute) },
    handler: async (request, reply) => {
      publicResourceHeaders(reply);
      const { feedId, episodeId, file } = request.params;
      const [, revision, extension] = /^(.+)\.(mp3|vtt|txt|json)$/.exec(file) ?? [];
      const id = Number(episodeId);
      if (!revision || !extension || !REVISION_PATTERN.test(revision) || !Number.isSafeInteger(id)) {
        throw notFound(EPISODE_NOT_FOUND);
      }
      const served = await runtime.episodes.get(id, feedId);
      if (!served && (await isRetiredEpisode(services.db, id))) {
        return reply.code(410).header('Cache-Control', FEED_CACHE_CONTROL).send({ message: EPISODE_GONE });
      }
      if (!served) throw notFound(EPISODE_NOT_FOUND);
      const episode = served.row;
      // A private show's files are served only on a link signed for one of its listeners.
      const listenerId = served.isPrivate
        ? await privateFeeds.checkFileAccess(episode.feedId, `/feeds/${feedId}/episodes/${id}/${file}`, request.query)
        : null;
      const key = episodeFileKey(episode, revision, extension as EpisodeFileExtension);
      if (extension !== 'mp3') {
        const cacheControl = listenerId ? ENCLOSURE_CACHE_CONTROL : FEED_CACHE_CONTROL;
        return serveStoredFile(request, reply, { storage: services.storage, key, cacheControl });
      }
      // IAB v2.2: only GET counts, and a bytes=0-1 probe is not listening.
      const counts = request.method === 'GET' && !isRangeProbe(request.headers.range);
      const onDelivered = listenerId ? () => privateFeeds.noteDownload(listenerId, episode.id) : undefined;
      const storage = counts
        ? countDelivery(services.storage, request, reply, { episode, revision, runtime, onDelivered })
        : services.storage;
      return serveStoredFile(request, reply, { storage, key, cacheControl: ENCLOSURE_CACHE_CONTROL });
    },
  });

  app.route<{ Params: { feedId: string; file: string } }>({
    method: ['GET', 'HEAD'],
    url: '/feeds/:feedId/cover/:file',
    ...PUBLIC_RESOURCE,
    handler: async (request, reply) => {
      publicResourceHeaders(reply);
      const { feedId, file } = request.params;
      const cover = /^[0-9a-f]{16}\.jpg$/.test(file);
      if (!UUID_PATTERN.test(feedId) || !(cover || file.endsWith('.webp'))) throw notFound(FEED_NOT_FOUND);
      if (!cover && !(await ensureCoverThumbnail(services.storage, feedId, file))) throw notFound(FEED_NOT_FOUND);
      return serveStoredFile(request, reply, {
        storage: services.storage,
        key: feedKeys.cover(feedId, file),
        cacheControl: IMMUTABLE_CACHE_CONTROL,
      });
    },
  });
}

function sendFeed(request: FastifyRequest, reply: FastifyReply, feed: RenderedFeed, cacheControl = FEED_CACHE_CONTROL) {
  const gzip = acceptsGzip(request.headers['accept-encoding']);
  reply
    .header('Content-Type', 'application/rss+xml; charset=utf-8')
    .header('Cache-Control', cacheControl)
    .header('Vary', 'Accept-Encoding')
    .header('Last-Modified', feed.lastModifiedHeader)
    .header('ETag', gzip ? feed.gzipEtag : feed.etag);
  if (notModified(request, [feed.etag, feed.gzipEtag], feed.lastModified)) return reply.code(304).send();
  if (gzip) reply.header('Content-Encoding', 'gzip');
  return reply.send(gzip ? feed.gzip : feed.body);
}

/** `gzip` listed without `q=0` (RFC 9110 §12.5.3). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2); either encoding's tag matches. */
function notModified(request: FastifyRequest, etags: string[], modified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || etags.includes(tag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) <= Math.floor(since / 1000);
}

/**
 * Storage whose streams count the bytes that go out; once the response is over, what was delivered is
 * handed to the download counter, which writes it later: the bytes never wait for the database.
 */
function countDelivery(
  storage: FileStorage,
  request: FastifyRequest,
  reply: FastifyReply,
  delivery: {
    episode: EpisodeRow;
    revision: string;
    runtime: PublishingRuntime;
    /** Also told of a delivery (a private show's listener's count). */
    onDelivered?: () => void;
  },
): FileStorage {
  const { episode, revision, runtime } = delivery;
  // Read now: once the connection has closed, the socket no longer knows the client's address.
  const ip = request.ip;
  const userAgent = request.headers['user-agent'] ?? '';
  let size = 0;
  let start = -1;
  let delivered = 0;
  const counting = Object.create(storage) as FileStorage;
  counting.stat = async (key) => {
    const file = await storage.stat(key);
    size = file?.size ?? 0;
    return file;
  };
  counting.stream = async (key, range) => {
    const source = await storage.stream(key, range);
    start = range?.start ?? 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        delivered += chunk.length;
        done(null, chunk);
      },
    });
    pipeline(source, counter, () => {});
    return counter;
  };
  reply.raw.once('close', () => {
    if (start < 0 || delivered === 0) return;
    // An older revision keeps its own bytes; its duration follows from the same encoder's bitrate.
    const durationSeconds =
      revision === episode.revision ? episode.durationSeconds : (size * episode.durationSeconds) / episode.audioBytes;
    runtime.downloads.note({
      episodeId: episode.id,
      ip,
      userAgent,
      spans: [[start, start + delivered - 1]],
      sizeBytes: size,
      durationSeconds,
    });
    delivery.onDelivered?.();
  });
  return counting;
}
