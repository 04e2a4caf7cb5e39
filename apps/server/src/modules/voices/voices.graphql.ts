import type { GraphQLModule } from '../../platform/graphql/context';
import { requireGraphQLUser } from '../../platform/graphql/context';
import type { VoicesService } from './voices.service';

export const voicesGraphQL = (voices: VoicesService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    type VoicePreview {
      url: String!
    }
    "A voice cloned by its owner: voice_type Custom, seen and used by the owner alone."
    type ClonedVoice {
      optionKey: String!
      name: String!
      gender: String!
      languageCode: String!
      voice_type: String!
      named: Boolean!
    }
    type ClonedVoiceResult {
      voice: ClonedVoice!
      "A signed link to the clone's 30-second preview."
      previewUrl: String!
      "elevenlabs (a real clone) or approximation (an offline eSpeak voice tuned to the recording)."
      method: String!
    }
    type DeleteClonedVoiceResult {
      success: Boolean!
    }
    extend type Query {
      "A short sample of a voice, made once and kept."
      voicePreview(optionKey: String!): VoicePreview!
    }
    extend type Mutation {
      "Names a clone made by POST /voices/clone (the modal's last step); it then joins its owner's voices."
      nameClonedVoice(optionKey: String!, name: String!, gender: String!): ClonedVoiceResult!
      "Deletes the caller's clone here and at its provider."
      deleteClonedVoice(optionKey: String!): DeleteClonedVoiceResult!
    }
  `,
  resolvers: {
    Query: {
      voicePreview: (_, args, ctx) => voices.previewUrl(args.optionKey, ctx.user?.userId ?? null),
    },
    Mutation: {
      nameClonedVoice: (_, args, ctx) =>
        voices.cloning.name(requireGraphQLUser(ctx).userId, args.optionKey, args.name, args.gender),
      deleteClonedVoice: async (_, args, ctx) => {
        await voices.cloning.delete(requireGraphQLUser(ctx).userId, args.optionKey);
        return { success: true };
      },
    },
  },
});
