import type { GraphQLModule } from '../../platform/graphql/context';
import { requireGraphQLUser } from '../../platform/graphql/context';
import type { AudioService } from './audio.service';

export const audioGraphQL = (audio: AudioService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    "A signed, expiring link to a podcast's audio; error says why there is none."
    type PodcastAudioUrl {
      podcastId: Int!
      presignedUrl: String
      error: String
    }
    input ConvertAudioInput {
      podcastId: Int
      "mp3, wav, ogg, m4a or flac"
      format: String
      "kbps: mp3 64, 128, 192 or 320; ogg (Opus) 32, 64, 96 or 128; m4a (AAC) 96, 128, 192 or 256"
      quality: Int
      "Hz, for wav and flac: 22050, 44100 or 48000 (left out, the source's rate)"
      sampleRate: Int
      "Bits, for wav and flac: 16 or 24"
      bitDepth: Int
    }
    type ConvertAudioResult {
      status: String!
      message: String!
      newFileUrl: String!
      "Measured on the exported file."
      loudness: LoudnessReport!
      "dB the export was turned down because its encoder pushed the true peak over -1.5 dBTP (0: untouched)."
      gainDb: Float!
    }
    "The music of a podcast's renders: items of your music library (null: none) and the bed's volume."
    input PodcastMusicInput {
      podcastId: Int!
      "Plays first; the speech starts as it fades."
      intro: Int
      "Loops under the speech, ducked under the voices."
      bed: Int
      "Follows the last line, faded."
      outro: Int
      "0 to 1 (0.5 when left out)."
      bedVolume: Float
    }
    extend type Query {
      podcastPresignedUrl(podcastId: Int!): PodcastAudioUrl!
      "The browser's audio fallback after a generation."
      podcastPresignedUrlByBatchJobId(batchJobId: String!): PodcastAudioUrl!
    }
    extend type Mutation {
      "Converts the podcast's audio to another format and answers a download link."
      convertAudio(input: ConvertAudioInput!): ConvertAudioResult!
      "Saves the podcast's intro, bed and outro for its next render (a render re-mixes without reading the lines again)."
      setPodcastMusic(input: PodcastMusicInput!): Podcast!
    }
  `,
  resolvers: {
    Query: {
      podcastPresignedUrl: (_, args, ctx) => audio.presignedUrl(requireGraphQLUser(ctx).userId, args.podcastId),
      podcastPresignedUrlByBatchJobId: (_, args, ctx) =>
        audio.presignedUrlByBatchJob(requireGraphQLUser(ctx).userId, args.batchJobId),
    },
    Mutation: {
      convertAudio: (_, { input }, ctx) =>
        audio.convert(requireGraphQLUser(ctx).userId, input.podcastId, input.format, input),
      setPodcastMusic: (_, { input }, ctx) => {
        const { podcastId, ...music } = input;
        return audio.setMusic(requireGraphQLUser(ctx).userId, podcastId, music);
      },
    },
  },
});
