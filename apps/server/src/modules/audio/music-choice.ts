import { RENDER_MUSIC_MESSAGES, RENDER_MUSIC_PARTS, type RenderMusic, type RenderMusicPart } from '@podloom/contract';
import { badRequest } from '../../platform/http/errors';
import type { FileStorage } from '../../providers/storage/storage';
import type { MusicFiles } from './render-music';

/**
 * The music library as audio needs it: one of the caller's items (our beds or their uploads) by id; throws for one
 * that is not theirs or no longer exists (the two are not told apart).
 */
export interface MusicLibrary {
  owned(userId: number, musicId: number): Promise<{ musicPath: string }>;
}

const chosen = (music: RenderMusic) =>
  RENDER_MUSIC_PARTS.flatMap((part) => (music[part] ? [{ part, id: music[part] as number }] : []));

/** Each chosen item's stored key; an item that is not the caller's (or is gone) refuses with the part's sentence. */
export async function musicKeys(
  library: MusicLibrary,
  userId: number,
  music: RenderMusic,
): Promise<Partial<Record<RenderMusicPart, string>>> {
  const keys: Partial<Record<RenderMusicPart, string>> = {};
  for (const { part, id } of chosen(music)) {
    const item = await library.owned(userId, id).catch(() => null);
    if (!item) throw badRequest(RENDER_MUSIC_MESSAGES.missing(part));
    keys[part] = item.musicPath;
  }
  return keys;
}

/** The render's music as local files for ffmpeg, checked again (an upload may have gone since the request). */
export async function musicFiles(
  library: MusicLibrary,
  storage: FileStorage,
  userId: number,
  music: RenderMusic,
): Promise<MusicFiles> {
  const keys = await musicKeys(library, userId, music);
  const files: MusicFiles = { bedVolume: music.bedVolume };
  for (const part of RENDER_MUSIC_PARTS) {
    const key = keys[part];
    if (!key) continue;
    if (!(await storage.stat(key))) throw badRequest(RENDER_MUSIC_MESSAGES.missing(part));
    files[part] = await storage.localPath(key);
  }
  return files;
}
