import { createReadStream } from 'node:fs';
import type { ClipPlacement } from '@podloom/contract';
import { type FfmpegBinaries, runBinary } from './ffmpeg';
import { LIMITER_CEILING_DBTP } from './leveler';
import { dbToLinear, LoudnessMeter } from './loudness';
import { mp3Args } from './programme-encoder';

/**
 * The pieces of a music-and-speech mix shared by the editor's mixdown and a render with music: each clip's ffmpeg
 * chain, the ducking, the loudness of the raw mix, and the static gain plus limiter that level it before encoding.
 */

/** Music keeps its treble at this rate (the renders' 22–24 kHz is enough for voices alone). */
export const MUSIC_MIX_SAMPLE_RATE = 44_100;

/** The ducking: −30 dBFS threshold, 6:1, quick attack, slow release, so music swells back in gently between turns. */
export const DUCKING = 'sidechaincompress=threshold=0.03:ratio=6:attack=30:release=600:makeup=1';

/** Any input as mono float at the mix's rate. */
export const MONO_AT_MIX_RATE = `aresample=${MUSIC_MIX_SAMPLE_RATE},aformat=sample_fmts=flt:channel_layouts=mono`;

/** One clip: its trimmed audio (looped to fill its length), fades, volume, delayed to its start, padded to the end. */
export function clipChain(place: ClipPlacement, volume: number, total: number): string {
  const steps = [
    MONO_AT_MIX_RATE,
    `atrim=start=${place.trimStart.toFixed(3)}:duration=${place.passLength.toFixed(3)}`,
    'asetpts=PTS-STARTPTS',
  ];
  if (place.loop) {
    steps.push(`aloop=loop=-1:size=${Math.ceil(place.passLength * MUSIC_MIX_SAMPLE_RATE)}`, 'asetpts=N/SR/TB');
  }
  steps.push(`atrim=duration=${place.length.toFixed(3)}`);
  if (place.fadeIn > 0) steps.push(`afade=t=in:st=0:d=${place.fadeIn.toFixed(3)}`);
  if (place.fadeOut > 0) {
    steps.push(`afade=t=out:st=${(place.length - place.fadeOut).toFixed(3)}:d=${place.fadeOut.toFixed(3)}`);
  }
  steps.push(`volume=${volume}`);
  steps.push(...placeChain(place.start, total));
  return steps.join(',');
}

/** Delayed to its start and padded (then cut) to the programme's length. */
export function placeChain(start: number, total: number): string[] {
  const steps: string[] = [];
  if (start > 0) steps.push(`adelay=delays=${Math.round(start * 1000)}:all=1`);
  steps.push(`apad=whole_dur=${total.toFixed(3)}`, `atrim=duration=${total.toFixed(3)}`);
  return steps;
}

/** The static gain to the target and the lookahead limiter under the renders' ceiling, encoded like a render. */
export function levelAndEncode(
  binaries: FfmpegBinaries,
  files: { raw: string; out: string; gainDb: number; title?: string },
  signal?: AbortSignal,
): Promise<Buffer> {
  const limit = dbToLinear(LIMITER_CEILING_DBTP);
  const pcm = ['-f', 'f32le', '-ar', String(MUSIC_MIX_SAMPLE_RATE), '-ac', '1'];
  const chain = `volume=${files.gainDb.toFixed(3)}dB,alimiter=limit=${limit.toFixed(4)}:level=false:attack=5:release=60`;
  return runBinary(
    binaries.ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      ...pcm,
      '-i',
      files.raw,
      '-af',
      chain,
      ...mp3Args(4, files.title),
      files.out,
    ],
    { signal },
  );
}

/** Integrated loudness of a raw mono float file at the mix's rate, read in aligned chunks through the project's meter. */
export async function measureRawMix(file: string): Promise<{ lufs: number; samples: number }> {
  const meter = new LoudnessMeter(MUSIC_MIX_SAMPLE_RATE);
  let samples = 0;
  // A file stream hands out chunks of exactly highWaterMark bytes (a multiple of 4) until the last.
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    const copy = new Float32Array(chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength));
    meter.push(copy);
    samples += copy.length;
  }
  return { lufs: meter.integrated(), samples };
}
