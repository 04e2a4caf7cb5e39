import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import { type PodcastsService, podcastDeleted } from '../podcasts';
import { registerRunsRoutes } from './runs.routes';
import { RunsService } from './runs.service';

export type { FailedPodcastStatus, Run, RunHandler, RunKind, RunOutcome } from './run-kind';
export type { RunProgress } from './run-progress';
export { startRateMessage } from './run-rate';
export { runFinished } from './runs.events';
export { jobChannel, runDefinition } from './runs.jobs';
export type { RunRow } from './runs.repository';
export {
  assertSameUser,
  JOB_NOT_FOUND,
  JobCancelledError,
  type JobRun,
  type JobStart,
  MAX_ACTIVE_JOBS,
  PODCAST_DELETED_REASON,
  type RunsService,
} from './runs.service';

/**
 * Jobs of every kind (spec 000 §4): the job table, starting a job within the per-user limits, running it with its
 * kind's handler, its progress stream, and stopping a deleted podcast's runs. The kinds' owners (generation, audio,
 * editor) register their handlers here; runs knows none of them.
 */
export function createRunsModule(deps: { platform: AppServices; podcasts: PodcastsService }): AppModule<RunsService> {
  const service = new RunsService(deps.platform, deps.podcasts);
  return {
    name: 'runs',
    service,
    routes: (app) => registerRunsRoutes(app, deps.platform, service),
    // Deleting a podcast stops its jobs wherever they run.
    events: (events) => events.on(podcastDeleted, ({ podcastId }) => service.cancelPodcastJobs(podcastId)),
    background: () => {
      const listening = service.listenForCancellations();
      return async () => {
        await (await listening)();
      };
    },
  };
}
