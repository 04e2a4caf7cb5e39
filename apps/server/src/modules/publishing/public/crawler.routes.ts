import type { FastifyInstance } from 'fastify';
import type { CrawlerService } from './crawler.service';

/** Sitemaps are public and cheap to cache for a while: feeds themselves are cached for five minutes. */
const CRAWLER_CACHE_CONTROL = 'public, max-age=3600';

/** GET /robots.txt and GET /sitemap.xml: without these, both would answer the web app's HTML. */
export function registerCrawlerRoutes(app: FastifyInstance, crawler: CrawlerService): void {
  app.get('/robots.txt', async (_request, reply) => {
    reply.header('Cache-Control', CRAWLER_CACHE_CONTROL).type('text/plain; charset=utf-8');
    return crawler.robots();
  });
  app.get('/sitemap.xml', async (_request, reply) => {
    const sitemap = await crawler.sitemap();
    reply.header('Cache-Control', CRAWLER_CACHE_CONTROL).type('application/xml; charset=utf-8');
    return sitemap;
  });
}
