import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import { voicesGraphQL } from './voices.graphql';
import { VoicesService } from './voices.service';

export { seedVoices } from './voices.seed';
export {
  type ResolvedVoice,
  VOICE_UNAVAILABLE_MESSAGE,
  type VoicesService,
} from './voices.service';

/** The voice catalogue: which voice a key means, its preview, and cloned voices. */
export function createVoicesModule(deps: {
  platform: Pick<AppServices, 'db' | 'storage' | 'synthesizer' | 'config'>;
}): AppModule<VoicesService> {
  const service = new VoicesService(deps.platform);
  return { name: 'voices', service, graphQL: voicesGraphQL(service) };
}
