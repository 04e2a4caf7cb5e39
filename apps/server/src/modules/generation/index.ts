import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import type { OptionsService } from '../options';
import type { PodcastsService } from '../podcasts';
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
  type JobRun,
  MAX_ACTIVE_JOBS,
  type StartedJob,
} from './generation.service';
export {
  type AudioJobPayload,
  audioJobPayload,
  readJobColumn,
  type StoredProgress,
} from './job-payloads';

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
    jobs: (queue) => queue.register(scriptJob, ({ refId }, ctx) => service.runScriptJob(refId, ctx)),
  };
}
