import { API_BASE, type ApiTokenScope } from '@podloom/contract';
import { type AppError, forbidden } from '../../platform/http/errors';

/** What a token is refused with: the sentence names the scope it lacks, or says it is never a token's to do. */
export const TOKEN_REFUSALS = {
  read: 'This API token may not read: it needs the read scope.',
  write: 'This API token may not change anything: it needs the write scope.',
  publish: 'This API token may not publish: it needs the publish scope.',
  never: 'API tokens cannot do this; sign in to Podloom in the browser instead.',
} as const;

/**
 * What a token may never do, whatever its scopes: manage tokens, or anything of the account's sign-in (password,
 * e-mail, sessions) or payments.
 */
const NEVER_FIELDS = new Set(['apiTokens', 'createApiToken', 'revokeApiToken', 'cancelSubscription']);
const NEVER_PATH_PREFIXES = [`${API_BASE}/auth/`, '/payments/', `${API_BASE}/payments/`];
/**
 * Publishing an episode, or taking one off its feed; and a series' changes and runs, whose episodes may publish
 * themselves.
 */
const PUBLISH_FIELDS = new Set([
  'publishEpisode',
  'addEpisode',
  'unpublishEpisode',
  'createSeries',
  'updateSeries',
  'runSeries',
  'approveSeriesRun',
]);
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const GRAPHQL_PATH = `${API_BASE}/graphql`;

function refusal(reason: keyof typeof TOKEN_REFUSALS): AppError {
  return forbidden(TOKEN_REFUSALS[reason]);
}

function lacking(scopes: readonly string[], needed: ApiTokenScope): AppError | null {
  return scopes.includes(needed) ? null : refusal(needed);
}

/**
 * A REST request made with a token: reads need read, anything else write. GraphQL is judged per operation (below),
 * so its route only needs the token to be one.
 */
export function restRefusal(scopes: readonly string[], method: string, url: string): AppError | null {
  const path = url.split('?')[0] ?? url;
  if (NEVER_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return refusal('never');
  if (path === GRAPHQL_PATH) return null;
  return lacking(scopes, READ_METHODS.has(method.toUpperCase()) ? 'read' : 'write');
}

/** A GraphQL operation made with a token, by its type and the fields it selects at the top. */
export function graphQLRefusal(
  scopes: readonly string[],
  operation: 'query' | 'mutation' | 'subscription',
  fields: readonly string[],
): AppError | null {
  if (fields.some((field) => NEVER_FIELDS.has(field))) return refusal('never');
  if (operation !== 'mutation') return lacking(scopes, 'read');
  for (const field of fields) {
    const refused = lacking(scopes, PUBLISH_FIELDS.has(field) ? 'publish' : 'write');
    if (refused) return refused;
  }
  return null;
}
