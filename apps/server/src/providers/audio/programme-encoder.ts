import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type FfmpegBinaries, FfmpegStream, runBinary } from './ffmpeg';
import { type LoudnessReport, LoudnessStream } from './loudness-report';
import { float32ToBytes, float32ToInt16, int16Sample } from './pcm';
import { createRenderFolder, type RenderFolder } from './render-folders';

export interface ProgrammeEncoderOptions {
  binaries: FfmpegBinaries;
  sampleRate: number;
  /** One stem per speaker, in this order. */
  stemCount: number;
  /** LAME VBR quality, 0 (best) to 9. */
  mp3Quality: number;
  title?: string;
  signal?: AbortSignal;
  /** Where the scratch folder is made; the OS temp folder unless a test chooses. */
  tempRoot?: string;
  /** Only the stems: the programme is mixed from them afterwards (a render with music), so no MP3 is made here. */
  stemsOnly?: boolean;
}

/**
 * Encodes a programme while it is being mixed: the mono mix goes to an MP3 encoder and the speakers'
 * stems (interleaved, one channel each) to a second ffmpeg that writes one FLAC per speaker. Two
 * processes let the two cores share the work; FLAC keeps stems lossless for the editor and costs little,
 * since a stem is silent wherever the other speaker talks.
 */
export class ProgrammeEncoder {
  private readonly mix?: FfmpegStream;
  private readonly stems: FfmpegStream;
  /** ebur128 reading the MP3 as the encoder writes it: the loudness report of the file itself, with no second pass. */
  private readonly loudness?: LoudnessStream;
  /** The opening's own MP3, fed the mix until `finishOpening`; undefined once finished or given up. */
  private opening?: FfmpegStream;
  readonly mixFile: string;
  readonly openingFile: string;
  readonly stemFiles: string[];

  readonly dir: string;

  private constructor(
    private readonly folder: RenderFolder,
    private readonly options: ProgrammeEncoderOptions,
  ) {
    const dir = folder.dir;
    this.dir = dir;
    const { binaries, sampleRate, stemCount } = options;
    this.mixFile = path.join(dir, 'mix.mp3');
    this.openingFile = path.join(dir, 'start.mp3');
    this.stemFiles = Array.from({ length: stemCount }, (_, i) => path.join(dir, `stem-${i}.flac`));
    const input = ['-hide_banner', '-loglevel', 'error', '-f', 'f32le', '-ar', String(sampleRate)];
    // One encode, two copies: the file (whose VBR header ffmpeg completes at the end) and a stream to the meter.
    this.loudness = options.stemsOnly ? undefined : new LoudnessStream(binaries, 'mp3', options.signal, sampleRate);
    this.mix = options.stemsOnly
      ? undefined
      : new FfmpegStream(
          binaries.ffmpeg,
          [...input, '-ac', '1', '-i', 'pipe:0', ...teeMp3Args(options.mp3Quality, this.mixFile, options.title)],
          options.signal,
          true,
          (chunk) => this.loudness?.write(chunk),
        );
    // Started now, and fed as the mix goes, so the opening is encoded by the time it is due: only its last
    // moments are left, and no ffmpeg starts while a listener waits. At the server's own priority, for the same reason.
    this.opening = options.stemsOnly
      ? undefined
      : new FfmpegStream(
          binaries.ffmpeg,
          [...input, '-ac', '1', '-i', 'pipe:0', ...mp3Args(options.mp3Quality), this.openingFile],
          options.signal,
          false,
        );
    // channelsplit costs half of asplit + pan; it needs a named layout, which exists for one or two.
    const graph =
      stemCount === 1
        ? '[0:a]anull[o0]'
        : stemCount === 2
          ? '[0:a]channelsplit=channel_layout=stereo[o0][o1]'
          : `[0:a]asplit=${stemCount}${this.stemFiles.map((_, i) => `[s${i}]`).join('')};${this.stemFiles
              .map((_, i) => `[s${i}]pan=mono|c0=c${i}[o${i}]`)
              .join(';')}`;
    // The stems arrive as 16-bit samples (the line cache's own depth): half the bytes of floats through the pipe, and
    // 16-bit FLAC, 40 % smaller and cheaper to encode than the 24 bits ffmpeg would choose for floats.
    this.stems = new FfmpegStream(
      binaries.ffmpeg,
      [
        ...['-hide_banner', '-loglevel', 'error', '-f', 's16le', '-ar', String(sampleRate)],
        '-ac',
        String(stemCount),
        '-i',
        'pipe:0',
        '-filter_complex',
        graph,
        ...this.stemFiles.flatMap((file, i) => ['-map', `[o${i}]`, '-c:a', 'flac', '-compression_level', '0', file]),
      ],
      options.signal,
    );
  }

  static async start(options: ProgrammeEncoderOptions): Promise<ProgrammeEncoder> {
    const folder = await createRenderFolder(options.tempRoot);
    try {
      return new ProgrammeEncoder(folder, options);
    } catch (error) {
      await folder.remove(); // ffmpeg could not start: the folder would otherwise outlive the failed render.
      throw error;
    }
  }

  /** Appends one speaker's line (or silence, with `stem` -1) to the mix and the stems. */
  async append(samples: Float32Array, stem: number): Promise<void> {
    const count = this.options.stemCount;
    const interleaved = new Int16Array(samples.length * count);
    if (stem >= 0)
      for (let i = 0; i < samples.length; i++) interleaved[i * count + stem] = int16Sample(samples[i] as number);
    const mono = float32ToBytes(samples);
    await Promise.all([this.mix?.write(mono), this.stems.write(int16ToBytes(interleaved)), this.opening?.write(mono)]);
  }

  /**
   * Appends voices laid over each other (an overlap of two turns, a backchannel): `mono` is what the programme
   * hears, and each layer goes to its own speaker's stem.
   */
  async appendLayers(
    mono: Float32Array,
    layers: ReadonlyArray<{ samples: Float32Array; stem: number }>,
  ): Promise<void> {
    const count = this.options.stemCount;
    const interleaved = new Float32Array(mono.length * count);
    for (const { samples, stem } of layers) {
      for (let i = 0; i < samples.length && i < mono.length; i++) {
        interleaved[i * count + stem] = (interleaved[i * count + stem] as number) + (samples[i] as number);
      }
    }
    const bytes = float32ToBytes(mono);
    await Promise.all([
      this.mix?.write(bytes),
      this.stems.write(int16ToBytes(float32ToInt16(interleaved))),
      this.opening?.write(bytes),
    ]);
  }

  /** The opening as it stands (everything appended so far) as an MP3; later appends are not in it. */
  async finishOpening(): Promise<Buffer> {
    const opening = this.opening;
    if (!opening) throw new Error('The opening was finished already.');
    this.opening = undefined;
    await opening.finish();
    return readFile(this.openingFile);
  }

  /**
   * The MP3, the stems and the MP3's loudness report (ebur128 on the encoded file, measured as it was written);
   * with `stemsOnly`, the stems alone.
   */
  async finish(): Promise<{ mix: Buffer; stems: Buffer[]; report?: LoudnessReport }> {
    // A programme too short for an opening never needed it.
    this.opening?.kill();
    this.opening = undefined;
    await Promise.all([this.mix?.finish(), this.stems.finish()]);
    const report = await this.loudness?.finish();
    const mix = this.mix ? await readFile(this.mixFile) : Buffer.alloc(0);
    return { mix, stems: await Promise.all(this.stemFiles.map((f) => readFile(f))), report };
  }

  async dispose(): Promise<void> {
    this.loudness?.kill();
    this.mix?.kill();
    this.stems.kill();
    this.opening?.kill();
    await this.folder.remove();
  }
}

const int16ToBytes = (samples: Int16Array) => Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);

/**
 * Spoken word as podcasts ship it: mono MP3 at the voices' own rate (22.05 or 24 kHz), LAME VBR. Quality 4
 * averages ~55 kbps on speech; constant bitrates at these rates low-pass the voice and lose half a LU of
 * loudness, VBR keeps it (measured with ebur128). `-compression_level 7` is LAME's fast search.
 */
export function mp3Args(vbrQuality: number, title?: string): string[] {
  return [
    ...lameArgs(vbrQuality),
    ...(title ? ['-id3v2_version', '3', '-metadata', `title=${title}`] : []),
    '-f',
    'mp3',
  ];
}

function lameArgs(vbrQuality: number): string[] {
  return ['-c:a', 'libmp3lame', '-q:a', String(vbrQuality), '-compression_level', '7'];
}

/** As mp3Args, the one encode written to `file` and, as a plain MP3 stream, to stdout (`pipe:1`). */
function teeMp3Args(vbrQuality: number, file: string, title?: string): string[] {
  const [, , ...codec] = mp3Args(vbrQuality).slice(0, -2);
  const id3 = title ? ':id3v2_version=3' : '';
  // Tee's own syntax: `|`, `[`, `]` and `\` in the path would need escaping; render folders never hold them.
  // `flush_packets=0`: to a pipe the muxer would otherwise write each MP3 frame on its own (22,700 writes for ten
  // minutes, each one a wake-up of this process and of the meter); buffered, it writes 32 KB at a time.
  return [
    '-map',
    '0:a',
    '-c:a',
    'libmp3lame',
    ...codec,
    ...(title ? ['-metadata', `title=${title}`] : []),
    '-f',
    'tee',
    `[f=mp3${id3}]${file}|[f=mp3:flush_packets=0]pipe:1`,
  ];
}

/** Encodes a short clip in one go (the early start file, voice previews). */
export async function encodeMp3(
  binaries: FfmpegBinaries,
  samples: Float32Array,
  sampleRate: number,
  options: { vbrQuality?: number; title?: string; signal?: AbortSignal } = {},
): Promise<Buffer> {
  return runBinary(
    binaries.ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'f32le',
      '-ar',
      String(sampleRate),
      '-ac',
      '1',
      '-i',
      'pipe:0',
      ...mp3Args(options.vbrQuality ?? 4, options.title),
      ...['-flush_packets', '0'],
      'pipe:1',
    ],
    { input: float32ToBytes(samples), signal: options.signal },
  );
}
