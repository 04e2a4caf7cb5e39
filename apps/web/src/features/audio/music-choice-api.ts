import { NO_RENDER_MUSIC, type RenderMusic } from '@podloom/contract';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';

/** An item of the music library a render can play: our beds and the user's uploads. */
export interface MusicChoiceItem {
  id: number;
  musicName: string;
}

const LIBRARY = graphql(`query RenderMusicLibrary {
  allMusic { items { id musicName } }
}`);

const PODCAST_MUSIC = graphql(`query PodcastMusicChoice($podcastId: Int!) {
  podcast(podcastId: $podcastId) { podcastId settings { music { intro bed outro bedVolume } } }
}`);

const SET_MUSIC = graphql(`mutation SetPodcastMusic($input: PodcastMusicInput!) {
  setPodcastMusic(input: $input) { podcastId settings { music { intro bed outro bedVolume } } }
}`);

type Saved = { intro?: number | null; bed?: number | null; outro?: number | null; bedVolume: number } | null;

const asMusic = (music: Saved | undefined): RenderMusic =>
  music
    ? { intro: music.intro ?? null, bed: music.bed ?? null, outro: music.outro ?? null, bedVolume: music.bedVolume }
    : NO_RENDER_MUSIC;

export async function fetchMusicLibrary(): Promise<MusicChoiceItem[]> {
  return (await graphqlRequest(LIBRARY, {})).allMusic.items;
}

/** The podcast's saved intro, bed and outro (None for each before a choice). */
export async function fetchPodcastMusic(podcastId: number): Promise<RenderMusic> {
  return asMusic((await graphqlRequest(PODCAST_MUSIC, { podcastId })).podcast.settings.music);
}

/** Saves the choice with the podcast; its next render plays it. The answer is what was saved. */
export async function savePodcastMusic(podcastId: number, music: RenderMusic): Promise<RenderMusic> {
  const data = await graphqlRequest(SET_MUSIC, { input: { podcastId, ...music } });
  return asMusic(data.setPodcastMusic.settings.music);
}

const MUSIC_URL = graphql(`query RenderMusicUrl($musicId: Int!) {
  musicPresignedUrl(musicId: $musicId) { presignedUrl }
}`);

/** A playable link to one item, for hearing it before choosing. */
export async function fetchMusicPreviewUrl(musicId: number): Promise<string> {
  return (await graphqlRequest(MUSIC_URL, { musicId })).musicPresignedUrl.presignedUrl;
}
