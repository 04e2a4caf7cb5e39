import { createApiTokenInput } from '@podloom/contract';
import type { GraphQLModule } from '../../platform/graphql/context';
import { requireGraphQLUser } from '../../platform/graphql/context';
import { parseInput } from '../../platform/http/validation';
import type { ApiTokensService } from './api-tokens.service';

export const apiTokensGraphQL = (tokens: ApiTokensService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    "A personal API token as listed: never the token itself, which is shown once, when it is made."
    type ApiToken {
      id: Int!
      name: String!
      "Some of read, write and publish."
      scopes: [String!]!
      "The token's first characters, to tell tokens apart (plm_Ab12Cd…)."
      hint: String!
      createdAt: String!
      "Null: it never expires."
      expiresAt: String
      "Null: never used."
      lastUsedAt: String
    }
    input CreateApiTokenInput {
      name: String!
      "Some of read, write and publish."
      scopes: [String!]!
      "Days until it stops working; null or left out: never."
      expiresInDays: Int
    }
    type CreatedApiToken {
      id: Int!
      "Sent as Authorization: Bearer plm_…; shown this once and stored only as a hash."
      token: String!
    }
    extend type Query {
      "The caller's API tokens that are not revoked (a browser session only: tokens cannot list tokens)."
      apiTokens: [ApiToken!]!
    }
    extend type Mutation {
      "Makes a personal API token (a browser session only: a token can never make tokens)."
      createApiToken(input: CreateApiTokenInput!): CreatedApiToken!
      "Revokes one of the caller's API tokens: it is refused from the next request on."
      revokeApiToken(id: Int!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      apiTokens: (_, __, ctx) => tokens.list(requireGraphQLUser(ctx).userId),
    },
    Mutation: {
      createApiToken: (_, { input }, ctx) =>
        tokens.create(requireGraphQLUser(ctx).userId, parseInput(createApiTokenInput, input)),
      revokeApiToken: (_, { id }, ctx) => tokens.revoke(requireGraphQLUser(ctx).userId, id),
    },
  },
});
