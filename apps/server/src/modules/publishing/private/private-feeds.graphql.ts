import type { GraphQLModule } from '../../../platform/graphql/context';
import { requireGraphQLUser } from '../../../platform/graphql/context';
import type { PrivateFeedsService } from './private-feeds.service';

export const privateFeedsGraphQL = (feeds: PrivateFeedsService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    "A listener of a private show, with their personal feed."
    type Listener {
      id: String!
      name: String!
      email: String!
      "ISO 8601, UTC."
      createdAt: String!
      "When their podcast app last fetched the personal feed (ISO 8601, UTC); null before the first fetch."
      lastFetchAt: String
      "Episode downloads through the personal feed, counted once per episode and day."
      downloads: Int!
      revoked: Boolean!
      "The personal feed URL (a long random token); null once revoked."
      feedUrl: String
    }
    "A listener's personal feed URL, as added or rotated, and whether it was mailed to them."
    type ListenerFeed {
      listenerId: String!
      feedUrl: String!
      """
      False when the mail was left out (the address or the show reached its listener mails of the hour) or failed;
      the listener is added or rotated all the same.
      """
      mailed: Boolean!
      "Why the feed URL was not mailed, a sentence for the creator; null when it was."
      mailNote: String
    }
    extend type Query {
      "The listeners of one of the caller's shows, oldest first."
      listeners(showId: String!): [Listener!]!
    }
    extend type Mutation {
      """
      Adds a listener (name and e-mail) to one of the caller's shows and mails them a personal feed URL (at most 3
      feed mails an hour to one address and 50 an hour from one show; past those, mailed is false). Its feed
      works while the show is private: itunes:block and podcast:locked yes, every episode file signed for them.
      """
      addListener(showId: String!, name: String!, email: String!): ListenerFeed!
      "Ends a listener's access at once: their feed answers 410 Gone and their signed links are refused."
      revokeListener(listenerId: String!): Listener!
      """
      Gives a listener a new feed URL (mailed to them within the same limits as addListener); the old one answers
      410 Gone, mailed or not.
      """
      rotateListener(listenerId: String!): ListenerFeed!
    }
  `,
  resolvers: {
    Query: {
      listeners: (_, args, ctx) => feeds.listeners(requireGraphQLUser(ctx).userId, args.showId),
    },
    Mutation: {
      addListener: (_, args, ctx) =>
        feeds.addListener(requireGraphQLUser(ctx).userId, args.showId, { name: args.name, email: args.email }),
      revokeListener: (_, args, ctx) => feeds.revokeListener(requireGraphQLUser(ctx).userId, args.listenerId),
      rotateListener: (_, args, ctx) => feeds.rotateListener(requireGraphQLUser(ctx).userId, args.listenerId),
    },
  },
});
