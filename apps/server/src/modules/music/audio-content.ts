import { stat } from 'node:fs/promises';
import { MUSIC_LIMITS, MUSIC_MESSAGES } from '@podloom/contract';
import { fileTypeFromFile } from 'file-type';
import { badRequest } from '../../platform/http/errors';
import { type FfmpegBinaries, probeAudio, resolveFfmpeg, runBinary } from '../../providers/audio/ffmpeg';

/**
 * The containers we take, by the type `file-type` finds in the bytes, each with the one ffmpeg demuxer that reads it.
 * ffmpeg is never left to guess: a guessed format may be a playlist (HLS, concat, ffconcat…) that makes it read other
 * local files or decode far more than the upload holds.
 */
const DEMUXER_OF: Readonly<Record<string, string>> = {
  mp3: 'mp3',
  mp2: 'mp3',
  mp1: 'mp3',
  wav: 'wav',
  flac: 'flac',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'ogg',
  spx: 'ogg',
  m4a: 'mov',
  m4b: 'mov',
  mp4: 'mov',
  mov: 'mov',
  '3gp': 'mov',
  '3g2': 'mov',
  aac: 'aac',
  aif: 'aiff',
  webm: 'matroska',
  mkv: 'matroska',
  asf: 'asf',
  amr: 'amr',
  ac3: 'ac3',
};

/** Slack for the MP3 encoder's padding when the decoded length is checked against the limit. */
const DECODED_SLACK_SECONDS = 0.5;

/**
 * Judges an upload by what it is, not by its name or the browser's type: its bytes must be one of the audio
 * containers above, ffprobe (told that container) must find an audio stream, and ffmpeg must decode it into an MP3
 * we store (so every item plays the same way in every browser and nothing but audio is kept). An image, a text
 * file, a playlist or a truncated header is refused with a sentence. The upload is read from disk and the MP3 is
 * written beside it (`output`): neither is ever held in memory whole.
 */
export async function readAudioUpload(
  upload: { file: string; output: string },
  binaries: FfmpegBinaries = resolveFfmpeg(),
): Promise<{ durationSeconds: number; bytes: number }> {
  const size = (await stat(upload.file)).size;
  if (size === 0) throw badRequest(MUSIC_MESSAGES.notAudio);
  if (size > MUSIC_LIMITS.maxFileBytes) throw badRequest(MUSIC_MESSAGES.tooLarge);
  const type = await fileTypeFromFile(upload.file).catch(() => undefined);
  const format = type ? DEMUXER_OF[type.ext] : undefined;
  if (!format) throw badRequest(MUSIC_MESSAGES.notAudio);
  const probe = await probeUpload(binaries, format, upload.file).catch(() => {
    throw badRequest(MUSIC_MESSAGES.notAudio);
  });
  if (!(probe.durationSeconds > 0) || probe.channels < 1) throw badRequest(MUSIC_MESSAGES.notAudio);
  if (probe.durationSeconds > MUSIC_LIMITS.maxSeconds) throw badRequest(MUSIC_MESSAGES.tooLong);
  await runBinary(
    binaries.ffmpeg,
    encodeArguments(format, upload.file, Math.min(2, probe.channels), upload.output),
  ).catch(() => {
    throw badRequest(MUSIC_MESSAGES.notAudio);
  });
  const decoded = await probeAudio(binaries, upload.output).catch(() => null);
  if (!decoded || !(decoded.durationSeconds > 0.05)) throw badRequest(MUSIC_MESSAGES.notAudio);
  if (decoded.durationSeconds > MUSIC_LIMITS.maxSeconds + DECODED_SLACK_SECONDS)
    throw badRequest(MUSIC_MESSAGES.tooLong);
  return { durationSeconds: decoded.durationSeconds, bytes: (await stat(upload.output)).size };
}

function encodeArguments(format: string, input: string, channels: number, output: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-protocol_whitelist',
    'file',
    '-f',
    format,
    '-i',
    input,
    // A header may understate the length: decode at most a second past the limit, and refuse below if it is over.
    '-t',
    String(MUSIC_LIMITS.maxSeconds + 1),
    '-map',
    '0:a:0',
    '-vn',
    '-ac',
    String(channels),
    '-ar',
    '44100',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '192k',
    '-f',
    'mp3',
    output,
  ];
}

/** ffprobe of the upload, read as `format` only: its first audio stream's channels and the container's duration. */
async function probeUpload(
  binaries: FfmpegBinaries,
  format: string,
  file: string,
): Promise<{ channels: number; durationSeconds: number }> {
  const out = await runBinary(binaries.ffprobe, [
    '-v',
    'error',
    '-protocol_whitelist',
    'file',
    '-f',
    format,
    '-select_streams',
    'a:0',
    '-show_entries',
    'stream=codec_name,channels:format=duration',
    '-of',
    'json',
    file,
  ]);
  const parsed = JSON.parse(out.toString('utf8')) as {
    streams?: Array<{ codec_name?: string; channels?: number }>;
    format?: { duration?: string };
  };
  const stream = parsed.streams?.[0];
  if (!stream?.codec_name) throw new Error('No audio stream in the upload.');
  return { channels: stream.channels ?? 0, durationSeconds: Number(parsed.format?.duration ?? 0) };
}
