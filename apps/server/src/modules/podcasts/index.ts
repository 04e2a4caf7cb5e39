import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import { podcastsGraphQL } from './podcasts.graphql';
import { PodcastsService } from './podcasts.service';

export type { NewPodcast, PodcastRow } from './podcasts.repository';
export { PODCAST_NOT_FOUND, type PodcastsService, podcastStoragePrefix } from './podcasts.service';

/** Podcasts: their scripts, their rendered audio's place, listing, editing and deleting them. */
export function createPodcastsModule(deps: {
  platform: Pick<AppServices, 'db' | 'storage' | 'log'>;
}): AppModule<PodcastsService> {
  const service = new PodcastsService(deps.platform);
  return { name: 'podcasts', service, graphQL: podcastsGraphQL(service) };
}
