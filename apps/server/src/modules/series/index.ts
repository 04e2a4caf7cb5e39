import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import type { AudioService } from '../audio';
import type { GenerationService } from '../generation';
import type { OptionsService } from '../options';
import type { PodcastsService } from '../podcasts';
import type { PublishingServices } from '../publishing';
import { type RunsService, runFinished } from '../runs';
import type { VoicesService } from '../voices';
import { PrivateAllowance } from '../webhooks';
import { seriesGraphQL } from './series.graphql';
import { SERIES_SWEEP_MS, seriesSweepJob } from './series.jobs';
import { SeriesService } from './series.service';
import { SeriesRunner } from './series-runner';

export { series, seriesRuns } from './series.schema';
export type { SeriesService } from './series.service';

/**
 * Recurring series: watched feeds and pages become episodes on a schedule. A run is a job (series.run); its script
 * and render are generation's and audio's jobs, followed through runs' run-finished events; a sweep starts due runs.
 */
export function createSeriesModule(deps: {
  platform: AppServices;
  /** The modules a run goes through, each used by its service. */
  modules: {
    generation: AppModule<GenerationService>;
    runs: AppModule<RunsService>;
    podcasts: AppModule<PodcastsService>;
    audio: AppModule<AudioService>;
    publishing: AppModule<PublishingServices>;
    options: AppModule<Pick<OptionsService, 'optionExists'>>;
    voices: AppModule<Pick<VoicesService, 'resolveVoice'>>;
  };
}): AppModule<SeriesService> {
  const { platform } = deps;
  const { shows, episodes } = deps.modules.publishing.service;
  const podcasts = deps.modules.podcasts.service;
  const runner = new SeriesRunner({
    platform,
    generation: deps.modules.generation.service,
    runs: deps.modules.runs.service,
    podcasts,
    audio: deps.modules.audio.service,
    shows,
    episodes,
    allowance: new PrivateAllowance(platform.config.fetchAllowPrivate),
  });
  const service = new SeriesService({
    platform,
    shows,
    options: deps.modules.options.service,
    voices: deps.modules.voices.service,
    podcasts,
    runner,
  });
  return {
    name: 'series',
    service,
    graphQL: seriesGraphQL(service),
    jobs: (queue) => {
      runner.registerJob(queue);
      queue.register(seriesSweepJob, async () => {
        await service.sweep();
      });
    },
    events: (events) => events.on(runFinished, (event) => runner.jobFinished(event)),
    background: () => {
      const enqueue = (reason: string) =>
        platform.queue
          .enqueue(seriesSweepJob, { reason })
          .catch((error) => platform.log.warn({ err: error }, 'the series sweep was not queued'));
      void enqueue('start');
      const timer = setInterval(() => void enqueue('sweep'), SERIES_SWEEP_MS);
      timer.unref();
      return async () => clearInterval(timer);
    },
  };
}
