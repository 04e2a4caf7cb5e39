import { errorReply, PRODUCT } from '@podloom/contract';
import { z } from 'zod';
import { REST_ROUTES, type RestRoute } from './rest-routes';

/** `/feeds/:feedId/cover/:file` → `/feeds/{feedId}/cover/{file}`; a trailing `*` is the path it stands for. */
export function openApiPath(url: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = url
    .replace(/:(\w+)/g, (_match, name: string) => {
      params.push(name);
      return `{${name}}`;
    })
    .replace(/\*$/, () => {
      params.push('path');
      return '{path}';
    });
  return { path, params };
}

/** A schema as JSON Schema 2020-12 (what OpenAPI 3.1 speaks): a body as a client sends it, an answer as it comes. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return json;
}

/** The route's answer when it succeeds: its JSON's schema, no content, or the type it produces. */
function success(route: RestRoute) {
  if (route.response === 'empty') return { '204': { description: 'Done; nothing to answer.' } };
  const content = route.response
    ? { 'application/json': { schema: jsonSchema(route.response, 'output') } }
    : { [route.produces ?? 'application/json']: {} };
  return { [String(route.status ?? 200)]: { description: route.status === 201 ? 'Created.' : 'Done.', content } };
}

function operation(method: string, url: string, route: RestRoute) {
  const { params } = openApiPath(url);
  return {
    operationId: `${method.toLowerCase()}${url.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: route.summary,
    tags: [route.tag],
    ...(route.auth === 'bearer' ? { security: [{ bearer: [] }] } : {}),
    ...(params.length
      ? { parameters: params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })) }
      : {}),
    ...(route.body
      ? {
          requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } },
        }
      : {}),
    responses: {
      ...success(route),
      '4XX': {
        description: 'A refusal, with a sentence for people.',
        content: { 'application/json': { schema: jsonSchema(errorReply, 'output') } },
      },
    },
  };
}

/** OpenAPI 3.1 for every REST route, built from REST_ROUTES and the zod schemas the routes validate with. */
export function buildOpenApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, route] of Object.entries(REST_ROUTES)) {
    const [method = 'GET', url = '/'] = key.split(' ');
    const { path } = openApiPath(url);
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[method.toLowerCase()] = operation(method, url, route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT.name} API`,
      version: '1',
      description:
        'REST routes of Podloom. Most of the API is GraphQL (POST /api/podloom/v1/graphql, schema.graphql); jobs ' +
        'report on server-sent event streams. Send a session access token or a personal API token (plm_…) as a bearer token.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'A session access token or a plm_ API token.' },
      },
    },
    paths,
  };
}
