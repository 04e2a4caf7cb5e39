import type { GraphQLModule } from '../../platform/graphql/context';
import { requireGraphQLUser } from '../../platform/graphql/context';
import type { EditorService } from './editor.service';

interface TrackInput {
  id: string;
  volume: number;
  muted: boolean;
  solo: boolean;
  speaker?: string | null;
  musicId?: number | null;
  clip?: Record<string, unknown> | null;
}

/** The GraphQL input's flat source fields → the contract's source (checked by editorTracksInput). */
const toTrack = (t: TrackInput) => ({
  id: t.id,
  volume: t.volume,
  muted: t.muted,
  solo: t.solo,
  source: t.speaker ? { kind: 'stem', speaker: t.speaker } : t.musicId ? { kind: 'music', musicId: t.musicId } : null,
  ...(t.clip ? { clip: t.clip } : {}),
});

export const editorGraphQL = (editor: EditorService): GraphQLModule => ({
  typeDefs: /* GraphQL */ `
    "Spec 001 §3 Audio track: volume 0–1; url is a signed, expiring link to what plays on it (null when empty)."
    type EditorTrack {
      "speaker1, speaker2, intro, outro or background"
      id: String!
      name: String!
      volume: Float!
      muted: Boolean!
      solo: Boolean!
      "The rendered speaker whose stem plays here, if any."
      speaker: String
      "The music item that plays here, if any."
      musicId: Int
      "What the track holds, for people: the speaker's or the music's name."
      label: String
      url: String
      clip: EditorClip!
    }
    "How a track's clip sits in the programme (seconds). start null: its place in the running order (intro, speech, outro); loop null: the background loops under the speech, the others do not."
    type EditorClip {
      start: Float
      trimStart: Float!
      trimEnd: Float!
      fadeIn: Float!
      fadeOut: Float!
      loop: Boolean
    }
    "A clip's move, trims (cut from either end of its audio), fades (30 s at most) and loop; seconds."
    input EditorClipInput {
      start: Float
      trimStart: Float!
      trimEnd: Float!
      fadeIn: Float!
      fadeOut: Float!
      loop: Boolean
    }
    type EditorProject {
      id: Int!
      podcastId: Int
      name: String!
      updatedAt: String!
      tracks: [EditorTrack!]!
      "The podcast's rendered speakers, in the order they first speak."
      speakers: [String!]!
    }
    input EditorTrackInput {
      id: String!
      volume: Float!
      muted: Boolean!
      solo: Boolean!
      speaker: String
      musicId: Int
      "Left out: the clip as it sits in the running order, untrimmed."
      clip: EditorClipInput
    }
    input SaveEditorProjectInput {
      projectId: Int!
      tracks: [EditorTrackInput!]!
    }
    "A started job (DESIGN §4): its progress streams from /api/v1/agents/stream/{ref_id}."
    type StartedMixdown {
      ref_id: String!
      podcast_id: Int!
      batch_job_id: String!
      eta: Int!
    }
    extend type Query {
      "The caller's editor project for a podcast (made on first opening), or their project without one."
      editorProject(podcastId: Int): EditorProject!
    }
    extend type Mutation {
      "Stores the editor's five tracks (the editor saves itself a moment after each change)."
      saveEditorProject(input: SaveEditorProjectInput!): EditorProject!
      "Mixes the project's tracks into a new audio revision of its podcast."
      exportMixdown(projectId: Int!): StartedMixdown!
    }
  `,
  resolvers: {
    Query: {
      editorProject: (_, args, ctx) => editor.project(requireGraphQLUser(ctx).userId, args.podcastId ?? null),
    },
    Mutation: {
      saveEditorProject: (_, { input }, ctx) =>
        editor.save(requireGraphQLUser(ctx).userId, input.projectId, input.tracks.map(toTrack)),
      exportMixdown: (_, args, ctx) =>
        editor.startMixdown(requireGraphQLUser(ctx).userId, args.projectId, ctx.requestId),
    },
  },
});
