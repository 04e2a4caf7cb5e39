import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The podcast audio a URL handed out by `podcastPresignedUrlByPlatform` (or `podcastPresignedUrl`) points at:
 * local signed URLs (`/files/podcasts/12/audio/x.mp3?…`) and S3 presigned URLs (path or virtual-host style)
 * both carry the storage key at the end of their path. Nothing is fetched: the key is only looked up in our
 * own storage, for the caller's own podcast.
 */
export function podcastAudioKeyFromUrl(audioUrl: string): { podcastId: number; key: string } | null {
  let path: string;
  try {
    path = new URL(audioUrl).pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/');
  } catch {
    return null;
  }
  const match = /(?:^|\/)(podcasts\/(\d+)\/[^?#]+\.mp3)$/.exec(path);
  if (!match?.[1] || !match[2]) return null;
  if (match[1].split('/').some((segment) => segment === '..' || segment === '.' || segment === '')) return null;
  return { podcastId: Number(match[2]), key: match[1] };
}

/** Seconds of audio, read by ffprobe from the file itself. */
export async function probeDurationSeconds(ffprobe: string, file: string): Promise<number> {
  const { stdout } = await run(
    ffprobe,
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', file],
    { timeout: 30_000 },
  );
  const seconds = Number.parseFloat(stdout.trim());
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`ffprobe read no duration from ${file}`);
  return seconds;
}
