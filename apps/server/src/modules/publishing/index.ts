import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import type { DownloadCounter, PlayBeacons } from '../analytics';
import type { PodcastsService } from '../podcasts';
import { registerCrawlerRoutes } from './crawler-routes';
import { EpisodesService } from './episodes.service';
import { FeedPings, feedPingDue } from './feed-pings';
import { registerPublicPages } from './public-pages.routes';
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

/** Issue 6: RSS feeds, their episodes and enclosures; each delivery is counted by analytics. */
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
  return {
    name: 'publishing',
    service: { feeds, episodes, runtime },
    graphQL: publishingGraphQL(feeds, episodes),
    routes: async (app) => {
      registerCrawlerRoutes(app, platform);
      registerPublicPages(app, platform, deps.plays);
      await registerPublishingRoutes(app, platform, runtime);
    },
    events: (events) => {
      events.on(episodeChanged, ({ feedId }) => runtime.feedChanged(feedId));
      events.on(feedPingDue, (ping) => pings.send(ping));
    },
  };
}
