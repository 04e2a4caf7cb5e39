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
  /** `sampleRate`: the file's, when known, for the cheaper 4× true peak (see ebur128Args). */
  options: { signal?: AbortSignal; sampleRate?: number } = {},
): Promise<LoudnessReport> {
  const input = typeof file === 'string' ? file : 'pipe:0';
  const { stderr } = await runBinaryOutput(binaries.ffmpeg, ebur128Args(input, undefined, options.sampleRate), {
    signal: options.signal,
    ...(typeof file === 'string' ? {} : { input: file }),
  });
  return parseEbur128Summary(stderr);
}

/**
 * ffmpeg reading `input` through `ebur128` with its true-peak meter, printing only the summary. Given the file's
 * `sampleRate`, the true peak is read by `astats` on a copy oversampled exactly 4× (BS.1770's true peak) instead:
 * ebur128's own meter resamples to 192 kHz in double precision whatever the rate, which cost most of the pass. On the
 * 10-minute bench episode at 22.05 kHz both read −1.3 dBTP (astats: −1.279 at 4×, −1.274 at 192 kHz), and the
 * whole pass took under half the CPU.
 */
function ebur128Args(input: string, format?: string, sampleRate?: number): string[] {
  const source = ['-hide_banner', '-nostats', ...(format ? ['-f', format] : []), '-i', input, '-vn'];
  if (!sampleRate || sampleRate > 48_000) {
    return [...source, '-af', 'ebur128=peak=true:framelog=verbose', '-f', 'null', '-'];
  }
  const graph =
    '[0:a]asplit[m][p];[m]ebur128=peak=none:framelog=verbose[out];' +
    `[p]aresample=${4 * sampleRate},astats=measure_perchannel=none:measure_overall=Peak_level,anullsink`;
  return [...source, '-filter_complex', graph, '-map', '[out]', '-f', 'null', '-'];
}

/**
 * The same measurement, fed the encoded file while the encoder writes it: the report is ready moments after the
 * file is, instead of a second pass over it afterwards. `write` never waits (an episode's MP3 is a few MB).
 */
export class LoudnessStream {
  private readonly stream: FfmpegStream;

  /** `sampleRate`: the stream's, for the cheaper 4× true peak (see ebur128Args). */
  constructor(binaries: FfmpegBinaries, format: string, signal?: AbortSignal, sampleRate?: number) {
    this.stream = new FfmpegStream(binaries.ffmpeg, ebur128Args('pipe:0', format, sampleRate), signal);
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

/**
 * The summary ffmpeg prints at the end of an `ebur128` pass: I (LUFS), LRA (LU) and the true peak (dBFS), or,
 * when `astats` read the oversampled copy, its peak rounded as ebur128 prints it.
 */
export function parseEbur128Summary(stderr: string): LoudnessReport {
  const summary = stderr.split('Summary:').at(-1) ?? '';
  const number = (pattern: RegExp, text = summary) => {
    const match = pattern.exec(text)?.[1];
    if (match === undefined) return undefined;
    // Silence reads −inf (or −70, the absolute gate): kept finite so it can be stored and shown.
    return match === '-inf' ? -120 : Number(match);
  };
  const integrated = number(/I:\s+(-?[\d.]+|-inf) LUFS/);
  const range = number(/LRA:\s+(-?[\d.]+) LU/);
  const oversampled = number(/Peak level dB:\s+(-?[\d.]+|-inf)/, stderr);
  const truePeak =
    oversampled === undefined ? number(/Peak:\s+(-?[\d.]+|-inf) dBFS/) : Math.round(oversampled * 10) / 10;
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
