import { type FfmpegBinaries, FfmpegStream, runBinaryOutput } from './ffmpeg';

/** A finished file's loudness as ffmpeg's `ebur128` filter measures it (EBU R128 / ITU-R BS.1770-4). */
export interface LoudnessReport {
  /** Integrated loudness, LUFS. */
  integrated: number;
  /** True peak (4× oversampled), dBTP. */
  truePeak: number;
  /** Loudness range, LU. */
  range: number;
}

/** What every render and export aims at: −16 LUFS within 1 LU, and a true peak at or under −1.5 dBTP. */
export const LOUDNESS_TARGETS = { integrated: -16, tolerance: 1, maxTruePeak: -1.5 } as const;

export class LoudnessMeasureError extends Error {
  override name = 'LoudnessMeasureError';
}

/**
 * Measures a file as it will be heard: decoded by ffmpeg and read by its `ebur128` filter. `file` is a path, or
 * the file's bytes (piped in, so a file just encoded need not be written out first).
 */
export async function measureLoudness(
  binaries: FfmpegBinaries,
  file: string | Buffer,
  options: { signal?: AbortSignal } = {},
): Promise<LoudnessReport> {
  const input = typeof file === 'string' ? file : 'pipe:0';
  const { stderr } = await runBinaryOutput(binaries.ffmpeg, ebur128Args(input), {
    signal: options.signal,
    ...(typeof file === 'string' ? {} : { input: file }),
  });
  return parseEbur128Summary(stderr);
}

/** ffmpeg reading `input` through `ebur128` with its true-peak meter, printing only the summary. */
function ebur128Args(input: string, format?: string): string[] {
  return [
    '-hide_banner',
    '-nostats',
    ...(format ? ['-f', format] : []),
    '-i',
    input,
    '-vn',
    '-af',
    'ebur128=peak=true:framelog=verbose',
    '-f',
    'null',
    '-',
  ];
}

/**
 * The same measurement, fed the encoded file while the encoder writes it: the report is ready moments after the
 * file is, instead of a second pass over it afterwards. `write` never waits (an episode's MP3 is a few MB).
 */
export class LoudnessStream {
  private readonly stream: FfmpegStream;

  constructor(binaries: FfmpegBinaries, format: string, signal?: AbortSignal) {
    this.stream = new FfmpegStream(binaries.ffmpeg, ebur128Args('pipe:0', format), signal);
  }

  write(chunk: Buffer): void {
    this.stream.push(chunk);
  }

  async finish(): Promise<LoudnessReport> {
    await this.stream.finish();
    return parseEbur128Summary(this.stream.stderr);
  }

  kill(): void {
    this.stream.kill();
  }
}

/** The summary ffmpeg prints at the end of an `ebur128` pass: I (LUFS), LRA (LU) and the true peak (dBFS). */
export function parseEbur128Summary(stderr: string): LoudnessReport {
  const summary = stderr.split('Summary:').at(-1) ?? '';
  const number = (pattern: RegExp) => {
    const match = pattern.exec(summary)?.[1];
    if (match === undefined) return undefined;
    // Silence reads −inf (or −70, the absolute gate): kept finite so it can be stored and shown.
    return match === '-inf' ? -120 : Number(match);
  };
  const integrated = number(/I:\s+(-?[\d.]+|-inf) LUFS/);
  const range = number(/LRA:\s+(-?[\d.]+) LU/);
  const truePeak = number(/Peak:\s+(-?[\d.]+|-inf) dBFS/);
  if (integrated === undefined || range === undefined || truePeak === undefined) {
    throw new LoudnessMeasureError('ffmpeg printed no loudness summary for the file.');
  }
  return { integrated, truePeak, range };
}

/** True when a report meets LOUDNESS_TARGETS. */
export function withinTargets(report: LoudnessReport): boolean {
  const { integrated, tolerance, maxTruePeak } = LOUDNESS_TARGETS;
  return Math.abs(report.integrated - integrated) <= tolerance && report.truePeak <= maxTruePeak;
}
