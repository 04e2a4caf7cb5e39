import { CLONE_LIMITS, CLONE_MESSAGES } from '@podloom/contract';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../../../platform/http/errors';
import { type FfmpegBinaries, runBinary } from '../../../providers/audio/ffmpeg';
import { float32FromBytes, type Pcm } from '../../../providers/audio/pcm';

/** The rate samples are analysed at: enough for pitch (60–400 Hz) and for the energy of syllables. */
export const ANALYSIS_RATE = 16_000;

export interface CheckedSample {
  bytes: Buffer;
  extension: 'mp3' | 'wav';
  contentType: 'audio/mpeg' | 'audio/wav';
  /** The whole recording, decoded: mono at ANALYSIS_RATE. */
  pcm: Pcm;
  seconds: number;
}

/**
 * A voice sample as cloning takes it: mp3 or wav judged by its content (never its name or the browser's claimed
 * type), at most 20 MB, and 10 s to 5 min long as measured by decoding it. Each refusal is a sentence.
 */
export async function checkCloneSample(bytes: Buffer, ffmpeg: FfmpegBinaries): Promise<CheckedSample> {
  if (bytes.length > CLONE_LIMITS.maxBytes) throw badRequest(CLONE_MESSAGES.tooBig, 'CLONE_TOO_BIG');
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const format = type?.mime === 'audio/mpeg' ? 'mp3' : type?.ext === 'wav' ? 'wav' : null;
  if (!format) throw badRequest(CLONE_MESSAGES.wrongType, 'CLONE_FORMAT');
  // Decode at most a second past the limit: a long file at a low rate must not become minutes of PCM in memory.
  const raw = await runBinary(
    ffmpeg.ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      format,
      '-i',
      'pipe:0',
      '-t',
      String(CLONE_LIMITS.maxSeconds + 1),
      '-ac',
      '1',
      '-ar',
      String(ANALYSIS_RATE),
      '-f',
      'f32le',
      'pipe:1',
    ],
    { input: bytes },
  ).catch(() => {
    throw badRequest(CLONE_MESSAGES.unreadable, 'CLONE_UNREADABLE');
  });
  const samples = float32FromBytes(raw);
  const seconds = samples.length / ANALYSIS_RATE;
  if (seconds === 0) throw badRequest(CLONE_MESSAGES.unreadable, 'CLONE_UNREADABLE');
  if (seconds < CLONE_LIMITS.minSeconds) throw badRequest(CLONE_MESSAGES.tooShort, 'CLONE_TOO_SHORT');
  if (seconds > CLONE_LIMITS.maxSeconds + 0.05) throw badRequest(CLONE_MESSAGES.tooLong, 'CLONE_TOO_LONG');
  return {
    bytes,
    extension: format,
    contentType: format === 'mp3' ? 'audio/mpeg' : 'audio/wav',
    pcm: { samples, sampleRate: ANALYSIS_RATE },
    seconds,
  };
}
