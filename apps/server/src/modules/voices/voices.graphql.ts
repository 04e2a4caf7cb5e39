import type { GraphQLModule } from '../../platform/graphql/context';
import { requireGraphQLUser } from '../../platform/graphql/context';
import type { PronunciationRow } from './pronunciation/pronunciations';
import type { VoicesService } from './voices.service';

const pronunciationView = (row: PronunciationRow) => ({
  id: row.id,
  text: row.text,
  sayAs: row.sayAs,
  language: row.language || null,
});

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
    "An entry of the caller's pronunciation dictionary: a word or phrase and how every voice should say it."
    type Pronunciation {
      id: Int!
      text: String!
      "A plain respelling, e.g. pod loom."
      sayAs: String!
      "A language prefix (en, en-IN), or null for every language."
      language: String
    }
    input PronunciationInput {
      text: String!
      sayAs: String!
      "A language prefix (en, en-IN); left out, every language."
      language: String
    }
    type DeletePronunciationResult {
      success: Boolean!
    }
    extend type Query {
      "A short sample of a voice, made once and kept."
      voicePreview(optionKey: String!): VoicePreview!
      "Hear it: one of the caller's pronunciations said by a voice, with the caller's dictionary applied."
      pronunciationPreview(id: Int!, optionKey: String!): VoicePreview!
      "The caller's pronunciation dictionary, by word."
      pronunciations: [Pronunciation!]!
    }
    extend type Mutation {
      "Names a clone made by POST /voices/clone (the modal's last step); it then joins its owner's voices."
      nameClonedVoice(optionKey: String!, name: String!, gender: String!): ClonedVoiceResult!
      "Deletes the caller's clone here and at its provider."
      deleteClonedVoice(optionKey: String!): DeleteClonedVoiceResult!
      "Adds a pronunciation, or changes the one for the same word and language. The next render re-reads only the lines it changes."
      setPronunciation(input: PronunciationInput!): Pronunciation!
      deletePronunciation(id: Int!): DeletePronunciationResult!
    }
  `,
  resolvers: {
    Query: {
      voicePreview: (_, args, ctx) => voices.previewUrl(args.optionKey, ctx.user?.userId ?? null),
      pronunciationPreview: (_, args, ctx) =>
        voices.pronunciationPreviewUrl(requireGraphQLUser(ctx).userId, args.id, args.optionKey),
      pronunciations: async (_, _args, ctx) =>
        (await voices.pronunciations.list(requireGraphQLUser(ctx).userId)).map(pronunciationView),
    },
    Mutation: {
      nameClonedVoice: (_, args, ctx) =>
        voices.cloning.name(requireGraphQLUser(ctx).userId, args.optionKey, args.name, args.gender),
      deleteClonedVoice: async (_, args, ctx) => {
        await voices.cloning.delete(requireGraphQLUser(ctx).userId, args.optionKey);
        return { success: true };
      },
      setPronunciation: async (_, { input }, ctx) =>
        pronunciationView(await voices.pronunciations.set(requireGraphQLUser(ctx).userId, input)),
      deletePronunciation: async (_, args, ctx) => {
        await voices.pronunciations.delete(requireGraphQLUser(ctx).userId, args.id);
        return { success: true };
      },
    },
  },
});
