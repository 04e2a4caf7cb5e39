import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import { podcastDeleted } from './podcasts.events';
import { podcastsGraphQL } from './podcasts.graphql';
import { PodcastsService } from './podcasts.service';

export { audioLineTimings, type PodcastSettings } from './podcast-settings';
export { podcastDeleted } from './podcasts.events';
export type { NewPodcast, PodcastRow } from './podcasts.repository';
export {
  PODCAST_NOT_FOUND,
  type PodcastsService,
  podcastStoragePrefix,
  SCRIPT_LOCKED_WHILE_RENDERING,
} from './podcasts.service';
export { citationsOf as scriptCitationsOf } from './script-citations';

/** Podcasts: their scripts, their rendered audio's place, listing, editing and deleting them. */
export function createPodcastsModule(deps: {
  platform: Pick<AppServices, 'db' | 'storage' | 'log' | 'domainEvents'>;
}): AppModule<PodcastsService> {
  const service = new PodcastsService(deps.platform);
  return {
    name: 'podcasts',
    service,
    graphQL: podcastsGraphQL(service),
    events: (events) => events.on(podcastDeleted, ({ podcastId }) => service.removeFiles(podcastId)),
  };
}
