import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { type FfmpegBinaries, resolveFfmpeg, runBinary } from '../../providers/audio/ffmpeg';
import type { FileStorage } from '../../providers/storage/storage';

/** The seeded `audio_format` options (the Export dialog's formats) and the codec each must decode as. */
export const EXPORT_FORMATS = {
  mp3: { codec: 'mp3', contentType: 'audio/mpeg', extension: 'mp3' },
  wav: { codec: 'pcm_s16le', contentType: 'audio/wav', extension: 'wav' },
  ogg: { codec: 'opus', contentType: 'audio/ogg', extension: 'ogg' },
  m4a: { codec: 'aac', contentType: 'audio/mp4', extension: 'm4a' },
  flac: { codec: 'flac', contentType: 'audio/flac', extension: 'flac' },
} as const;

export type ExportFormat = keyof typeof EXPORT_FORMATS;
/** The seeded `quality_of_audio` options, kbps; only MP3 takes one. */
export const MP3_QUALITIES = [64, 128, 192, 320] as const;
export const DEFAULT_MP3_QUALITY = 128;

export const exportInput = z.object({
  sourceKey: z.string().min(1),
  format: z.enum(Object.keys(EXPORT_FORMATS) as [ExportFormat, ...ExportFormat[]], {
    error: 'Please choose one of the formats offered: mp3, wav, ogg, m4a or flac.',
  }),
  quality: z.coerce
    .number()
    .refine((q) => (MP3_QUALITIES as readonly number[]).includes(q), 'Please choose 64, 128, 192 or 320 kbps.')
    .optional(),
});
export type ExportInput = z.input<typeof exportInput>;

export interface ExportResult {
  key: string;
  format: ExportFormat;
  codec: string;
  contentType: string;
  bytes: number;
  /** True when an earlier export of the same file, format and quality was reused. */
  reused: boolean;
}

/** `podcasts/7/audio/r1.mp3` → `podcasts/7/audio/exports/r1-320k.mp3`: a new key, never the source. */
export function exportKeyFor(sourceKey: string, format: ExportFormat, quality?: number): string {
  const dir = path.posix.dirname(sourceKey);
  const base = path.posix.basename(sourceKey).replace(/\.[^.]+$/, '');
  const suffix = format === 'mp3' ? `-${quality ?? DEFAULT_MP3_QUALITY}k` : '';
  return `${dir === '.' ? '' : `${dir}/`}exports/${base}${suffix}.${EXPORT_FORMATS[format].extension}`;
}

/** ffmpeg's encoder settings per format: sizes and speeds chosen for spoken word. */
function encoderArgs(format: ExportFormat, quality: number): string[] {
  switch (format) {
    case 'mp3':
      // MPEG-2 rates (≤ 24 kHz) stop at 160 kbps: the higher qualities are encoded at 44.1 kHz.
      return [
        '-c:a',
        'libmp3lame',
        '-b:a',
        `${quality}k`,
        ...(quality > 160 ? ['-ar', '44100'] : []),
        '-compression_level',
        '5',
      ];
    case 'wav':
      return ['-c:a', 'pcm_s16le'];
    case 'ogg':
      // Opus's top effort is 4× slower than level 5 and inaudibly better for speech.
      return ['-c:a', 'libopus', '-b:a', '64k', '-compression_level', '5'];
    case 'm4a':
      return ['-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart'];
    case 'flac':
      return ['-c:a', 'flac'];
  }
}

/**
 * Converts a stored file to another format (spec 000 §3 Export input) and stores the result under its own
 * key. The same file, format and quality asked again answers the stored export without re-encoding.
 */
export async function exportAudio(
  input: ExportInput & { storage: FileStorage; ffmpeg?: FfmpegBinaries; signal?: AbortSignal },
): Promise<ExportResult> {
  const { sourceKey, format, quality } = exportInput.parse(input);
  const { storage } = input;
  const spec = EXPORT_FORMATS[format];
  const kbps = quality ?? DEFAULT_MP3_QUALITY;
  const key = exportKeyFor(sourceKey, format, kbps);
  const existing = await storage.stat(key);
  if (existing)
    return { key, format, codec: spec.codec, contentType: spec.contentType, bytes: existing.size, reused: true };

  const binaries = input.ffmpeg ?? resolveFfmpeg();
  const source = await storage.localPath(sourceKey);
  const dir = await mkdtemp(path.join(tmpdir(), 'podloom-export-'));
  try {
    const out = path.join(dir, `export.${spec.extension}`);
    await runBinary(
      binaries.ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        source,
        '-vn',
        '-map_metadata',
        '0',
        ...encoderArgs(format, kbps),
        out,
      ],
      { signal: input.signal },
    );
    const bytes = await readFile(out);
    await storage.put(key, bytes, { contentType: spec.contentType });
    return { key, format, codec: spec.codec, contentType: spec.contentType, bytes: bytes.byteLength, reused: false };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
