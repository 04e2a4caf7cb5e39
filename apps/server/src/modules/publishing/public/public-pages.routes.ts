import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { tooManyRequests } from '../../../platform/http/errors';
import { playBeacon } from '../../analytics';
import { notFoundHtml } from './public-page-html';
import { publicPaths } from './public-page-model';
import type { PublicPagesService } from './public-pages.service';
import { PUBLIC_PLAYER_SCRIPT } from './public-player-script';

/** Beacons one address may send a minute (a player sends about three an episode). */
export const BEACONS_PER_MINUTE = 120;

const PAGE_CACHE_CONTROL = 'public, max-age=300';

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
/**
 * No Cross-Origin-Opener-Policy on public pages: they hold nothing of anyone's (no session, no personal data), are
 * meant to be opened from any site and podcast app, and `same-origin` makes the browser put the page in a new
 * browsing context group. On phones (no full site isolation) that is a fresh renderer process on every visit from
 * elsewhere, whose start-up lands on the page's main thread: Lighthouse's mobile run measured 100–390 ms of total
 * blocking time with it, 20–80 ms without. The app's own pages keep helmet's `same-origin`.
 */
const PAGE_HELMET = { helmet: { contentSecurityPolicy: { directives }, crossOriginOpenerPolicy: false } } as const;
const EMBED_HELMET = {
  helmet: {
    contentSecurityPolicy: { directives: { ...directives, frameAncestors: ['*'] } },
    crossOriginOpenerPolicy: false,
    frameguard: false,
  },
} as const;

/** A page, the gone page (410), or the not-found page (never cached) when there is none to show. */
const sendHtml = (reply: FastifyReply, answer: { status: 200 | 410; html: string } | null) => {
  const status = answer?.status ?? 404;
  return reply
    .code(status)
    .header('Cache-Control', status === 200 ? PAGE_CACHE_CONTROL : 'no-cache')
    .type('text/html; charset=utf-8')
    .send(answer?.html ?? notFoundHtml());
};

/**
 * The pages, their script and oEmbed are compressed for whoever accepts it (brotli, else gzip, `Vary:
 * Accept-Encoding`): a page of 20 episodes is about a sixth of its size in brotli. Nothing the pages receive is
 * decompressed.
 */
const COMPRESSION: FastifyCompressOptions = { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false };

/** GET /shows/{feedId}, /episodes/{id}, /embed/episodes/{id}, /oembed and /public/player.js, and the players' beacons. */
export async function registerPublicPages(app: FastifyInstance, pages: PublicPagesService): Promise<void> {
  registerPlayBeacons(app, pages);
  await app.register(async (scope) => {
    await scope.register(compress, COMPRESSION);
    registerPageRoutes(scope, pages);
  });
}

function registerPageRoutes(app: FastifyInstance, pages: PublicPagesService): void {
  app.get('/public/player.js', async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(PUBLIC_PLAYER_SCRIPT),
  );

  app.get<{ Params: { feedId: string }; Querystring: { page?: string } }>(
    '/shows/:feedId',
    PAGE_HELMET,
    async (request, reply) => {
      const answer = await pages.showPage(request.params.feedId, request.query.page);
      if (answer?.status === 301) return reply.code(301).header('Location', answer.location).send();
      return sendHtml(reply, answer);
    },
  );
  app.get<{ Params: { episodeId: string } }>('/episodes/:episodeId', PAGE_HELMET, async (request, reply) =>
    sendHtml(reply, await pages.episodePage(request.params.episodeId)),
  );
  app.get<{ Params: { episodeId: string } }>('/embed/episodes/:episodeId', EMBED_HELMET, async (request, reply) =>
    sendHtml(reply, await pages.embedPage(request.params.episodeId)),
  );

  app.get<{ Querystring: { url?: string; format?: string; maxwidth?: string; maxheight?: string } }>(
    publicPaths.oembed,
    async (request, reply) => {
      const { url = '', format = 'json', maxwidth, maxheight } = request.query;
      if (format !== 'json') return reply.code(501).send({ message: 'Only the json format is offered.' });
      const answer = await pages.oembed(url, { width: maxwidth, height: maxheight });
      if (!answer) return reply.code(404).send({ message: 'We could not find that episode.' });
      return reply.header('Cache-Control', PAGE_CACHE_CONTROL).send(answer);
    },
  );
}

/** sendBeacon posts text/plain: its body is JSON in a string, read here like any other. */
function beaconBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/**
 * POST /api/podloom/v1/plays: the players' beacons. No cookie is read or set; the listener is the salted hash of
 * address and user agent, as for downloads. Always 204 unless malformed.
 */
function registerPlayBeacons(app: FastifyInstance, pages: PublicPagesService): void {
  // A player sends a play, a heartbeat every 30 s and a completion: far below this from one address, while a
  // script inventing listeners (a new user agent a beacon) is held to it.
  const rateLimit = {
    max: BEACONS_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: () => tooManyRequests('Too many play reports from this address. Please slow down.'),
  };
  app.post(publicPaths.beacon, { bodyLimit: 1024, config: { rateLimit } }, async (request, reply) => {
    const parsed = playBeacon.safeParse(beaconBody(request.body));
    if (!parsed.success) return reply.code(400).send({ message: 'That play report could not be read.' });
    await pages.recordPlay(parsed.data, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
    return reply.code(204).send();
  });
}
