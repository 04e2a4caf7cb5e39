import type { ClipAspect } from '@podloom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';

const CLIPS = graphql(`query PodcastClips($podcastId: Int!) {
  clips(podcastId: $podcastId) { id status url aspect startTime duration fromLine toLine soundbite title error refId }
}`);

const SUGGESTIONS = graphql(`query ClipSuggestions($podcastId: Int!) {
  clipSuggestions(podcastId: $podcastId) { fromLine toLine startTime duration reason }
}`);

const CREATE_CLIP = graphql(`mutation CreateClip($input: CreateClipInput!) {
  createClip(input: $input) { clipId refId }
}`);

const DELETE_CLIP = graphql(`mutation DeleteClip($clipId: Int!) { deleteClip(clipId: $clipId) }`);

export interface ClipView {
  id: number;
  status: 'QUEUED' | 'RENDERING' | 'READY' | 'FAILED';
  url?: string | null;
  aspect: ClipAspect;
  startTime: number;
  duration: number;
  fromLine: number;
  toLine: number;
  soundbite: boolean;
  title: string;
  error?: string | null;
  refId: string;
}

export interface ClipSpan {
  fromLine: number;
  toLine: number;
}

export const clipsKey = (podcastId: number) => ['clips', podcastId] as const;

/** The podcast's clips, asked again every few seconds while one is being made (its link appears when ready). */
export function useClips(podcastId: number) {
  return useQuery({
    queryKey: clipsKey(podcastId),
    queryFn: async () => (await graphqlRequest(CLIPS, { podcastId })).clips as ClipView[],
    refetchInterval: (query) =>
      (query.state.data ?? []).some((clip) => clip.status === 'QUEUED' || clip.status === 'RENDERING') ? 5000 : false,
  });
}

/** Three moments worth a clip, chosen by the server from the script (none before the audio is rendered). */
export function useClipSuggestions(podcastId: number, audioUrl: string | null) {
  return useQuery({
    queryKey: ['clip-suggestions', podcastId, audioUrl],
    queryFn: async () => (await graphqlRequest(SUGGESTIONS, { podcastId })).clipSuggestions,
    enabled: audioUrl !== null,
  });
}

export async function createClip(input: {
  podcastId: number;
  fromLine: number;
  toLine: number;
  aspect: ClipAspect;
  soundbite: boolean;
}) {
  return (await graphqlRequest(CREATE_CLIP, { input })).createClip;
}

/** Deletes a clip and refreshes the list. */
export function useDeleteClip(podcastId: number) {
  const client = useQueryClient();
  return async (clipId: number) => {
    await graphqlRequest(DELETE_CLIP, { clipId });
    await client.invalidateQueries({ queryKey: clipsKey(podcastId) });
  };
}

/** "1:05" from seconds. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
