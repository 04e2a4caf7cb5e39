import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import { sweepRenderFolders } from '../../providers/audio/render-folders';
import type { GenerationService } from '../generation';
import type { PodcastsService } from '../podcasts';
import type { VoicesService } from '../voices';
import { audioGraphQL } from './audio.graphql';
import { audioJob } from './audio.jobs';
import { registerAudioRoutes } from './audio.routes';
import { AudioService } from './audio.service';
import { startLineCacheSweeper } from './line-cache-sweep';

export { renderFinished } from './audio.events';
export { type AudioService, audioEta } from './audio.service';
export { nextRevisions } from './revisions';

/** Audio (spec 000 §4–5): rendering a script with its voices, signed links to the result, and exports. */
export function createAudioModule(deps: {
  platform: AppServices;
  generation: GenerationService;
  podcasts: PodcastsService;
  voices: VoicesService;
}): AppModule<AudioService> {
  const { platform } = deps;
  const service = new AudioService(platform, deps.generation, deps.podcasts, deps.voices);
  return {
    name: 'audio',
    service,
    graphQL: audioGraphQL(service),
    routes: (app) => registerAudioRoutes(app, service),
    jobs: (queue) => queue.register(audioJob, ({ refId }, ctx) => service.runAudioJob(refId, ctx)),
    background: () => {
      // A process that runs jobs clears the scratch folders of renders that died with an earlier process.
      void sweepRenderFolders()
        .then((removed) => {
          if (removed.length) platform.log.info({ removed: removed.length }, 'old render folders removed');
        })
        .catch((error) => platform.log.warn({ err: error }, 'render folders not swept'));
      const sweeper = startLineCacheSweeper(platform.storage, platform.log);
      return () => sweeper.stop();
    },
  };
}
