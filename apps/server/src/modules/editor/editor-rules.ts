import type { EditorTrack } from '@podloom/contract';

export const PROJECT_NOT_FOUND = 'We could not find that project.';
export const SIGNED_URL_SECONDS = 60 * 60;
export const EDITOR_MESSAGES = {
  projectNotFound: PROJECT_NOT_FOUND,
  noPodcast: 'Open a rendered podcast in the editor to export a mixdown.',
  nothingToMix: 'Every track is muted or empty: there is nothing to mix.',
  noStem: 'That speaker has no rendered audio in this podcast.',
} as const;

/** Seconds a mixdown is likely to take: ffmpeg mixes and encodes a programme some 200× faster than real time. */
export const mixdownEta = (seconds: number) => Math.ceil(4 + seconds / 200);

/** The tracks that sound: unmuted, with a source and some volume; when any is soloed, only the soloed ones. */
export function audibleTracks(tracks: readonly EditorTrack[]): EditorTrack[] {
  const soloed = tracks.some((t) => t.solo);
  return tracks.filter((t) => t.source && t.volume > 0 && !t.muted && (!soloed || t.solo));
}
