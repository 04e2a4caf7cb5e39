import { GRAPHQL_PATH } from '@podloom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { GENERIC_ERROR_MESSAGE } from '../http/errors';
import { serializeLogArguments } from '../http/log-serializers';
import { refusalOf } from '../http/provider-errors';
import type { AppServices } from '../services';
import type { GraphQLContext, GraphQLModule } from './context';
import { graphQLLimitPlugins, LIMIT_MESSAGES, limitRefusal } from './limits';
import { type OperationGuard, operationGuardPlugin } from './operation-guard';
import { safeTextPlugin } from './safe-text-plugin';

const BASE_TYPE_DEFS = /* GraphQL */ `
  scalar File
  type Query {
    "Answers true while the API is up."
    health: Boolean!
  }
  type Mutation {
    _noop: Boolean
  }
`;

/** Largest multipart GraphQL request (a 5 MB screenshot plus the form). */
const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;

export function buildSchema(modules: GraphQLModule[]): GraphQLSchema {
  return createSchema<GraphQLContext>({
    typeDefs: [BASE_TYPE_DEFS, ...modules.map((m) => m.typeDefs).filter(Boolean)],
    resolvers: [{ Query: { health: () => true } }, ...modules.map((m) => m.resolvers)],
  });
}

/** An error maskError sees and logs itself (a GraphQL error, or a document too deep to parse). */
function isRequestError(value: unknown): boolean {
  return value instanceof GraphQLError || (value instanceof RangeError && /call stack/i.test(value.message));
}

/**
 * Refusals keep their sentence and are logged at info (they are the caller's mistake, not ours); anything unexpected
 * is logged at error and masked (DESIGN §4).
 */
function maskError(error: unknown, services: AppServices): GraphQLError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  const refusal = refusalOf(original);
  if (refusal) {
    services.log.info({ code: refusal.code, message: refusal.message }, 'graphql request refused');
    return new GraphQLError(refusal.message, { extensions: { code: refusal.code ?? 'BAD_REQUEST' } });
  }
  // A literal nested thousands deep overflows graphql-js's recursive parser before any limit can count it.
  if (isRequestError(original) && original instanceof RangeError) {
    services.log.info('graphql request refused: nested too deeply to parse');
    return new GraphQLError(LIMIT_MESSAGES.depth, { extensions: { code: 'REQUEST_LIMIT' } });
  }
  if (error instanceof GraphQLError && !error.originalError) {
    const refusal = limitRefusal(error) ?? error;
    services.log.info({ message: refusal.message }, 'graphql request refused');
    return refusal;
  }
  services.log.error({ err: original }, 'graphql resolver failed');
  return new GraphQLError(GENERIC_ERROR_MESSAGE, { extensions: { code: 'INTERNAL' } });
}

export async function registerGraphQL(
  app: FastifyInstance,
  services: AppServices,
  modules: GraphQLModule[],
  guard?: OperationGuard,
): Promise<void> {
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }, GraphQLContext>({
    schema: buildSchema(modules),
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: !services.config.isProduction,
    plugins: [
      ...graphQLLimitPlugins({ production: services.config.isProduction }),
      safeTextPlugin(),
      ...(guard ? [operationGuardPlugin(guard)] : []),
    ],
    // Only the app's own origin may call with credentials; yoga's default reflects any Origin.
    cors: { origin: [services.config.publicUrl], credentials: true },
    logging: {
      debug: (...args) => app.log.debug(serializeLogArguments(args)),
      info: (...args) => app.log.info(serializeLogArguments(args)),
      warn: (...args) => app.log.warn(serializeLogArguments(args)),
      // Yoga reports the errors a request met here, refusals included; maskError has logged those at their level.
      error: (...args) =>
        args.every(isRequestError)
          ? app.log.debug(serializeLogArguments(args))
          : app.log.error(serializeLogArguments(args)),
    },
    maskedErrors: { maskError: (error) => maskError(error, services) },
    context: ({ req }) => ({
      services,
      user: req.user,
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? '',
      requestId: req.id,
    }),
  });

  // Encapsulated: yoga reads multipart bodies (file uploads) itself, other routes use @fastify/multipart.
  await app.register(async (scope) => {
    // Read here so the bytes are counted as they stream (a chunked body has no content-length to check up front);
    // past the limit Fastify stops reading and answers 413. Yoga then parses the buffered body.
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.route({
      url: GRAPHQL_PATH,
      method: ['GET', 'POST', 'OPTIONS'],
      handler: async (req, reply) => {
        const length = Number(req.headers['content-length'] ?? 0);
        if (length > MAX_UPLOAD_BYTES) {
          return reply.status(413).send({ message: 'The request is too large.' });
        }
        const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
        response.headers.forEach((value, key) => {
          if (key.toLowerCase() !== 'content-length') reply.header(key, value);
        });
        // GraphiQL is a development tool with inline scripts; the app itself keeps the strict CSP.
        if (req.method === 'GET' && response.headers.get('content-type')?.includes('text/html')) {
          reply.removeHeader('content-security-policy');
        }
        reply.status(response.status);
        return reply.send(response.body);
      },
    });
  });
}
