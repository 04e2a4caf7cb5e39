import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import { registerPersonaliseRoutes } from './personalise.routes';
import { type ExtractText, PersonaliseService } from './personalise.service';

export * from './personalise.schema';
export { groundingMaterial, type PersonaliseService } from './personalise.service';

/** Personalise (spec 001 §2): autosaved answers, the guest info pack, and the guest's uploads. */
export function createPersonaliseModule(deps: {
  platform: AppServices;
  extractText: ExtractText;
}): AppModule<PersonaliseService> {
  const service = new PersonaliseService(deps.platform, deps.extractText);
  return {
    name: 'personalise',
    service,
    routes: (app) => registerPersonaliseRoutes(app, service),
  };
}
