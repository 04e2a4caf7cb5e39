import type { GraphQLModule } from '../../platform/graphql/context';
import { requireGraphQLUser } from '../../platform/graphql/context';
import { badRequest } from '../../platform/http/errors';
import type { PodcastFilter } from './podcasts.repository';
import type { PodcastsService } from './podcasts.service';

const PODCAST_STATES = ['SCRIPT', 'AUDIO', 'PUBLISHED'] as const;
const isPodcastState = (value: string): value is NonNullable<PodcastFilter['status']> =>
  (PODCAST_STATES as readonly string[]).includes(value);

/** Search and language are kept to sensible lengths: a filter is never a place to send a book. */
function podcastFilter(
  filter: { search?: string | null; language?: string | null; status?: string | null } | null | undefined,
): PodcastFilter {
  if (!filter) return {};
  if ((filter.search?.length ?? 0) > 300) throw badRequest('Please keep the search under 300 characters.');
  if ((filter.language?.length ?? 0) > 20) throw badRequest('Please choose a language from the list.');
  if (filter.status && !isPodcastState(filter.status)) {
    throw badRequest('Please choose a state: SCRIPT, AUDIO or PUBLISHED.');
  }
  return {
    search: filter.search ?? undefined,
    language: filter.language ?? undefined,
    status: filter.status && isPodcastState(filter.status) ? filter.status : undefined,
  };
}

export const podcastsGraphQL = (podcasts: PodcastsService): GraphQLModule => ({
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
      "deep_dive (the default conversation), brief, critique or debate."
      format: String!
      "What the episode was asked to concentrate on."
      focus: String
      "The current audio's loudness, measured on the file (null before a render)."
      loudness: LoudnessReport
      "The script's lines in order, each with the sources it cites (the transcript, line by line)."
      lines: [PodcastLine!]!
    }
    "A line of the script and the passages of sources it relies on."
    type PodcastLine {
      "The line's index in the script, from 0."
      index: Int!
      speaker: String!
      text: String!
      "Citations that verified: the line's words and numbers are in the cited passage."
      citations: [Citation!]!
      "The line states a fact, number, name or quotation that no verified citation supports."
      unsupported: Boolean!
    }
    "A passage of a library source that a line relies on."
    type Citation {
      "The library source (see Podcast.sources for its title and address)."
      sourceId: Int!
      "The passage's number within the source, from 0."
      passage: Int!
      "The source's own words the line relies on."
      quote: String!
    }
    "EBU R128 loudness of a file, by ffmpeg's ebur128 filter. Targets: -16 LUFS (within 1 LU), true peak at most -1.5 dBTP."
    type LoudnessReport {
      "Integrated loudness, LUFS."
      integrated: Float!
      "True peak, dBTP."
      truePeak: Float!
      "Loudness range, LU."
      range: Float!
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
      "Every speaker with the voice the podcast was last rendered with: opening the podcast again selects them."
      voices: [SpeakerVoice!]!
      "Whether the last render laid the listener's short backchannels (mm-hmm, right, yeah) under long turns."
      backchannels: Boolean!
      "Where each script line is spoken in the current audio (seconds; empty before a render)."
      lineTimings: [LineTiming!]!
      "The library sources the script was written from."
      sourceIds: [Int!]!
      "The intro, bed and outro its renders play (null: none chosen)."
      music: PodcastMusic
    }
    "Items of the music library a render plays around and under the speech (null: none)."
    type PodcastMusic {
      intro: Int
      bed: Int
      outro: Int
      "0 to 1."
      bedVolume: Float!
    }
    type LineTiming {
      "The line's index in the script, from 0."
      index: Int!
      speaker: String!
      start: Float!
      end: Float!
    }
    "A speaker and its voice option key (null until the podcast is rendered), with the pace and pitch it was rendered with."
    type SpeakerVoice {
      speaker: String!
      voice: String
      "Pace, times the voice's own (0.7 to 1.3)."
      speed: Float!
      "Pitch shift in semitones (-4 to +4)."
      pitch: Float!
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
    "Your Recent Podcasts' filter (spec 000 §2); every part is optional."
    input PodcastFilter {
      "Words in the title, any case."
      search: String
      "Language option key, e.g. en-IN."
      language: String
      "SCRIPT (a script without audio), AUDIO (with audio, not on a feed) or PUBLISHED (on a feed)."
      status: String
    }
    extend type Query {
      "The caller's podcasts, newest first, filtered; the page info counts the filtered ones."
      userPodcasts(page: Int = 1, pageSize: Int = 10, filter: PodcastFilter): PodcastPage!
      "One of the caller's podcasts."
      podcast(podcastId: Int!): Podcast!
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
      userPodcasts: async (_, args, ctx) => {
        const user = requireGraphQLUser(ctx);
        const page = await podcasts.userPodcasts(user.userId, args.page, args.pageSize, podcastFilter(args.filter));
        return { items: await Promise.all(page.items.map((row) => podcasts.view(row))), pageInfo: page.pageInfo };
      },
      podcast: async (_, args, ctx) => {
        const user = requireGraphQLUser(ctx);
        return podcasts.view(await podcasts.ownedPodcast(user.userId, args.podcastId));
      },
    },
    Mutation: {
      updatePodcastTranscript: async (_, { input }, ctx) => {
        const user = requireGraphQLUser(ctx);
        const row = await podcasts.updateTranscript(user.userId, input.podcastId, input.transcript);
        return podcasts.view(row);
      },
      deletePodcast: (_, args, ctx) => {
        const user = requireGraphQLUser(ctx);
        return podcasts.deletePodcast(user.userId, args.podcastId);
      },
    },
  },
});
