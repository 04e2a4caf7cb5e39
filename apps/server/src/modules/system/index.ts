import type { AppModule, PublicConfigPart } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import { registerSystemRoutes } from './system.routes';

/** Health, readiness and the public config, which gathers every other module's part. */
export function createSystemModule(deps: { platform: AppServices; publicConfig: PublicConfigPart[] }): AppModule<null> {
  return {
    name: 'system',
    service: null,
    routes: (app) => registerSystemRoutes(app, deps.platform, deps.publicConfig),
  };
}
