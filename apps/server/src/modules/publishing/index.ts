import type { GraphQLModule } from '../../platform/graphql/context';
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
import { ScheduledReleases } from './scheduled-releases';
import { showsGraphQL } from './shows.graphql';
import { ShowsService } from './shows.service';
import type { SourcesOfPodcast } from './source-notes';

export type { EpisodesService } from './episodes.service';
export { feedKeys } from './feed-locations';
export { episodeChanged, episodePublished } from './publishing.events';
export type { PublishingRuntime } from './publishing-runtime';
export type { RssFeedsService } from './rss-feeds.service';
export type { ScheduledReleases } from './scheduled-releases';
export type { ShowsService } from './shows.service';
export type { NotedSource, SourcesOfPodcast } from './source-notes';

export interface PublishingServices {
  shows: ShowsService;
  feeds: RssFeedsService;
  episodes: EpisodesService;
  runtime: PublishingRuntime;
  releases: ScheduledReleases;
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
  /** The titles and addresses of a podcast's library sources, for the show notes. */
  sourcesOf?: SourcesOfPodcast;
}): AppModule<PublishingServices> {
  const { platform } = deps;
  const runtime = createPublishingRuntime(platform, deps.downloads);
  const pings = new FeedPings(platform);
  const shows = new ShowsService(platform, deps.podcasts, runtime, pings);
  const feeds = new RssFeedsService(platform, shows);
  const episodes = new EpisodesService(platform, deps.podcasts, pings, deps.sourcesOf);
  const crawler = new CrawlerService(platform);
  const pages = new PublicPagesService(platform, deps.plays);
  const releases = new ScheduledReleases(platform, pings);
  return {
    name: 'publishing',
    service: { shows, feeds, episodes, runtime, releases },
    graphQL: mergeGraphQL(publishingGraphQL(feeds, episodes), showsGraphQL(shows, episodes)),
    routes: async (app) => {
      registerCrawlerRoutes(app, crawler);
      registerPublicPages(app, pages);
      await registerPublishingRoutes(app, platform, runtime);
    },
    jobs: (queue) => releases.registerJob(queue),
    background: () => releases.startSweep(platform.queue),
    events: (events) => {
      events.on(episodeChanged, ({ feedId }) => runtime.feedChanged(feedId));
      events.on(feedPingDue, (ping) => pings.send(ping));
    },
  };
}

/** One module's two schema parts: the spec's per-platform operations and the shows they work on. */
function mergeGraphQL(a: GraphQLModule, b: GraphQLModule): GraphQLModule {
  return {
    typeDefs: `${a.typeDefs}\n${b.typeDefs}`,
    resolvers: {
      ...a.resolvers,
      ...b.resolvers,
      Query: { ...a.resolvers.Query, ...b.resolvers.Query },
      Mutation: { ...a.resolvers.Mutation, ...b.resolvers.Mutation },
    },
  };
}
