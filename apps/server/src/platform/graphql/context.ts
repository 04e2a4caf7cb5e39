import type { AuthUser } from '../auth/tokens';
import { unauthorized } from '../http/errors';
import type { AppServices } from '../services';

export interface GraphQLContext {
  services: AppServices;
  user: AuthUser | null;
  ip: string;
  userAgent: string;
  requestId: string;
}

export function requireGraphQLUser(ctx: GraphQLContext): AuthUser {
  if (!ctx.user) throw unauthorized();
  return ctx.user;
}

/** A module's share of the schema: SDL that extends Query/Mutation, and its resolvers. */
export interface GraphQLModule {
  typeDefs: string;
  // biome-ignore lint/suspicious/noExplicitAny: resolver maps are typed per module; the merge is untyped.
  resolvers: Record<string, Record<string, any>>;
}
