import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import type { DownloadCounter, PlayBeacons } from '../analytics';
import type { PodcastsService } from '../podcasts';
import { EpisodesService } from './episodes.service';
import { FeedPings, feedPingDue } from './feed-pings';
import { registerCrawlerRoutes } from './public/crawler.routes';
import { CrawlerService } from './public/crawler.service';
import { registerPublicPages } from './public/public-pages.routes';
import { PublicPagesService } from './public/public-pages.service';
import { episodeChanged } from './publishing.events';
import { publishingGraphQL } from './publishing.graphql';
import { registerPublishingRoutes } from './publishing.routes';
import { createPublishingRuntime, type PublishingRuntime } from './publishing-runtime';
import { RssFeedsService } from './rss-feeds.service';

export type { EpisodesService } from './episodes.service';
export { episodeChanged } from './publishing.events';
export type { PublishingRuntime } from './publishing-runtime';
export type { RssFeedsService } from './rss-feeds.service';

export interface PublishingServices {
  feeds: RssFeedsService;
  episodes: EpisodesService;
  runtime: PublishingRuntime;
}

/**
 * RSS feeds, their episodes and enclosures (each delivery is counted by analytics), and the public side anyone may
 * read without an account: show and episode pages, the embed, oEmbed, robots.txt and the sitemap.
 */
export function createPublishingModule(deps: {
  platform: AppServices;
  podcasts: PodcastsService;
  downloads: DownloadCounter;
  plays: PlayBeacons;
}): AppModule<PublishingServices> {
  const { platform } = deps;
  const runtime = createPublishingRuntime(platform, deps.downloads);
  const pings = new FeedPings(platform);
  const feeds = new RssFeedsService(platform, deps.podcasts, runtime, pings);
  const episodes = new EpisodesService(platform, deps.podcasts, pings);
  const crawler = new CrawlerService(platform);
  const pages = new PublicPagesService(platform, deps.plays);
  return {
    name: 'publishing',
    service: { feeds, episodes, runtime },
    graphQL: publishingGraphQL(feeds, episodes),
    routes: async (app) => {
      registerCrawlerRoutes(app, crawler);
      registerPublicPages(app, pages);
      await registerPublishingRoutes(app, platform, runtime);
    },
    events: (events) => {
      events.on(episodeChanged, ({ feedId }) => runtime.feedChanged(feedId));
      events.on(feedPingDue, (ping) => pings.send(ping));
    },
  };
}
