import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import type { MusicService } from '../music';
import type { PodcastsService } from '../podcasts';
import type { RunsService } from '../runs';
import { editorGraphQL } from './editor.graphql';
import { EditorService } from './editor.service';

export * from './editor.schema';
export type { EditorService } from './editor.service';
export { EDITOR_MESSAGES, mixdownEta } from './editor-rules';

/** The audio editor (spec 001 §2): projects saved on the server and their mixdown into the podcast's audio. */
export function createEditorModule(deps: {
  platform: AppServices;
  podcasts: PodcastsService;
  music: MusicService;
  runs: RunsService;
}): AppModule<EditorService> {
  const service = new EditorService(deps.platform, deps.podcasts, deps.music, deps.runs);
  return {
    name: 'editor',
    service,
    graphQL: editorGraphQL(service),
    jobs: (queue) => deps.runs.register(queue, service.mixdownJob),
  };
}
