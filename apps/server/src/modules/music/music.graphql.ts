import type { GraphQLModule } from '../../platform/graphql/context';
import { requireGraphQLUser } from '../../platform/graphql/context';
import type { MusicService } from './music.service';

export const musicGraphQL = (music: MusicService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    "Spec 001 §3 Music item: musicUrl and presignedUrl are signed links that expire after an hour."
    type MusicItem {
      id: Int!
      userId: Int!
      musicName: String!
      musicUrl: String!
      musicPath: String!
      createdAt: String!
      presignedUrl: String!
    }
    type MusicList {
      items: [MusicItem!]!
    }
    type MusicPresignedUrl {
      musicPath: String!
      presignedUrl: String!
    }
    extend type Query {
      "The caller's music by name; a first visit adds the music beds Podloom makes."
      allMusic: MusicList!
      "A playable link to one of the caller's music items."
      musicPresignedUrl(musicId: Int!): MusicPresignedUrl!
    }
  `,
  resolvers: {
    Query: {
      allMusic: (_, __, ctx) => music.allMusic(requireGraphQLUser(ctx).userId),
      musicPresignedUrl: (_, args, ctx) => music.presignedUrl(requireGraphQLUser(ctx).userId, args.musicId),
    },
  },
});
