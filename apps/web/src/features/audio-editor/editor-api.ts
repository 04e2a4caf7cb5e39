import { API_BASE, type EditorClip, type EditorTrack, type EditorTrackId } from '@podloom/contract';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';
import { restRequest } from '../../api/rest';

/** A track as the editor shows it: the contract's track plus what it holds, for people and for playback. */
export interface EditorTrackView {
  id: EditorTrackId;
  name: string;
  volume: number;
  muted: boolean;
  solo: boolean;
  speaker: string | null;
  musicId: number | null;
  label: string | null;
  url: string | null;
  /** Where its clip sits, what is trimmed off either end, its fades and loop (seconds). */
  clip: EditorClip;
}

export interface EditorProjectView {
  id: number;
  podcastId: number | null;
  name: string;
  updatedAt: string;
  tracks: EditorTrackView[];
  speakers: string[];
}

export interface MusicItem {
  id: number;
  musicName: string;
}

const EDITOR_PROJECT = graphql(`query EditorProject($podcastId: Int) {
  editorProject(podcastId: $podcastId) { id podcastId name updatedAt speakers
    tracks { id name volume muted solo speaker musicId label url clip { start trimStart trimEnd fadeIn fadeOut loop } } }
}`);

const SAVE_EDITOR_PROJECT = graphql(`mutation SaveEditorProject($input: SaveEditorProjectInput!) {
  saveEditorProject(input: $input) { id podcastId name updatedAt speakers
    tracks { id name volume muted solo speaker musicId label url clip { start trimStart trimEnd fadeIn fadeOut loop } } }
}`);

const EXPORT_MIXDOWN = graphql(`mutation ExportMixdown($projectId: Int!) {
  exportMixdown(projectId: $projectId) { ref_id podcast_id batch_job_id eta }
}`);

const ALL_MUSIC = graphql(`query AllMusic {
  allMusic { items { id musicName } }
}`);

const MUSIC_PRESIGNED_URL = graphql(`query MusicPresignedUrl($musicId: Int!) {
  musicPresignedUrl(musicId: $musicId) { musicPath presignedUrl }
}`);

export async function fetchEditorProject(podcastId: number | null): Promise<EditorProjectView> {
  const data = await graphqlRequest(EDITOR_PROJECT, { podcastId });
  return data.editorProject as EditorProjectView;
}

/** Stores the five tracks; the answer carries fresh signed links for what they hold. */
export async function saveEditorProject(projectId: number, tracks: readonly EditorTrackView[]) {
  const input = {
    projectId,
    tracks: tracks.map((t) => ({
      id: t.id,
      volume: t.volume,
      muted: t.muted,
      solo: t.solo,
      speaker: t.speaker,
      musicId: t.musicId,
      clip: t.clip,
    })),
  };
  const data = await graphqlRequest(SAVE_EDITOR_PROJECT, { input });
  return data.saveEditorProject as EditorProjectView;
}

export async function startMixdown(projectId: number) {
  const data = await graphqlRequest(EXPORT_MIXDOWN, { projectId });
  return data.exportMixdown;
}

export async function fetchAllMusic(): Promise<MusicItem[]> {
  const data = await graphqlRequest(ALL_MUSIC, {});
  return data.allMusic.items;
}

/** The chosen item's own playable link (the original always asked for id 1: spec 001 §7). */
export async function fetchMusicUrl(musicId: number): Promise<string | null> {
  const data = await graphqlRequest(MUSIC_PRESIGNED_URL, { musicId });
  return data.musicPresignedUrl.presignedUrl || null;
}

/** POST /api/podloom/v1/music: the files are judged by content on the server and stored. */
export async function uploadMusic(files: readonly File[]): Promise<MusicItem[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const answer = await restRequest<{ items: MusicItem[] }>(`${API_BASE}/music`, { body: form });
  return answer.items;
}

/** A contract track from a view (what the solo rule and the save work on). */
export const trackOf = (t: EditorTrackView): EditorTrack => ({
  id: t.id,
  volume: t.volume,
  muted: t.muted,
  solo: t.solo,
  source: t.speaker ? { kind: 'stem', speaker: t.speaker } : t.musicId ? { kind: 'music', musicId: t.musicId } : null,
  clip: t.clip,
});
