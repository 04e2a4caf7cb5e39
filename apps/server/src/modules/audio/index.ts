import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import { sweepRenderFolders } from '../../providers/audio/render-folders';
import type { PodcastsService } from '../podcasts';
import type { RunsService } from '../runs';
import type { VoicesService } from '../voices';
import { audioGraphQL } from './audio.graphql';
import { registerAudioRoutes } from './audio.routes';
import { AudioService, type AudioStorageCheck, type RenderAllowance, type RenderStorageGate } from './audio.service';
import { startLineCacheSweeper } from './line-cache-sweep';
import type { MusicLibrary } from './music-choice';

export { renderFinished } from './audio.events';
export {
  type AudioService,
  type AudioStorageCheck,
  audioEta,
  EXPORT_IN_FLIGHT_MESSAGE,
  RENDER_BYTES_PER_SECOND,
  type RenderAllowance,
  type RenderStorageGate,
} from './audio.service';
export { jobRevision, newRevision, renderKeys } from './audio-keys';
export type { MusicLibrary } from './music-choice';
export { deleteRevision, nextRevisions, revisionFiles } from './revisions';

/** Audio (spec 000 §4–5): rendering a script with its voices, signed links to the result, and exports. */
export function createAudioModule(deps: {
  platform: AppServices;
  runs: RunsService;
  podcasts: PodcastsService;
  voices: VoicesService;
  /** Billing: the plan's minutes and voice tiers a render must fit. */
  allowance: RenderAllowance;
  /** The plan's storage (music's quota), asked before an export is kept... */
  storageCheck?: AudioStorageCheck;
  /** ...and before a render is queued, again under the lock that queues it. */
  storageGate?: RenderStorageGate;
  /** The music library: a render's intro, bed and outro are the caller's items. */
  music: MusicLibrary;
}): AppModule<AudioService> {
  const { platform } = deps;
  const service = new AudioService(
    platform,
    deps.runs,
    deps.podcasts,
    deps.voices,
    deps.allowance,
    { check: deps.storageCheck ?? (async () => {}), gate: deps.storageGate ?? (async () => async () => {}) },
    deps.music,
  );
  return {
    name: 'audio',
    service,
    graphQL: audioGraphQL(service),
    routes: (app) => registerAudioRoutes(app, service),
    jobs: (queue) => deps.runs.register(queue, service.renderJob),
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
