import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import type { OptionsService } from '../options';
import { type PodcastsService, podcastDeleted } from '../podcasts';
import { generationGraphQL } from './generation.graphql';
import { scriptJob } from './generation.jobs';
import { registerGenerationRoutes } from './generation.routes';
import { GenerationService } from './generation.service';

export { jobChannel, jobPayload } from './generation.jobs';
export type { GenerationJobRow } from './generation.repository';
export {
  assertSameUser,
  type GenerationService,
  JOB_NOT_FOUND,
  JobCancelledError,
  type JobRun,
  MAX_ACTIVE_JOBS,
  PODCAST_DELETED_REASON,
  type StartedJob,
} from './generation.service';
export {
  type AudioJobPayload,
  audioJobPayload,
  type JobKind,
  type MixdownJobPayload,
  mixdownJobPayload,
  readJobColumn,
  type StoredProgress,
} from './job-payloads';
export { extractSourceText, SOURCE_MESSAGES } from './sources/extract-source-text';

/** Script generation (spec 000 §4): the jobs, their per-user limit, their progress stream and source material. */
export function createGenerationModule(deps: {
  platform: AppServices;
  podcasts: PodcastsService;
  options: Pick<OptionsService, 'optionExists'>;
}): AppModule<GenerationService> {
  const service = new GenerationService(deps.platform, deps.podcasts, deps.options);
  return {
    name: 'generation',
    service,
    graphQL: generationGraphQL(service, deps.podcasts),
    routes: (app) => registerGenerationRoutes(app, deps.platform, service),
    jobs: (queue) =>
      queue.register(scriptJob, ({ refId }, ctx) => service.runScriptJob(refId, ctx), {
        abandoned: ({ refId }, reason) => service.abandon(refId, reason, 'failed'),
      }),
    // Deleting a podcast stops its jobs wherever they run (issue 14).
    events: (events) => events.on(podcastDeleted, ({ podcastId }) => service.cancelPodcastJobs(podcastId)),
    background: () => {
      const listening = service.listenForCancellations();
      return async () => {
        await (await listening)();
      };
    },
  };
}
