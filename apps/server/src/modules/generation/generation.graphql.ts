import type { GraphQLModule } from '../../platform/graphql/context';
import { requireGraphQLUser } from '../../platform/graphql/context';
import type { PodcastsService } from '../podcasts';
import type { GenerationService } from './generation.service';

/** The browser's fallback after a generation: the podcast its job wrote (the Podcast type is the podcasts module's). */
export const generationGraphQL = (generation: GenerationService, podcasts: PodcastsService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    extend type Query {
      "The podcast a generation job wrote, once its transcript exists (the browser's fallback)."
      podcastByBatchJobId(batchJobId: String!): Podcast
    }
  `,
  resolvers: {
    Query: {
      podcastByBatchJobId: async (_, args, ctx) => {
        const user = requireGraphQLUser(ctx);
        const podcast = await generation.podcastByBatchJob(user.userId, args.batchJobId);
        return podcast ? podcasts.view(podcast) : null;
      },
    },
  },
});
