import type { GraphQLModule } from '../../platform/graphql/context';
import { requireGraphQLUser } from '../../platform/graphql/context';
import type { PodcastsService } from '../podcasts';
import type { GenerationService } from './generation.service';
import type { SourceRow } from './library/sources.repository';

/** A library source as GraphQL shows it: `url` is a web address's, `fileName` an upload's. */
const sourceView = (row: SourceRow) => ({
  id: row.id,
  title: row.title,
  kind: row.kind,
  url: row.kind === 'url' || row.kind === 'research' ? row.address : null,
  fileName: row.kind === 'file' ? row.address : null,
  words: row.words,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

/** The browser's fallback after a generation, and the source library (the Podcast type is the podcasts module's). */
export const generationGraphQL = (generation: GenerationService, podcasts: PodcastsService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    "A source in the user's library: material kept as plain text, which scripts are written from."
    type Source {
      id: Int!
      title: String!
      "text (pasted), file (uploaded), url (a web address) or research (a page research found)."
      kind: String!
      "The web address, for url and research sources."
      url: String
      "The uploaded file's name, for file sources."
      fileName: String
      words: Int!
      "The extracted plain text."
      text: String!
      createdAt: String!
    }
    type SourcePage {
      items: [Source!]!
      pageInfo: PageInfo!
    }
    type DeleteSourceResult {
      id: Int!
      success: Boolean!
    }
    extend type Podcast {
      "The library sources the script was written from (those since deleted are left out)."
      sources: [Source!]!
    }
    extend type Query {
      "The podcast a generation job wrote, once its transcript exists (the browser's fallback)."
      podcastByBatchJobId(batchJobId: String!): Podcast
      "The caller's source library, newest first (pageSize 50 at most)."
      sources(page: Int = 1, pageSize: Int = 20): SourcePage!
      "One of the caller's sources."
      source(id: Int!): Source!
    }
    extend type Mutation {
      "Gives a source another title (1 to 200 characters)."
      renameSource(id: Int!, title: String!): Source!
      "Removes a source from the library; scripts already written keep their text."
      deleteSource(id: Int!): DeleteSourceResult!
    }
  `,
  resolvers: {
    Query: {
      podcastByBatchJobId: async (_, args, ctx) => {
        const user = requireGraphQLUser(ctx);
        const podcast = await generation.podcastByBatchJob(user.userId, args.batchJobId);
        return podcast ? podcasts.view(podcast) : null;
      },
      sources: async (_, args, ctx) => {
        const user = requireGraphQLUser(ctx);
        const page = await generation.library.page(user.userId, args.page ?? 1, args.pageSize ?? 20);
        return { items: page.items.map(sourceView), pageInfo: page.pageInfo };
      },
      source: async (_, args, ctx) => {
        const user = requireGraphQLUser(ctx);
        return sourceView(await generation.library.owned(user.userId, args.id));
      },
    },
    Podcast: {
      sources: async (podcast) => {
        const rows = await generation.library.ofPodcast(podcast.userId, podcast.settings.sourceIds);
        return rows.map(sourceView);
      },
    },
    Mutation: {
      renameSource: async (_, args, ctx) => {
        const user = requireGraphQLUser(ctx);
        return sourceView(await generation.library.rename(user.userId, args.id, args.title));
      },
      deleteSource: async (_, args, ctx) => {
        const user = requireGraphQLUser(ctx);
        await generation.library.remove(user.userId, args.id);
        return { id: args.id, success: true };
      },
    },
  },
});
