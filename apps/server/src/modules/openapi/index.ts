import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import { registerOpenApiRoutes } from './openapi.routes';

export { buildOpenApiDocument, openApiPath } from './openapi-document';
export { REST_ROUTES } from './rest-routes';

/** The OpenAPI 3.1 document of the REST routes, built from the zod schemas they validate with, and its page. */
export function createOpenApiModule(deps: { platform: Pick<AppServices, 'config'> }): AppModule<null> {
  return {
    name: 'openapi',
    service: null,
    routes: (app) => registerOpenApiRoutes(app, deps.platform.config.publicUrl),
  };
}
