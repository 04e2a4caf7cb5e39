import { GRAPHQL_PATH } from '@podloom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { AppError, GENERIC_ERROR_MESSAGE } from '../http/errors';
import { serializeLogArguments } from '../http/log-serializers';
import type { AppServices } from '../services';
import type { GraphQLContext, GraphQLModule } from './context';
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

/** Refusals keep their sentence; anything unexpected is logged and masked (DESIGN §4). */
function maskError(error: unknown, services: AppServices): GraphQLError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof AppError) {
    return new GraphQLError(original.message, { extensions: { code: original.code ?? 'BAD_REQUEST' } });
  }
  if (error instanceof GraphQLError && !error.originalError) return error;
  services.log.error({ err: original }, 'graphql resolver failed');
  return new GraphQLError(GENERIC_ERROR_MESSAGE, { extensions: { code: 'INTERNAL' } });
}

export async function registerGraphQL(
  app: FastifyInstance,
  services: AppServices,
  modules: GraphQLModule[],
): Promise<void> {
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }, GraphQLContext>({
    schema: buildSchema(modules),
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: !services.config.isProduction,
    logging: {
      debug: (...args) => app.log.debug(serializeLogArguments(args)),
      info: (...args) => app.log.info(serializeLogArguments(args)),
      warn: (...args) => app.log.warn(serializeLogArguments(args)),
      error: (...args) => app.log.error(serializeLogArguments(args)),
    },
    plugins: [safeTextPlugin()],
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
    scope.addContentTypeParser('multipart/form-data', {}, (_req, _payload, done) => done(null));
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
