import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type FfmpegBinaries, runBinary } from '../../providers/audio/ffmpeg';
import { type LoudnessReport, measureLoudness } from '../../providers/audio/loudness-report';
import { encodeUnderPeak } from '../../providers/audio/peak-correction';
import { mp3Args } from '../../providers/audio/programme-encoder';

/** A render's MP3 made again quieter, because the first one's true peak was over the target. */
export interface PeakTrim {
  mp3: Buffer;
  report: LoudnessReport;
  /** The gain applied (dB, negative). */
  gainDb: number;
}

/** Encodes tried at most after the render's own: MP3 ringing is not linear in the level. */
const MAX_ENCODES = 3;

/**
 * The limiter holds the mix 2 dB under the −1.5 dBTP target, but MP3 encoding rings over it on some voices (eSpeak's
 * buzz at ~56 kbps: a 10-minute episode whose PCM peaks at −3.0 dBTP read −1.0 dBTP as MP3, and −2.7 once 0.8 dB
 * quieter). When the encoded file's report is over `maxTruePeak`, the programme is encoded again from its stems
 * (which sum to the mix), quieter by the excess and a margin, and measured again, up to MAX_ENCODES times. Answers
 * undefined, at no cost, when the MP3 is on target.
 */
export async function trimPeak(input: {
  binaries: FfmpegBinaries;
  stemFiles: readonly string[];
  dir: string;
  sampleRate: number;
  report: LoudnessReport;
  maxTruePeak: number;
  mp3Quality: number;
  title?: string;
  signal?: AbortSignal;
}): Promise<PeakTrim | undefined> {
  const { binaries, signal, maxTruePeak } = input;
  if (input.report.truePeak <= maxTruePeak || input.stemFiles.length === 0) return undefined;
  const out = path.join(input.dir, 'mix-trimmed.mp3');
  const { report, gainDb } = await encodeUnderPeak(input.report, { maxTruePeak, tries: MAX_ENCODES }, async (gain) => {
    await runBinary(binaries.ffmpeg, encodeArgs(input, gain, out), { signal });
    return measureLoudness(binaries, out, { signal, sampleRate: input.sampleRate });
  });
  return { mp3: await readFile(out), report, gainDb };
}

/** ffmpeg summing the stems into one mono programme, `gainDb` quieter, encoded as the render encodes. */
function encodeArgs(
  input: { stemFiles: readonly string[]; mp3Quality: number; title?: string },
  gainDb: number,
  out: string,
): string[] {
  const { stemFiles } = input;
  const sum = stemFiles.length > 1 ? `amix=inputs=${stemFiles.length}:normalize=0,` : '';
  // The stems carry channelsplit's layouts (FL, FR): labelled mono again, or the encoder would make it stereo.
  const mono = 'aformat=sample_fmts=flt:channel_layouts=mono';
  const graph = `${stemFiles.map((_, i) => `[${i}:a]`).join('')}${sum}${mono},volume=${gainDb}dB[mix]`;
  return [
    // One thread per FLAC decoder: its frame threads cost four times the decoding itself on these small frames.
    ...[
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-y',
      ...stemFiles.flatMap((file) => ['-threads', '1', '-i', file]),
    ],
    ...['-filter_complex', graph, '-map', '[mix]', ...mp3Args(input.mp3Quality, input.title), out],
  ];
}
