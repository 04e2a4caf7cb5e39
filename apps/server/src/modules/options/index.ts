import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import type { VoicesService } from '../voices';
import { optionsGraphQL } from './options.graphql';
import { OptionsService } from './options.service';

export { SEED_LANGUAGES, seedOptions } from './options.seed';
export type { FeatureOptionView, OptionsService } from './options.service';

/** The catalogues of spec 000 §3 (languages, tones, durations…) and the popular topics. */
export function createOptionsModule(deps: {
  platform: Pick<AppServices, 'db'>;
  voices: Pick<VoicesService, 'voicesFor'>;
}): AppModule<OptionsService> {
  const service = new OptionsService(deps.platform, deps.voices);
  return { name: 'options', service, graphQL: optionsGraphQL(service) };
}
