import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
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
    jobs: (queue) => queue.register(audioJob, ({ refId }, ctx) => service.runAudioJob(refId, ctx.signal)),
    background: () => {
      const sweeper = startLineCacheSweeper(platform.storage, platform.log);
      return () => sweeper.stop();
    },
  };
}
