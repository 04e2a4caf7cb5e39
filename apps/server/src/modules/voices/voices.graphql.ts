import type { GraphQLModule } from '../../platform/graphql/context';
import type { VoicesService } from './voices.service';

export const voicesGraphQL = (voices: VoicesService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    type VoicePreview {
      url: String!
    }
    extend type Query {
      "A short sample of a voice, made once and kept."
      voicePreview(optionKey: String!): VoicePreview!
    }
  `,
  resolvers: {
    Query: {
      voicePreview: (_, args, ctx) => voices.previewUrl(args.optionKey, ctx.user?.userId ?? null),
    },
  },
});
