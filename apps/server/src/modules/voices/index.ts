import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import type { CloneAllowance, HeldSampleStore, SampleStorageCheck } from './clone/voice-cloner';
import { voicesGraphQL } from './voices.graphql';
import { registerVoiceRoutes } from './voices.routes';
import { VoicesService } from './voices.service';

export type { CloneAllowance } from './clone/voice-cloner';
export { clonePreviewText, voiceScript } from './clone/voice-script';
export { applyPronunciations, type PronunciationEntry, pronunciationInput } from './pronunciation/pronunciation-rules';
export { seedVoices } from './voices.seed';
export {
  type ResolvedVoice,
  renderTier,
  VOICE_UNAVAILABLE_MESSAGE,
  type VoicesService,
} from './voices.service';

/**
 * The voice catalogue: which voice a key means, its preview, and cloned voices. `cloneAllowance` is where billing
 * limits clones; without it every signed-in user may clone.
 */
export function createVoicesModule(deps: {
  platform: Pick<AppServices, 'db' | 'storage' | 'synthesizer' | 'config'>;
  cloneAllowance?: CloneAllowance;
  /** The plan's storage, asked before a clone's recording is kept (music's quota). */
  storageCheck?: SampleStorageCheck;
  /** The plan's storage, holding a clone's recording while it is stored (music's quota). */
  storeHeld?: HeldSampleStore;
}): AppModule<VoicesService> {
  const service = new VoicesService({
    ...deps.platform,
    cloneAllowance: deps.cloneAllowance,
    storageCheck: deps.storageCheck,
    storeHeld: deps.storeHeld,
  });
  return {
    name: 'voices',
    service,
    graphQL: voicesGraphQL(service),
    routes: (app) => registerVoiceRoutes(app, service),
  };
}
