import type { GraphQLModule } from '../../platform/graphql/context';
import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import type { DownloadCounter, PlayBeacons } from '../analytics';
import { clipDeleted, clipReady } from '../clips';
import type { PodcastsService } from '../podcasts';
import { EpisodesService } from './episodes.service';
import type { SoundbiteSource } from './feed-document';
import { FeedPings, feedPingDue } from './feed-pings';
import { ListenerMailLimit } from './private/listener-mail-limit';
import { privateFeedsGraphQL } from './private/private-feeds.graphql';
import { PrivateFeedsService } from './private/private-feeds.service';
import { registerCrawlerRoutes } from './public/crawler.routes';
import { CrawlerService } from './public/crawler.service';
import { registerPublicPages } from './public/public-pages.routes';
import { PublicPagesService } from './public/public-pages.service';
import { episodeChanged } from './publishing.events';
import { publishingGraphQL } from './publishing.graphql';
import { findFeedsOfPodcast, findPodcastArtwork } from './publishing.repository';
import { registerPublishingRoutes } from './publishing.routes';
import { createPublishingRuntime, type PublishingRuntime } from './publishing-runtime';
import { RssFeedsService } from './rss-feeds.service';
import { ScheduledReleases } from './scheduled-releases';
import { showsGraphQL } from './shows.graphql';
import { ShowsService } from './shows.service';
import type { SourcesOfPodcast } from './source-notes';

export type { EpisodesService } from './episodes.service';
export type { SoundbiteSource } from './feed-document';
export { feedKeys } from './feed-locations';
export type { PrivateFeedsService } from './private/private-feeds.service';
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
  /** The stored cover of the show a podcast was last published on (a clip's artwork), or null. */
  artworkOf(podcastId: number): Promise<string | null>;
  /** Private shows' listeners and their personal feeds. */
  privateFeeds: PrivateFeedsService;
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
  /** The soundbites of podcasts' clips, for their episodes' feed items. */
  soundbites?: SoundbiteSource;
  /** The titles and addresses of a podcast's library sources, for the show notes. */
  sourcesOf?: SourcesOfPodcast;
}): AppModule<PublishingServices> {
  const { platform } = deps;
  const runtime = createPublishingRuntime(platform, deps.downloads, deps.soundbites);
  const pings = new FeedPings(platform);
  const shows = new ShowsService(platform, deps.podcasts, runtime, pings);
  const feeds = new RssFeedsService(platform, shows);
  const episodes = new EpisodesService(platform, deps.podcasts, pings, deps.sourcesOf);
  const crawler = new CrawlerService(platform);
  const pages = new PublicPagesService(platform, deps.plays);
  const releases = new ScheduledReleases(platform, pings);
  const privateFeeds = new PrivateFeedsService(
    platform,
    new ListenerMailLimit(platform.rateLimits, platform.log, 'listener-mail'),
  );
  return {
    name: 'publishing',
    service: {
      shows,
      feeds,
      episodes,
      runtime,
      releases,
      privateFeeds,
      artworkOf: (podcastId) => findPodcastArtwork(platform.db, podcastId),
    },
    graphQL: mergeGraphQL(
      mergeGraphQL(publishingGraphQL(feeds, episodes), showsGraphQL(shows, episodes)),
      privateFeedsGraphQL(privateFeeds),
    ),
    routes: async (app) => {
      registerCrawlerRoutes(app, crawler);
      await registerPublicPages(app, pages);
      await registerPublishingRoutes(app, platform, runtime, privateFeeds);
    },
    jobs: (queue) => releases.registerJob(queue),
    background: () => releases.startSweep(platform.queue),
    events: (events) => {
      events.on(episodeChanged, ({ feedId }) => runtime.feedChanged(feedId));
      events.on(feedPingDue, (ping) => pings.send(ping));
      // A soundbite clip made or deleted changes the feed items of its podcast's episodes.
      const soundbiteChanged = async ({ podcastId, soundbite }: { podcastId: number; soundbite: boolean }) => {
        if (!soundbite) return;
        for (const feedId of await findFeedsOfPodcast(platform.db, podcastId)) await runtime.feedChanged(feedId);
      };
      events.on(clipReady, soundbiteChanged);
      events.on(clipDeleted, soundbiteChanged);
    },
  };
}

/** Two schema parts of the module (the spec's per-platform operations, the shows they work on, private feeds). */
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
