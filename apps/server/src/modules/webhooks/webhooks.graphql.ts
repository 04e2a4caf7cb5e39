import { createWebhookEndpointInput } from '@podloom/contract';
import { type GraphQLModule, requireGraphQLUser } from '../../platform/graphql/context';
import { parseInput } from '../../platform/http/validation';
import type { WebhooksService } from './webhooks.service';

export const webhooksGraphQL = (webhooks: WebhooksService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    "An address told of the caller's events, signed per Standard Webhooks with its secret."
    type WebhookEndpoint {
      id: Int!
      url: String!
      "Some of script.ready, audio.ready, episode.published, render.failed, clip.ready."
      events: [String!]!
      createdAt: String!
    }
    input CreateWebhookEndpointInput {
      "https (plain http or a private address only where FETCH_ALLOW_PRIVATE allows it)."
      url: String!
      events: [String!]!
    }
    type CreatedWebhookEndpoint {
      id: Int!
      "whsec_…: the key of the deliveries' signatures; shown this once."
      secret: String!
    }
    "One message to an endpoint and its last attempt."
    type WebhookDelivery {
      id: Int!
      "The webhook-id header."
      messageId: String!
      event: String!
      "pending (retried with backoff for 24 h), delivered or failed."
      status: String!
      attempts: Int!
      createdAt: String!
      lastAttemptAt: String
      "When it is tried next, while pending."
      nextAttemptAt: String
      "The endpoint's HTTP status; null when it could not be reached."
      lastStatus: Int
      "The first 500 characters of its answer, or why it could not be reached."
      lastResponse: String
      lastDurationMs: Int
    }
    extend type Query {
      "The caller's webhook endpoints."
      webhookEndpoints: [WebhookEndpoint!]!
      "An endpoint's deliveries, newest first, 20 a page."
      webhookDeliveries(endpointId: Int!, page: Int): [WebhookDelivery!]!
    }
    extend type Mutation {
      "Registers an endpoint for some events; answers its signing secret, shown once."
      createWebhookEndpoint(input: CreateWebhookEndpointInput!): CreatedWebhookEndpoint!
      "Deletes an endpoint and its deliveries: nothing more is sent to it."
      deleteWebhookEndpoint(id: Int!): Boolean!
      "Sends a delivery again now."
      redeliverWebhook(deliveryId: Int!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      webhookEndpoints: (_, __, ctx) => webhooks.endpoints(requireGraphQLUser(ctx).userId),
      webhookDeliveries: (_, args, ctx) =>
        webhooks.deliveries(requireGraphQLUser(ctx).userId, args.endpointId, args.page ?? 1),
    },
    Mutation: {
      createWebhookEndpoint: (_, { input }, ctx) =>
        webhooks.createEndpoint(requireGraphQLUser(ctx).userId, parseInput(createWebhookEndpointInput, input)),
      deleteWebhookEndpoint: (_, { id }, ctx) => webhooks.deleteEndpoint(requireGraphQLUser(ctx).userId, id),
      redeliverWebhook: (_, { deliveryId }, ctx) => webhooks.redeliver(requireGraphQLUser(ctx).userId, deliveryId),
    },
  },
});
