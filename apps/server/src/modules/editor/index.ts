import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import type { GenerationService } from '../generation';
import type { MusicService } from '../music';
import type { PodcastsService } from '../podcasts';
import { editorGraphQL } from './editor.graphql';
import { mixdownJob } from './editor.jobs';
import { EditorService } from './editor.service';

export * from './editor.schema';
export { EDITOR_MESSAGES, type EditorService, mixdownEta } from './editor.service';

/** The audio editor (spec 001 §2): projects saved on the server and their mixdown into the podcast's audio. */
export function createEditorModule(deps: {
  platform: AppServices;
  podcasts: PodcastsService;
  music: MusicService;
  generation: GenerationService;
}): AppModule<EditorService> {
  const service = new EditorService(deps.platform, deps.podcasts, deps.music, deps.generation);
  return {
    name: 'editor',
    service,
    graphQL: editorGraphQL(service),
    jobs: (queue) =>
      queue.register(mixdownJob, ({ refId }, ctx) => service.runMixdownJob(refId, ctx), {
        // A mixdown whose process kept dying fails visibly; the podcast keeps the audio it had.
        abandoned: ({ refId }, reason) => deps.generation.abandon(refId, reason, 'ready'),
      }),
  };
}
