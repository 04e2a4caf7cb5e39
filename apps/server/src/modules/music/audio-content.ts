import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MUSIC_LIMITS, MUSIC_MESSAGES } from '@podloom/contract';
import { badRequest } from '../../platform/http/errors';
import { type FfmpegBinaries, probeAudio, resolveFfmpeg, runBinary } from '../../providers/audio/ffmpeg';

/**
 * Judges an upload by what it is, not by its name or the browser's type (issue 11): ffprobe must find an audio
 * stream, and ffmpeg must decode it into an MP3 we store (so every item plays the same way in every browser and
 * nothing but audio is kept). An image, a text file or a truncated header is refused with a sentence.
 */
export async function readAudioUpload(
  bytes: Buffer,
  binaries: FfmpegBinaries = resolveFfmpeg(),
): Promise<{ mp3: Buffer; durationSeconds: number }> {
  if (bytes.length === 0) throw badRequest(MUSIC_MESSAGES.notAudio);
  if (bytes.length > MUSIC_LIMITS.maxFileBytes) throw badRequest(MUSIC_MESSAGES.tooLarge);
  const dir = await mkdtemp(path.join(tmpdir(), 'podloom-music-'));
  try {
    const input = path.join(dir, 'upload');
    const output = path.join(dir, 'music.mp3');
    await writeFile(input, bytes);
    const probe = await probeAudio(binaries, input).catch(() => {
      throw badRequest(MUSIC_MESSAGES.notAudio);
    });
    // ffprobe reads a still image as a "video" stream; some image codecs pass as audio to nothing, but a
    // codec name of an image format or no duration means it is not music.
    if (!(probe.durationSeconds > 0) || probe.channels < 1) throw badRequest(MUSIC_MESSAGES.notAudio);
    if (probe.durationSeconds > MUSIC_LIMITS.maxSeconds) throw badRequest(MUSIC_MESSAGES.tooLong);
    await runBinary(binaries.ffmpeg, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      input,
      '-map',
      '0:a:0',
      '-vn',
      '-ac',
      String(Math.min(2, probe.channels)),
      '-ar',
      '44100',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '192k',
      '-f',
      'mp3',
      output,
    ]).catch(() => {
      throw badRequest(MUSIC_MESSAGES.notAudio);
    });
    const mp3 = await readFile(output);
    const decoded = await probeAudio(binaries, output).catch(() => null);
    if (!decoded || !(decoded.durationSeconds > 0.05)) throw badRequest(MUSIC_MESSAGES.notAudio);
    return { mp3, durationSeconds: decoded.durationSeconds };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
