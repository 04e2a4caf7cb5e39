import { isNull, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { escapeMarkup } from '../../platform/http/escape-markup';
import type { AppServices } from '../../platform/services';
import { absoluteUrl, feedPaths } from './feed-locations';
import { findPublishedEpisodeIds } from './publishing.repository';
import { episodes } from './publishing.schema';

/** The web app's public pages (spec 001 §2 "Public routes") that a search engine may list. */
export const PUBLIC_PAGES = ['/', '/pricing', '/terms-and-conditions', '/refunds-cancellations', '/help-support'];

/**
 * Path prefixes crawlers may read: feeds, and the public show and episode pages issue 13 puts under
 * /shows/ and /episodes/ (reserved here so that robots.txt need not change when they arrive).
 */
export const PUBLIC_PREFIXES = ['/feeds/', '/shows/', '/episodes/'];

/**
 * Everything a signed-in person sees (spec 001 §2 "Protected routes"), the sign-in pages and the API:
 * nothing a crawler should index, and the API would only answer it with refusals.
 */
export const PRIVATE_PATHS = [
  '/welcome-to-podloom-ai',
  '/create-podcast',
  '/create-new-podcast',
  '/MyProfile',
  '/analytics',
  '/audioedit',
  '/personlize',
  '/billingform',
  '/payment-status',
  '/payment-failure',
  '/managesubscription',
  '/login',
  '/signup',
  '/comapanysignup',
  '/confirm-signup',
  '/callback',
  '/api/',
  '/generate/',
  '/files/',
  '/payments/',
];

export function robotsTxt(publicUrl: string): string {
  const lines = ['User-agent: *'];
  for (const path of [...PUBLIC_PAGES.filter((p) => p !== '/'), ...PUBLIC_PREFIXES]) lines.push(`Allow: ${path}`);
  // "Allow: /$" keeps the landing page listable while the rules below close the private routes.
  lines.push('Allow: /$');
  for (const path of PRIVATE_PATHS) lines.push(`Disallow: ${path}`);
  lines.push('', `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`, '');
  return lines.join('\n');
}

export interface SitemapEntry {
  loc: string;
  lastmod?: Date;
}

/** A sitemaps.org 0.9 urlset; W3C datetime in UTC for lastmod. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ loc, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeMarkup(loc)}</loc>${modified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * A feed is published once it has an episode: a feed with none is a draft the creator is still filling in,
 * so it is never announced (its URL is an unguessable id until its owner hands it to a directory).
 */
export async function publishedFeeds(db: AppServices['db']): Promise<Array<{ feedId: string; lastmod: Date }>> {
  const rows = await db
    .select({ feedId: episodes.feedId, lastmod: max(episodes.updatedAt) })
    .from(episodes)
    .where(isNull(episodes.unpublishedAt))
    .groupBy(episodes.feedId)
    .orderBy(episodes.feedId);
  return rows.map((row) => ({ feedId: row.feedId, lastmod: row.lastmod ?? new Date(0) }));
}

/** Sitemaps are public and cheap to cache for a while: feeds themselves are cached for five minutes. */
const CRAWLER_CACHE_CONTROL = 'public, max-age=3600';

/** GET /robots.txt and GET /sitemap.xml (issue 13): before these, both answered the web app's HTML. */
export function registerCrawlerRoutes(app: FastifyInstance, services: Pick<AppServices, 'db' | 'config'>): void {
  const { publicUrl } = services.config;
  app.get('/robots.txt', async (_request, reply) => {
    reply.header('Cache-Control', CRAWLER_CACHE_CONTROL).type('text/plain; charset=utf-8');
    return robotsTxt(publicUrl);
  });
  app.get('/sitemap.xml', async (_request, reply) => {
    const pages = PUBLIC_PAGES.map((path) => ({ loc: absoluteUrl(publicUrl, path) }));
    const published = await publishedFeeds(services.db);
    const feeds = published.flatMap(({ feedId, lastmod }) => [
      { loc: absoluteUrl(publicUrl, feedPaths.feed(feedId)), lastmod },
      { loc: absoluteUrl(publicUrl, `/shows/${feedId}`), lastmod },
    ]);
    const episodePages = (await findPublishedEpisodeIds(services.db)).map((e) => ({
      loc: absoluteUrl(publicUrl, `/episodes/${e.id}`),
      lastmod: e.updatedAt,
    }));
    reply.header('Cache-Control', CRAWLER_CACHE_CONTROL).type('application/xml; charset=utf-8');
    return sitemapXml([...pages, ...feeds, ...episodePages]);
  });
}
