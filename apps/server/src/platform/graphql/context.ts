import type { AuthUser } from '../auth/tokens';
import { unauthorized } from '../http/errors';
import type { GraphQLContext } from './context-type';
import type { Resolvers } from './generated/resolvers-types';

export type { GraphQLContext } from './context-type';

export function requireGraphQLUser(ctx: GraphQLContext): AuthUser {
  if (!ctx.user) throw unauthorized();
  return ctx.user;
}

/**
 * A module's share of the schema: SDL that extends Query/Mutation, and its resolvers, typed from the committed
 * schema.graphql by GraphQL Code Generator (`npm run codegen -w apps/server`).
 */
export interface GraphQLModule {
  typeDefs: string;
  resolvers: Resolvers;
}
