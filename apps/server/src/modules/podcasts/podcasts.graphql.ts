import type { GraphQLContext, GraphQLModule } from '../../platform/graphql/context';
import { requireGraphQLUser } from '../../platform/graphql/context';
import type { PodcastRow } from './podcasts.repository';
import { PodcastsService } from './podcasts.service';

/** Signed URLs live one hour; the browser asks again when it needs a fresh one. */
const AUDIO_URL_SECONDS = 60 * 60;

async function podcastView(row: PodcastRow, ctx: GraphQLContext) {
  const url = row.storagePath
    ? await ctx.services.storage.signedUrl(row.storagePath, { expiresInSeconds: AUDIO_URL_SECONDS })
    : null;
  return {
    podcastId: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    transcript: row.transcript,
    audioFileUrl: url,
    presignedUrl: url,
    duration: row.duration,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    tags: row.tags,
    status: row.status,
    s3Bucket: row.storageBucket,
    s3Path: row.storagePath,
    fileType: row.fileType,
    fileName: row.fileName,
    error: row.error,
    language: row.language,
    settings: row.settings,
  };
}

export const podcastsGraphQL: GraphQLModule = {
  typeDefs: /* GraphQL */ `
    "Spec 000 §3 Podcast. Dates are ISO 8601; duration is in seconds of rendered audio."
    type Podcast {
      podcastId: Int!
      userId: Int!
      title: String!
      description: String!
      transcript: String!
      audioFileUrl: String
      duration: Float
      createdAt: String!
      updatedAt: String!
      tags: [String!]!
      status: String!
      s3Bucket: String
      s3Path: String
      fileType: String
      fileName: String
      presignedUrl: String
      error: String
      "Language option key, e.g. en-IN."
      language: String!
      "What the podcast was generated with, so it can be generated again."
      settings: PodcastSettings!
    }
    type PodcastSettings {
      category: String
      tone: String
      "Minutes."
      duration: Float
      noOfSpeaker: Int
      host: String
      guest: String
      hostVoice: String
      guestVoice: String
    }
    type PageInfo {
      hasNextPage: Boolean!
      hasPreviousPage: Boolean!
      totalPages: Int!
      totalItems: Int!
      currentPage: Int!
    }
    type PodcastPage {
      items: [Podcast!]!
      pageInfo: PageInfo!
    }
    type DeletePodcastResult {
      podcastId: Int!
      success: Boolean!
      message: String!
    }
    input UpdatePodcastTranscriptInput {
      podcastId: Int!
      transcript: String!
    }
    extend type Query {
      "The caller's podcasts, newest first."
      userPodcasts(page: Int = 1, pageSize: Int = 10): PodcastPage!
      "One of the caller's podcasts."
      podcast(podcastId: Int!): Podcast!
      "The podcast a generation job wrote, once its transcript exists (the browser's fallback)."
      podcastByBatchJobId(batchJobId: String!): Podcast
    }
    extend type Mutation {
      "The transcript must parse; changing it clears the audio."
      updatePodcastTranscript(input: UpdatePodcastTranscriptInput!): Podcast!
      "Removes the podcast, its jobs and its stored files."
      deletePodcast(podcastId: Int!): DeletePodcastResult!
    }
  `,
  resolvers: {
    Query: {
      userPodcasts: async (_: unknown, args: { page?: number; pageSize?: number }, ctx: GraphQLContext) => {
        const user = requireGraphQLUser(ctx);
        const page = await new PodcastsService(ctx.services).userPodcasts(user.userId, args.page, args.pageSize);
        return { items: await Promise.all(page.items.map((row) => podcastView(row, ctx))), pageInfo: page.pageInfo };
      },
      podcast: async (_: unknown, args: { podcastId: number }, ctx: GraphQLContext) => {
        const user = requireGraphQLUser(ctx);
        return podcastView(await new PodcastsService(ctx.services).ownedPodcast(user.userId, args.podcastId), ctx);
      },
      podcastByBatchJobId: async (_: unknown, args: { batchJobId: string }, ctx: GraphQLContext) => {
        const user = requireGraphQLUser(ctx);
        const podcast = await new PodcastsService(ctx.services).byBatchJob(user.userId, args.batchJobId);
        return podcast ? podcastView(podcast, ctx) : null;
      },
    },
    Mutation: {
      updatePodcastTranscript: async (
        _: unknown,
        { input }: { input: { podcastId: number; transcript: string } },
        ctx: GraphQLContext,
      ) => {
        const user = requireGraphQLUser(ctx);
        const row = await new PodcastsService(ctx.services).updateTranscript(
          user.userId,
          input.podcastId,
          input.transcript,
        );
        return podcastView(row, ctx);
      },
      deletePodcast: (_: unknown, args: { podcastId: number }, ctx: GraphQLContext) => {
        const user = requireGraphQLUser(ctx);
        return new PodcastsService(ctx.services).deletePodcast(user.userId, args.podcastId);
      },
    },
  },
};
