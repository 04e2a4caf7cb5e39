import type { AppModule } from '../../platform/module';
import type { AppServices } from '../../platform/services';
import { apiTokensGraphQL } from './api-tokens.graphql';
import { ApiTokensService, type BearerAuthenticator } from './api-tokens.service';
import { graphQLRefusal, restRefusal } from './token-policy';

export { API_TOKEN_RATE_LIMIT, type ApiTokensService, type BearerAuthenticator } from './api-tokens.service';
export { TOKEN_REFUSALS } from './token-policy';

/**
 * Personal API tokens (plm_…): made and revoked by their owner in the browser, they authenticate REST, GraphQL and
 * streams with their scopes. The authenticator answers for every bearer token: API tokens here, the rest by the
 * browser sessions it is handed; the guards say what a token may not do.
 */
export function createApiTokensModule(deps: {
  platform: Pick<AppServices, 'db' | 'now' | 'rateLimits' | 'log'>;
  sessions: BearerAuthenticator;
}): AppModule<ApiTokensService> {
  const service = new ApiTokensService(deps.platform, deps.sessions);
  return { name: 'apiTokens', service, graphQL: apiTokensGraphQL(service) };
}

/** What a request or GraphQL operation made with an API token may not do; null for browser sessions. */
export const apiTokenGuards = {
  request: (user: { apiToken?: { scopes: readonly string[] } }, request: { method: string; url: string }) =>
    user.apiToken ? restRefusal(user.apiToken.scopes, request.method, request.url) : null,
  operation: (
    user: { apiToken?: { scopes: readonly string[] } },
    operation: { type: 'query' | 'mutation' | 'subscription'; fields: string[] },
  ) => (user.apiToken ? graphQLRefusal(user.apiToken.scopes, operation.type, operation.fields) : null),
};
