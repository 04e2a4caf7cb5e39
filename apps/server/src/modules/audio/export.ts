import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { type FfmpegBinaries, resolveFfmpeg, runBinary } from '../../providers/audio/ffmpeg';
import { LOUDNESS_TARGETS, type LoudnessReport, measureLoudness } from '../../providers/audio/loudness-report';
import { encodeUnderPeak } from '../../providers/audio/peak-correction';
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
/** The seeded `quality_of_audio` options, kbps, for MP3. */
export const MP3_QUALITIES = [64, 128, 192, 320] as const;
export const DEFAULT_MP3_QUALITY = 128;
/** Each lossy format's bitrates, kbps: Opus is transparent for speech far lower than MP3, AAC a little lower. */
export const BITRATES = { mp3: MP3_QUALITIES, ogg: [32, 64, 96, 128], m4a: [96, 128, 192, 256] } as const;
const DEFAULT_BITRATE = { mp3: DEFAULT_MP3_QUALITY, ogg: 64, m4a: 128 } as const;
/** WAV and FLAC are lossless: their choice is the sample rate (Hz) and the bit depth. */
export const SAMPLE_RATES = [22050, 44100, 48000] as const;
export const BIT_DEPTHS = [16, 24] as const;
type Lossy = keyof typeof BITRATES;
const isLossy = (format: ExportFormat): format is Lossy => format in BITRATES;

const oneOf = (list: readonly number[], unit: string) =>
  z.coerce
    .number()
    .refine((v) => list.includes(v), `Please choose ${list.slice(0, -1).join(', ')} or ${list.at(-1)} ${unit}.`)
    .optional();

export const exportInput = z
  .object({
    sourceKey: z.string().min(1),
    format: z.enum(Object.keys(EXPORT_FORMATS) as [ExportFormat, ...ExportFormat[]], {
      error: 'Please choose one of the formats offered: mp3, wav, ogg, m4a or flac.',
    }),
    /** kbps, for MP3, Ogg (Opus) and M4A (AAC): one of the format's BITRATES. */
    quality: z.coerce.number().optional(),
    /** Hz and bits, for WAV and FLAC. */
    sampleRate: oneOf(SAMPLE_RATES, 'Hz'),
    bitDepth: oneOf(BIT_DEPTHS, 'bits'),
  })
  .superRefine((value, ctx) => {
    if (value.quality === undefined) return;
    const offered: readonly number[] = isLossy(value.format) ? BITRATES[value.format] : [];
    if (!offered.includes(value.quality)) {
      const message = offered.length
        ? `Please choose ${offered.slice(0, -1).join(', ')} or ${offered.at(-1)} kbps.`
        : `${value.format.toUpperCase()} is lossless: choose a sample rate and bit depth, not a bitrate.`;
      ctx.addIssue({ code: 'custom', path: ['quality'], message });
    }
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
  /** Measured on the exported file. */
  loudness: LoudnessReport;
  /** dB the export was turned down because its encoder pushed the true peak over the target (0: untouched). */
  gainDb: number;
}

/** The choices an export is made with; what is left out is the format's default. */
export interface ExportChoice {
  quality?: number;
  sampleRate?: number;
  bitDepth?: number;
}

/** `podcasts/7/audio/r1.mp3` → `podcasts/7/audio/exports/r1-320k.mp3`: a new key, never the source. */
export function exportKeyFor(sourceKey: string, format: ExportFormat, choice: ExportChoice | number = {}): string {
  const { quality, sampleRate, bitDepth } = typeof choice === 'number' ? { quality: choice } : choice;
  const dir = path.posix.dirname(sourceKey);
  const base = path.posix.basename(sourceKey).replace(/\.[^.]+$/, '');
  const parts =
    format === 'mp3'
      ? [`${quality ?? DEFAULT_MP3_QUALITY}k`]
      : [quality && `${quality}k`, sampleRate && `${sampleRate}hz`, bitDepth && `${bitDepth}bit`].filter(Boolean);
  const suffix = parts.length ? `-${parts.join('-')}` : '';
  return `${dir === '.' ? '' : `${dir}/`}exports/${base}${suffix}.${EXPORT_FORMATS[format].extension}`;
}

/** A lossless format's sample rate and sample format; left out, the source's rate and 16 bits. */
function losslessArgs(choice: ExportChoice, sampleFormat: Record<16 | 24, string>): string[] {
  const rate = choice.sampleRate ? ['-ar', String(choice.sampleRate)] : [];
  return [...rate, '-sample_fmt', sampleFormat[choice.bitDepth === 24 ? 24 : 16]];
}

/** ffmpeg's encoder settings per format: sizes and speeds chosen for spoken word. */
function encoderArgs(format: ExportFormat, choice: ExportChoice): string[] {
  const quality = choice.quality ?? (isLossy(format) ? DEFAULT_BITRATE[format] : 0);
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
      return [
        '-c:a',
        choice.bitDepth === 24 ? 'pcm_s24le' : 'pcm_s16le',
        ...losslessArgs(choice, { 16: 's16', 24: 's32' }),
      ];
    case 'ogg':
      // Opus's top effort is 4× slower than level 5 and inaudibly better for speech.
      return ['-c:a', 'libopus', '-b:a', `${quality}k`, '-compression_level', '5'];
    case 'm4a':
      // AAC at 22.05 kHz cannot carry more than about 130 kbps: the higher bitrates are encoded at 44.1 kHz.
      return [
        '-c:a',
        'aac',
        '-b:a',
        `${quality}k`,
        ...(quality > 128 ? ['-ar', '44100'] : []),
        '-movflags',
        '+faststart',
      ];
    case 'flac':
      return [
        '-c:a',
        'flac',
        ...losslessArgs(choice, { 16: 's16', 24: 's32' }),
        ...(choice.bitDepth === 24 ? ['-bits_per_raw_sample', '24'] : []),
      ];
  }
}

/**
 * Converts a stored file to another format (spec 000 §3 Export input) and stores the result under its own
 * key, with its loudness measured on the exported file itself. An encoder that pushes the true peak over
 * −1.5 dBTP (low bitrates ring on transients) is corrected: the export is made again, that much quieter.
 * The same file, format and quality asked again answers the stored export without re-encoding.
 */
export async function exportAudio(
  input: ExportInput & {
    storage: FileStorage;
    ffmpeg?: FfmpegBinaries;
    signal?: AbortSignal;
    /** Asked with the encoded size before it is stored (the storage quota); a throw keeps nothing. */
    beforeStore?: (bytes: number) => Promise<void>;
  },
): Promise<ExportResult> {
  const { sourceKey, format, ...choice } = exportInput.parse(input);
  const { storage, signal } = input;
  const binaries = input.ffmpeg ?? resolveFfmpeg();
  const spec = EXPORT_FORMATS[format];
  const key = exportKeyFor(sourceKey, format, choice);
  const codec = format === 'wav' && choice.bitDepth === 24 ? 'pcm_s24le' : spec.codec;
  const answer = { key, format, codec, contentType: spec.contentType };
  const existing = await storage.stat(key);
  if (existing) {
    const loudness = await measureLoudness(binaries, await storage.localPath(key), { signal });
    return { ...answer, bytes: existing.size, reused: true, loudness, gainDb: 0 };
  }
  const source = await storage.localPath(sourceKey);
  const dir = await mkdtemp(path.join(tmpdir(), 'podloom-export-'));
  try {
    const out = path.join(dir, `export.${spec.extension}`);
    const encode = (gainDb: number) => encodeExport(binaries, source, out, encoderArgs(format, choice), gainDb, signal);
    await encode(0);
    const first = await measureLoudness(binaries, out, { signal });
    const { report: loudness, gainDb } = await encodeUnderPeak(
      first,
      { maxTruePeak: LOUDNESS_TARGETS.maxTruePeak, tries: MAX_ENCODES - 1 },
      async (gain) => {
        await encode(gain);
        return measureLoudness(binaries, out, { signal });
      },
    );
    const bytes = await readFile(out);
    await input.beforeStore?.(bytes.byteLength);
    await storage.put(key, bytes, { contentType: spec.contentType });
    return { ...answer, bytes: bytes.byteLength, reused: false, loudness, gainDb };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Encodes tried at most for one export (the first, then up to two quieter). */
const MAX_ENCODES = 3;

/** One ffmpeg pass from the stored programme to the export's file, `gainDb` louder (0: untouched). */
function encodeExport(
  binaries: FfmpegBinaries,
  source: string,
  out: string,
  encoder: string[],
  gainDb: number,
  signal: AbortSignal | undefined,
) {
  const gain = gainDb === 0 ? [] : ['-af', `volume=${gainDb}dB`];
  return runBinary(
    binaries.ffmpeg,
    ['-hide_banner', '-loglevel', 'error', '-y', '-i', source, '-vn', '-map_metadata', '0', ...gain, ...encoder, out],
    { signal },
  );
}
