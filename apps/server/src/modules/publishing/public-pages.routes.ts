import { PRODUCT } from '@podloom/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { tooManyRequests } from '../../platform/http/errors';
import { escapeMarkup } from '../../platform/http/escape-markup';
import type { AppServices } from '../../platform/services';
import { type PlayBeacons, playBeacon } from '../analytics';
import { coverUrlOf, enclosureUrlOf, episodeFileKey, feedUrlOf } from './feed-document';
import { absoluteUrl, feedPaths, UUID_PATTERN } from './feed-locations';
import {
  embedHtml,
  episodePageHtml,
  notFoundHtml,
  type PublicEpisode,
  type PublicShow,
  showPageHtml,
} from './public-page-html';
import { PUBLIC_PLAYER_SCRIPT } from './public-player-script';
import { type EpisodeRow, type FeedRow, findFeed, findFeedEpisodes, findPublicEpisode } from './publishing.repository';
import { parseVttCues } from './vtt-cues';

/** Beacons one address may send a minute (issue 13's players send about three an episode). */
export const BEACONS_PER_MINUTE = 120;

/** Where the public pages live (robots.txt allows /shows/ and /episodes/; the embed is not for indexing). */
export const publicPaths = {
  show: (feedId: string) => `/shows/${feedId}`,
  episode: (episodeId: number) => `/episodes/${episodeId}`,
  embed: (episodeId: number) => `/embed/episodes/${episodeId}`,
  oembed: '/oembed',
  beacon: '/api/podloom/v1/plays',
};

const PAGE_CACHE_CONTROL = 'public, max-age=300';
const EMBED_SIZE = { width: 480, height: 200 };

/**
 * The app's CSP with what public pages need: cover art from the creator's own host. The embed alone may be
 * framed by any site; every other page keeps `frame-ancestors 'none'` and X-Frame-Options.
 */
const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  mediaSrc: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};
const PAGE_HELMET = { helmet: { contentSecurityPolicy: { directives } } } as const;
const EMBED_HELMET = {
  helmet: {
    contentSecurityPolicy: { directives: { ...directives, frameAncestors: ['*'] } },
    frameguard: false,
  },
} as const;

export function publicShowOf(publicUrl: string, feed: FeedRow): PublicShow {
  return {
    title: feed.title,
    description: feed.description,
    author: feed.author,
    language: feed.language,
    pageUrl: absoluteUrl(publicUrl, publicPaths.show(feed.id)),
    feedUrl: feedUrlOf(publicUrl, feed.id),
    imageUrl: coverUrlOf(publicUrl, feed),
    website: feed.website,
    appleUrl: feed.appleUrl,
    spotifyUrl: feed.spotifyUrl,
    amazonUrl: feed.amazonUrl,
  };
}

export function publicEpisodeOf(publicUrl: string, row: EpisodeRow): PublicEpisode {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    pageUrl: absoluteUrl(publicUrl, publicPaths.episode(row.id)),
    embedUrl: absoluteUrl(publicUrl, publicPaths.embed(row.id)),
    enclosureUrl: enclosureUrlOf(publicUrl, row),
    enclosureLength: row.audioBytes,
    durationSeconds: row.durationSeconds,
    season: row.season,
    episodeNumber: row.episodeNumber,
    pubDate: row.pubDate,
    chapters: row.chapters,
    transcriptUrl: row.transcriptLanguage
      ? absoluteUrl(publicUrl, feedPaths.transcript(row.feedId, row.id, row.revision, 'vtt'))
      : null,
    transcriptLanguage: row.transcriptLanguage,
    persons: row.persons,
  };
}

const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
  reply
    .code(status)
    .header('Cache-Control', status === 200 ? PAGE_CACHE_CONTROL : 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html);

/** The episode id of a public page or embed URL of ours, or null. */
export function episodeIdOfUrl(publicUrl: string, url: string): number | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(publicUrl).origin) return null;
  const match = /^\/(?:embed\/)?episodes\/(\d{1,9})\/?$/.exec(parsed.pathname);
  return match ? Number(match[1]) : null;
}

/**
 * GET /shows/{feedId}, /episodes/{id}, /embed/episodes/{id}, /oembed and /public/player.js (issue 13): server-rendered
 * pages of published episodes only. A feed with no published episode is a draft, an unpublished episode is gone.
 */
export function registerPublicPages(
  app: FastifyInstance,
  services: Pick<AppServices, 'db' | 'config' | 'storage'>,
  plays: PlayBeacons,
) {
  const { publicUrl } = services.config;
  const beaconUrl = absoluteUrl(publicUrl, publicPaths.beacon);

  const withBeacon = (html: string, source: 'web' | 'embed') =>
    html.replace('<audio ', `<audio data-beacon="${beaconUrl}" data-source="${source}" `);

  const loadEpisode = async (raw: string) => {
    if (!/^\d{1,9}$/.test(raw)) return null;
    const found = await findPublicEpisode(services.db, Number(raw));
    if (!found) return null;
    return {
      row: found.episode,
      episode: publicEpisodeOf(publicUrl, found.episode),
      show: publicShowOf(publicUrl, found.feed),
    };
  };

  /**
   * POST /api/podloom/v1/plays: the players' beacons (sendBeacon sends text/plain). No cookie is read or set; the
   * listener is the salted hash of address and user agent, as for downloads. Always 204 unless malformed.
   */
  app.post(
    publicPaths.beacon,
    {
      bodyLimit: 1024,
      // A player sends a play, a heartbeat every 30 s and a completion: far below this from one address, while a
      // script inventing listeners (a new user agent a beacon) is held to it.
      config: {
        rateLimit: {
          max: BEACONS_PER_MINUTE,
          timeWindow: 60_000,
          errorResponseBuilder: () => tooManyRequests('Too many play reports from this address. Please slow down.'),
        },
      },
    },
    async (request, reply) => {
      let body: unknown = request.body;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          body = null;
        }
      }
      const parsed = playBeacon.safeParse(body);
      if (!parsed.success) return reply.code(400).send({ message: 'That play report could not be read.' });
      const found = await findPublicEpisode(services.db, parsed.data.episodeId);
      if (found) {
        await plays.record({
          beacon: parsed.data,
          durationSeconds: found.episode.durationSeconds,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        });
      }
      return reply.code(204).send();
    },
  );

  app.get('/public/player.js', async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(PUBLIC_PLAYER_SCRIPT),
  );

  app.get<{ Params: { feedId: string } }>('/shows/:feedId', PAGE_HELMET, async (request, reply) => {
    const { feedId } = request.params;
    const feed = UUID_PATTERN.test(feedId) ? await findFeed(services.db, feedId) : null;
    const rows = feed ? await findFeedEpisodes(services.db, feed.id) : [];
    if (!feed || rows.length === 0) return sendHtml(reply, notFoundHtml(), 404);
    const show = publicShowOf(publicUrl, feed);
    return sendHtml(
      reply,
      showPageHtml(
        show,
        rows.map((row) => publicEpisodeOf(publicUrl, row)),
      ),
    );
  });

  app.get<{ Params: { episodeId: string } }>('/episodes/:episodeId', PAGE_HELMET, async (request, reply) => {
    const found = await loadEpisode(request.params.episodeId);
    if (!found) return sendHtml(reply, notFoundHtml(), 404);
    let cues: ReturnType<typeof parseVttCues> = [];
    if (found.row.transcriptLanguage) {
      const key = episodeFileKey(found.row, found.row.revision, 'vtt');
      cues = parseVttCues((await services.storage.read(key).catch(() => Buffer.alloc(0))).toString('utf8'));
    }
    const oembed = `${absoluteUrl(publicUrl, publicPaths.oembed)}?url=${encodeURIComponent(found.episode.pageUrl)}&format=json`;
    return sendHtml(reply, withBeacon(episodePageHtml(found.episode, found.show, cues, oembed), 'web'));
  });

  app.get<{ Params: { episodeId: string } }>('/embed/episodes/:episodeId', EMBED_HELMET, async (request, reply) => {
    const found = await loadEpisode(request.params.episodeId);
    if (!found) return sendHtml(reply, notFoundHtml(), 404);
    return sendHtml(reply, withBeacon(embedHtml(found.episode, found.show), 'embed'));
  });

  /** oEmbed 1.0 (https://oembed.com §2.2): a `rich` answer whose html is the embed's iframe. */
  app.get<{ Querystring: { url?: string; format?: string; maxwidth?: string; maxheight?: string } }>(
    publicPaths.oembed,
    async (request, reply) => {
      const { url = '', format = 'json' } = request.query;
      if (format !== 'json') return reply.code(501).send({ message: 'Only the json format is offered.' });
      const id = episodeIdOfUrl(publicUrl, url);
      const found = id === null ? null : await loadEpisode(String(id));
      if (!found) return reply.code(404).send({ message: 'We could not find that episode.' });
      const maxWidth = Number(request.query.maxwidth) || Number.POSITIVE_INFINITY;
      const maxHeight = Number(request.query.maxheight) || Number.POSITIVE_INFINITY;
      const width = Math.max(200, Math.min(EMBED_SIZE.width, Math.floor(maxWidth)));
      const height = Math.max(120, Math.min(EMBED_SIZE.height, Math.floor(maxHeight)));
      const title = `${found.episode.title} · ${found.show.title}`;
      const html = `<iframe src="${found.episode.embedUrl}" width="${width}" height="${height}" title="${escapeMarkup(title)}" frameborder="0" loading="lazy" allow="autoplay"></iframe>`;
      return reply.header('Cache-Control', PAGE_CACHE_CONTROL).send({
        version: '1.0',
        type: 'rich',
        provider_name: PRODUCT.name,
        provider_url: publicUrl,
        title,
        author_name: found.show.author,
        author_url: found.show.pageUrl,
        html,
        width,
        height,
        thumbnail_url: found.show.imageUrl,
        cache_age: 300,
      });
    },
  );
}
