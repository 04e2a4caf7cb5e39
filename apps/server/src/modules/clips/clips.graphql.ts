import type { GraphQLModule } from '../../platform/graphql/context';
import { requireGraphQLUser } from '../../platform/graphql/context';
import type { ClipsService } from './clips.service';

export const clipsGraphQL = (clips: ClipsService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    "A clip's frame: SQUARE 1:1 (1080×1080), VERTICAL 9:16 (1080×1920), WIDE 16:9 (1920×1080)."
    enum ClipAspect {
      SQUARE
      VERTICAL
      WIDE
    }
    enum ClipStatus {
      QUEUED
      RENDERING
      READY
      FAILED
    }
    "An MP4 audiogram of a span of a podcast's lines."
    type Clip {
      id: Int!
      podcastId: Int!
      status: ClipStatus!
      "A signed download link that lasts an hour; null until the clip is ready."
      url: String
      aspect: ClipAspect!
      "Seconds into the podcast's audio where the clip starts, and how long it lasts."
      startTime: Float!
      duration: Float!
      "The span of script lines (indices from 0, both included)."
      fromLine: Int!
      toLine: Int!
      "Offered in the episode's feed item as podcast:soundbite."
      soundbite: Boolean!
      "Its first line's words."
      title: String!
      bytes: Int
      "Why it failed, when it did."
      error: String
      "The render job: its progress streams from /api/v1/agents/stream/{refId}."
      refId: String!
      createdAt: String!
    }
    "A moment worth a clip, chosen from the script: 20–60 s of whole lines."
    type ClipSuggestion {
      fromLine: Int!
      toLine: Int!
      startTime: Float!
      duration: Float!
      "Why it was chosen, for people."
      reason: String!
    }
    input CreateClipInput {
      podcastId: Int!
      "The first and last line of the span (indices of the script's lines from 0, both included)."
      fromLine: Int!
      toLine: Int!
      aspect: ClipAspect!
      "Offer it in the episode's feed item as podcast:soundbite (default false)."
      soundbite: Boolean
    }
    type StartedClip {
      clipId: Int!
      "Its progress streams from /api/v1/agents/stream/{refId}."
      refId: String!
    }
    extend type Query {
      "The podcast's clips, oldest first."
      clips(podcastId: Int!): [Clip!]!
      "Three moments of the podcast worth a clip (empty before its audio is rendered)."
      clipSuggestions(podcastId: Int!): [ClipSuggestion!]!
    }
    extend type Mutation {
      "Renders a span of the podcast's lines as an MP4 audiogram in the job queue."
      createClip(input: CreateClipInput!): StartedClip!
      "Deletes a clip and its file; a render still going stops."
      deleteClip(clipId: Int!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      clips: (_, args, ctx) => clips.clips(requireGraphQLUser(ctx).userId, args.podcastId),
      clipSuggestions: (_, args, ctx) => clips.suggestions(requireGraphQLUser(ctx).userId, args.podcastId),
    },
    Mutation: {
      createClip: (_, { input }, ctx) => clips.createClip(requireGraphQLUser(ctx).userId, input, ctx.requestId),
      deleteClip: (_, args, ctx) => clips.deleteClip(requireGraphQLUser(ctx).userId, args.clipId),
    },
  },
});
