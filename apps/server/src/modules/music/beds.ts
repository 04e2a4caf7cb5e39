import { type FfmpegBinaries, resolveFfmpeg, runBinary } from '../../providers/audio/ffmpeg';
import { dbToLinear, LoudnessMeter, samplePeak } from '../../providers/audio/loudness';
import type { FileStorage } from '../../providers/storage/storage';
import { BED_SAMPLE_RATE, BEDS, type BedDefinition, synthesizeBed } from './bed-synth';

/** Bump when the synthesiser changes, so every start makes the new beds instead of serving the old files. */
const BEDS_VERSION = 1;
/**
 * Music under speech sits well below it: the beds are levelled to −20 LUFS (4 LU under a −16 LUFS programme
 * before the track's own volume), with a −2 dBTP ceiling.
 */
export const BED_LUFS = -20;

export const bedKey = (bed: Pick<BedDefinition, 'slug'>) => `music/beds/v${BEDS_VERSION}/${bed.slug}.mp3`;

/**
 * Stereo loudness as BS.1770 sums it (the channels' powers added), from the project's own meter run on each
 * channel; the gating of the two differs a little, which is far below what a bed needs.
 */
async function stereoLoudness(left: Float32Array, right: Float32Array): Promise<number> {
  const power = async (samples: Float32Array) => {
    const meter = new LoudnessMeter(BED_SAMPLE_RATE);
    // Ten seconds at a time, letting the event loop run between them (a server making beds keeps answering).
    const chunk = 10 * BED_SAMPLE_RATE;
    for (let start = 0; start < samples.length; start += chunk) {
      meter.push(samples.subarray(start, start + chunk));
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return 10 ** (meter.integrated() / 10);
  };
  return 10 * Math.log10((await power(left)) + (await power(right)));
}

/** Synthesises one bed, levels it to BED_LUFS under a −2 dBFS peak and encodes it to a stereo MP3. */
export async function encodeBed(bed: BedDefinition, binaries: FfmpegBinaries = resolveFfmpeg()): Promise<Buffer> {
  const { left, right } = await synthesizeBed(bed);
  let gain = dbToLinear(BED_LUFS - (await stereoLoudness(left, right)));
  const peak = Math.max(samplePeak(left), samplePeak(right));
  gain = Math.min(gain, dbToLinear(-2) / peak);
  const interleaved = new Float32Array(left.length * 2);
  for (let i = 0; i < left.length; i++) {
    interleaved[2 * i] = (left[i] as number) * gain;
    interleaved[2 * i + 1] = (right[i] as number) * gain;
  }
  return runBinary(
    binaries.ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'f32le',
      '-ar',
      String(BED_SAMPLE_RATE),
      '-ac',
      '2',
      '-i',
      'pipe:0',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '192k',
      '-id3v2_version',
      '3',
      '-metadata',
      `title=${bed.name}`,
      '-metadata',
      'artist=Podloom',
      '-f',
      'mp3',
      'pipe:1',
    ],
    { input: Buffer.from(interleaved.buffer, interleaved.byteOffset, interleaved.byteLength) },
  );
}

const making = new WeakMap<FileStorage, Promise<void>>();

/**
 * Makes the beds once and keeps them in storage: a start finds them there; only a missing one is synthesised
 * (about a second each). Concurrent callers share one run.
 */
export function ensureBeds(storage: FileStorage, signal?: AbortSignal): Promise<void> {
  let run = making.get(storage);
  if (!run) {
    run = (async () => {
      for (const bed of BEDS) {
        // Stopping (the process shuts down) waits for the bed being written, never for the rest.
        if (signal?.aborted) {
          making.delete(storage);
          return;
        }
        const key = bedKey(bed);
        if (!(await storage.stat(key))) await storage.put(key, await encodeBed(bed), { contentType: 'audio/mpeg' });
      }
    })();
    making.set(storage, run);
    run.catch(() => making.delete(storage));
  }
  return run;
}
