import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import type { ScriptWriter } from '../../providers/llm/writer';
import type { OptionsService } from '../options';
import type { PodcastsService } from '../podcasts';
import type { RunsService } from '../runs';
import { generationGraphQL } from './generation.graphql';
import { registerGenerationRoutes } from './generation.routes';
import { type EpisodeAllowance, GenerationService } from './generation.service';

export type { EpisodeAllowance, GenerationService } from './generation.service';
export { sources } from './library/sources.schema';
export { extractSourceText, SOURCE_MESSAGES } from './sources/extract-source-text';
export { type FetchPageOptions, fetchPublicPage } from './sources/fetch-public-page';
export { htmlToText } from './sources/html-to-text';
export { isPublicAddress } from './sources/public-address';

/** Script generation (spec 000 §4): the script job, its research, its source material and the browser's fallback. */
export function createGenerationModule(deps: {
  platform: AppServices;
  podcasts: PodcastsService;
  options: Pick<OptionsService, 'optionExists'>;
  runs: RunsService;
  /** The script writer (LLM_PROVIDER): the built-in one offline, a model otherwise. */
  writer: ScriptWriter;
  /** The plan's longest episode (billing); without it any listed length is written. */
  episodeAllowance?: EpisodeAllowance;
}): AppModule<GenerationService> {
  const service = new GenerationService(
    deps.platform,
    deps.podcasts,
    deps.options,
    deps.runs,
    deps.writer,
    {},
    deps.episodeAllowance ?? null,
  );
  return {
    name: 'generation',
    service,
    graphQL: generationGraphQL(service, deps.podcasts),
    routes: (app) => registerGenerationRoutes(app, service),
    jobs: (queue) => deps.runs.register(queue, service.scriptJob),
  };
}
