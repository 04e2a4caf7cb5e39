import type { AppServices } from '../../../platform/services';
import { feedUrlOf } from '../feed-document';
import { absoluteUrl } from '../feed-locations';
import { findPublishedEpisodeIds, findPublishedFeeds } from '../publishing.repository';
import { PUBLIC_PAGES, robotsTxt, sitemapXml } from './crawler-documents';
import { publicPaths } from './public-page-model';

/** What search engines read: robots.txt, and a sitemap of the app's public pages and every published show. */
export class CrawlerService {
  constructor(private readonly services: Pick<AppServices, 'db' | 'config'>) {}

  robots(): string {
    return robotsTxt(this.services.config.publicUrl);
  }

  /** The app's public pages, then each published feed with its show page, then each published episode's page. */
  async sitemap(): Promise<string> {
    const { db, config } = this.services;
    const url = (path: string) => absoluteUrl(config.publicUrl, path);
    const pages = PUBLIC_PAGES.map((path) => ({ loc: url(path) }));
    const feeds = (await findPublishedFeeds(db)).flatMap(({ feedId, lastmod }) => [
      { loc: feedUrlOf(config.publicUrl, feedId), lastmod },
      { loc: url(publicPaths.show(feedId)), lastmod },
    ]);
    const episodes = (await findPublishedEpisodeIds(db)).map((e) => ({
      loc: url(publicPaths.episode(e.id)),
      lastmod: e.updatedAt,
    }));
    return sitemapXml([...pages, ...feeds, ...episodes]);
  }
}
