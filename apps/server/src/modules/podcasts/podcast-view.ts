import type { FileStorage } from '../../providers/storage/storage';
import { audioLineTimings, speakerVoices } from './podcast-settings';
import type { PodcastRow } from './podcasts.repository';
import { podcastLines } from './script-citations';

/** Signed URLs live one hour; the browser asks again when it needs a fresh one. */
const AUDIO_URL_SECONDS = 60 * 60;

/** A podcast as GraphQL shows it, with a fresh signed link to its audio. */
export async function podcastView(row: PodcastRow, storage: FileStorage) {
  const url = row.storagePath
    ? await storage.signedUrl(row.storagePath, { expiresInSeconds: AUDIO_URL_SECONDS })
    : null;
  return {
    podcastId: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    transcript: row.transcript,
    audioFileUrl: url,
    presignedUrl: url,
    duration: row.duration,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    tags: row.tags,
    status: row.status,
    s3Bucket: row.storageBucket,
    s3Path: row.storagePath,
    fileType: row.fileType,
    fileName: row.fileName,
    error: row.error,
    language: row.language,
    format: row.settings.format ?? 'deep_dive',
    focus: row.settings.focus ?? null,
    loudness: row.settings.loudness ?? null,
    lines: podcastLines(row),
    settings: {
      ...row.settings,
      voices: speakerVoices(row.settings),
      backchannels: row.settings.backchannels ?? false,
      lineTimings: audioLineTimings(row.settings),
      sourceIds: row.settings.sourceIds ?? [],
    },
  };
}
