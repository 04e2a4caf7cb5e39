import type { GraphQLModule } from '../../platform/graphql/context';
import type { OptionsService } from './options.service';

export const optionsGraphQL = (options: OptionsService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    type Voice {
      name: String!
      gender: String!
      voice_type: String!
    }
    "An option of a feature (spec 000 §3): language, speakers, category, duration, tone, voices, audio_format, quality_of_audio."
    type FeatureOption {
      name: String!
      optionKey: String!
      displayOrder: Int!
      voice: Voice
    }
    type PopularTopic {
      id: Int!
      name: String!
      ranking: Int!
    }
    type PopularTopicList {
      items: [PopularTopic!]!
    }
    extend type Query {
      "Options ordered by displayOrder; for voices, languageCode is required. Batch several with aliases."
      featureOptions(featureKey: String!, languageCode: String): [FeatureOption!]!
      getPopularTopics: PopularTopicList!
    }
  `,
  resolvers: {
    Query: {
      featureOptions: (_, args, ctx) =>
        options.featureOptions(args.featureKey, args.languageCode ?? null, ctx.user?.userId ?? null),
      getPopularTopics: () => options.popularTopics(),
    },
  },
});
