import type { FileStorage } from '../../providers/storage/storage';
import type { PodcastSettings } from '../podcasts';
import { renderKeys } from './audio-keys';
import { EXPORT_FORMATS, type ExportFormat, exportKeyFor, MP3_QUALITIES } from './export';

/**
 * How many renders of a podcast keep their files: the current one and the one before it. A signed link handed out
 * for the previous render (a player still open, a download under way) keeps working until it expires (one hour);
 * anything older is deleted when a new render lands. Published episodes are not affected: their enclosures are
 * copies under the feed's own keys.
 */
export const KEPT_REVISIONS = 2;

/** Every key a render may have written: the programme, its opening, manifest, stems and each possible export. */
export function revisionFiles(podcastId: number | string, revision: string): { keys: string[]; folders: string[] } {
  const keys = renderKeys(podcastId, revision);
  const exports = (Object.keys(EXPORT_FORMATS) as ExportFormat[]).flatMap((format) =>
    format === 'mp3'
      ? MP3_QUALITIES.map((kbps) => exportKeyFor(keys.audio, format, kbps))
      : [exportKeyFor(keys.audio, format)],
  );
  // The stems folder: `…/{revision}-stems/1-asha.flac` → `…/{revision}-stems`.
  const stems = keys.stem(0, 'x').replace(/\/[^/]+$/, '');
  return { keys: [keys.audio, keys.start, keys.manifest, ...exports], folders: [stems] };
}

/** Deletes one render's files; a file already gone is not an error. */
export async function deleteRevision(storage: FileStorage, podcastId: number | string, revision: string) {
  const { keys, folders } = revisionFiles(podcastId, revision);
  await Promise.all([...keys.map((key) => storage.delete(key)), ...folders.map((f) => storage.deletePrefix(f))]);
}

/** The revisions to remember after a new render, newest first, and the ones whose files can go. */
export function nextRevisions(
  settings: Pick<PodcastSettings, 'revisions'>,
  latest: string,
): { revisions: string[]; stale: string[] } {
  const all = [latest, ...(settings.revisions ?? []).filter((r) => r !== latest)];
  return { revisions: all.slice(0, KEPT_REVISIONS), stale: all.slice(KEPT_REVISIONS) };
}
