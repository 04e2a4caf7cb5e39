import type { FastifyInstance } from 'fastify';
import type { GraphQLModule } from '../../platform/graphql/context';
import type { AppServices } from '../../platform/services';
import { analyticsGraphQL } from '../analytics/analytics.graphql';
import { publishingGraphQL } from './publishing.graphql';
import { registerPublishingRoutes } from './publishing.routes';

/** Issue 6 as one registration: feeds, episodes and enclosures, and the analytics of their downloads. */
export const publishingModule: {
  graphQL: GraphQLModule;
  registerRoutes: (app: FastifyInstance, services: AppServices) => Promise<void>;
} = {
  graphQL: {
    typeDefs: `${publishingGraphQL.typeDefs}\n${analyticsGraphQL.typeDefs}`,
    resolvers: {
      Query: { ...publishingGraphQL.resolvers.Query, ...analyticsGraphQL.resolvers.Query },
      Mutation: { ...publishingGraphQL.resolvers.Mutation },
    },
  },
  registerRoutes: registerPublishingRoutes,
};
