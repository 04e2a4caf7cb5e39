import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import type { StorageGate } from '../music';
import type { PodcastsService } from '../podcasts';
import { type RunsService, runFinished } from '../runs';
import type { ArtworkOf } from './clip-job';
import { clipsGraphQL } from './clips.graphql';
import { ClipsService } from './clips.service';

export { type ArtworkOf, captionsOf } from './clip-job';
export { CLIP_MESSAGES, clipKey } from './clip-rules';
export { clipDeleted, clipReady } from './clips.events';
export * from './clips.schema';
export type { ClipsService, Soundbite } from './clips.service';

/**
 * Clips and audiograms: a span of a podcast's lines (or a suggested moment) rendered by the job queue as an MP4
 * with the show's artwork, a live waveform and burned-in captions; a soundbite clip joins the episode's feed item.
 */
export function createClipsModule(deps: {
  platform: AppServices;
  podcasts: PodcastsService;
  runs: RunsService;
  /** The plan's storage (music's quota), asked before a clip is queued and again under the lock that queues it. */
  storageGate: StorageGate;
  /** The stored artwork of the show a podcast was published on (publishing knows it), asked when a clip renders. */
  artwork: ArtworkOf;
}): AppModule<ClipsService> {
  const service = new ClipsService(deps.platform, deps.podcasts, deps.runs, deps.storageGate, deps.artwork);
  return {
    name: 'clips',
    service,
    graphQL: clipsGraphQL(service),
    jobs: (queue) => deps.runs.register(queue, service.clipJob),
    events: (events) =>
      events.on(runFinished, async ({ kind, outcome, refId, reason }) => {
        if (kind === 'clip' && outcome === 'failed') await service.runFailed(refId, reason);
      }),
  };
}
