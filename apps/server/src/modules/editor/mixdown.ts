import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeToPcm, type FfmpegBinaries, probeAudio, resolveFfmpeg, runBinary } from '../../providers/audio/ffmpeg';
import { LIMITER_CEILING_DBTP, TARGET_LUFS } from '../../providers/audio/leveler';
import { dbToLinear, LoudnessMeter } from '../../providers/audio/loudness';
import { mp3Args } from '../../providers/audio/programme-encoder';
import { createRenderFolder } from '../../providers/audio/render-folders';

/** The mixdown's rate: music keeps its treble (the renders' 22–24 kHz is enough for voices alone). */
export const MIXDOWN_SAMPLE_RATE = 44_100;

export interface MixdownInput {
  /** Local files of the speech tracks (Speaker 1, Speaker 2), aligned at 0, each with its volume (0–1). */
  speech: Array<{ file: string; volume: number }>;
  intro?: { file: string; volume: number };
  outro?: { file: string; volume: number };
  /** Looped under the speech for its whole length, ducked while anyone speaks. */
  background?: { file: string; volume: number };
  binaries?: FfmpegBinaries;
  signal?: AbortSignal;
  onProgress?: (stage: 'mixing' | 'levelling' | 'encoding', done: number, total: number) => void;
  title?: string;
  tempRoot?: string;
}

export interface MixdownResult {
  mp3: Buffer;
  durationSeconds: number;
  introSeconds: number;
  speechSeconds: number;
  outroSeconds: number;
  /** Loudness of the mix before levelling, and the gain that brought it to TARGET_LUFS. */
  measuredLufs: number;
  gainDb: number;
}

export class MixdownError extends Error {
  override name = 'MixdownError';
}

/** The ducking: −30 dBFS threshold, 6:1, quick attack, slow release, so music swells back in gently between turns. */
const DUCKING = 'sidechaincompress=threshold=0.03:ratio=6:attack=30:release=600:makeup=1';
const mono = `aresample=${MIXDOWN_SAMPLE_RATE},aformat=sample_fmts=flt:channel_layouts=mono`;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Mixes the editor's tracks: the intro, then the speech with the background looped under it and ducked, then the
 * outro; volumes applied. The mix is measured with the project's own loudness meter and levelled to −16 LUFS with a
 * static gain and a lookahead limiter under the renders' ceiling, then encoded like a render.
 */
export async function mixdown(input: MixdownInput): Promise<MixdownResult> {
  const binaries = input.binaries ?? resolveFfmpeg();
  const lengths = await measureLengths(binaries, input);
  const { intro: introSeconds, speech: speechSeconds, outro: outroSeconds } = lengths;
  if (!(introSeconds + speechSeconds + outroSeconds > 0)) {
    throw new MixdownError('Every track is muted or empty: there is nothing to mix.');
  }
  const graph = mixGraph(input, speechSeconds);
  const folder = await createRenderFolder(input.tempRoot);
  try {
    const raw = path.join(folder.dir, 'mix.f32');
    const out = path.join(folder.dir, 'mix.mp3');
    input.onProgress?.('mixing', 0, 1);
    await runFfmpeg(
      binaries,
      [...graph, '-f', 'f32le', '-ar', String(MIXDOWN_SAMPLE_RATE), '-ac', '1', raw],
      input.signal,
    );
    input.onProgress?.('mixing', 1, 1);
    input.onProgress?.('levelling', 0, 1);
    const { lufs, samples } = await measure(raw);
    input.onProgress?.('levelling', 1, 1);
    if (!Number.isFinite(lufs)) throw new MixdownError('The mix is silent: raise a track or unmute one.');
    const gainDb = TARGET_LUFS - lufs;
    input.onProgress?.('encoding', 0, 1);
    await levelAndEncode(binaries, { raw, out, gainDb, title: input.title }, input.signal);
    input.onProgress?.('encoding', 1, 1);
    return {
      mp3: await readFile(out),
      durationSeconds: round3(samples / MIXDOWN_SAMPLE_RATE),
      introSeconds: round3(introSeconds),
      speechSeconds: round3(speechSeconds),
      outroSeconds: round3(outroSeconds),
      measuredLufs: Math.round(lufs * 100) / 100,
      gainDb: Math.round(gainDb * 100) / 100,
    };
  } finally {
    await folder.remove();
  }
}

/** Seconds of the intro, the speech (its longest track) and the outro. */
async function measureLengths(binaries: FfmpegBinaries, input: MixdownInput) {
  const durationOf = async (file: string) => {
    const probed = (await probeAudio(binaries, file)).durationSeconds;
    if (Number.isFinite(probed) && probed > 0) return probed;
    // A streamed FLAC or WAV may carry no length in its header: count its samples instead.
    const { samples, sampleRate } = await decodeToPcm(binaries, { file }, { sampleRate: 8000 });
    return samples.length / sampleRate;
  };
  return {
    speech: input.speech.length ? Math.max(...(await Promise.all(input.speech.map((s) => durationOf(s.file))))) : 0,
    intro: input.intro ? await durationOf(input.intro.file) : 0,
    outro: input.outro ? await durationOf(input.outro.file) : 0,
  };
}

/** ffmpeg's inputs and filter graph for the mix, up to its one output `[mix]`. */
function mixGraph(input: MixdownInput, speechSeconds: number): string[] {
  const args: string[] = ['-hide_banner', '-loglevel', 'error', '-nostdin'];
  const filters: string[] = [];
  const parts: string[] = [];
  let index = 0;
  const addInput = (file: string, loop = false) => {
    if (loop) args.push('-stream_loop', '-1');
    args.push('-i', file);
    return index++;
  };
  if (input.intro) {
    const i = addInput(input.intro.file);
    filters.push(`[${i}:a]${mono},volume=${input.intro.volume}[intro]`);
    parts.push('[intro]');
  }
  if (speechSeconds > 0) {
    filters.push(...speechFilters(input, speechSeconds, addInput));
    parts.push('[body]');
  }
  if (input.outro) {
    const i = addInput(input.outro.file);
    filters.push(`[${i}:a]${mono},volume=${input.outro.volume}[outro]`);
    parts.push('[outro]');
  }
  filters.push(parts.length > 1 ? `${parts.join('')}concat=n=${parts.length}:v=0:a=1[mix]` : `${parts[0]}anull[mix]`);
  return [...args, '-filter_complex', filters.join(';'), '-map', '[mix]'];
}

/** The speech tracks mixed into `[body]`, with the background looped under them and ducked while anyone speaks. */
function speechFilters(
  input: MixdownInput,
  speechSeconds: number,
  addInput: (file: string, loop?: boolean) => number,
): string[] {
  const filters: string[] = [];
  const voices = input.speech.map((s, n) => {
    const i = addInput(s.file);
    filters.push(`[${i}:a]${mono},volume=${s.volume},apad=whole_dur=${speechSeconds}[v${n}]`);
    return `[v${n}]`;
  });
  filters.push(
    voices.length > 1
      ? `${voices.join('')}amix=inputs=${voices.length}:duration=longest:normalize=0,atrim=0:${speechSeconds}[speech]`
      : `${voices[0]}atrim=0:${speechSeconds}[speech]`,
  );
  if (input.background) {
    const i = addInput(input.background.file, true);
    filters.push('[speech]asplit=2[said][key]');
    filters.push(`[${i}:a]${mono},atrim=0:${speechSeconds},volume=${input.background.volume}[bed]`);
    filters.push(`[bed][key]${DUCKING}[ducked]`);
    filters.push('[said][ducked]amix=inputs=2:duration=first:normalize=0[body]');
  } else {
    filters.push('[speech]anull[body]');
  }
  return filters;
}

/** The static gain to −16 LUFS and the lookahead limiter under the renders' ceiling, encoded like a render. */
function levelAndEncode(
  binaries: FfmpegBinaries,
  files: { raw: string; out: string; gainDb: number; title?: string },
  signal?: AbortSignal,
): Promise<Buffer> {
  const limit = dbToLinear(LIMITER_CEILING_DBTP);
  const pcm = ['-f', 'f32le', '-ar', String(MIXDOWN_SAMPLE_RATE), '-ac', '1'];
  const chain = `volume=${files.gainDb.toFixed(3)}dB,alimiter=limit=${limit.toFixed(4)}:level=false:attack=5:release=60`;
  return runFfmpeg(
    binaries,
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
    signal,
  );
}

function runFfmpeg(binaries: FfmpegBinaries, args: string[], signal?: AbortSignal): Promise<Buffer> {
  return runBinary(binaries.ffmpeg, args, { signal });
}

/** Integrated loudness of a raw mono float file, read in aligned chunks through the project's meter. */
async function measure(file: string): Promise<{ lufs: number; samples: number }> {
  const meter = new LoudnessMeter(MIXDOWN_SAMPLE_RATE);
  let samples = 0;
  // A file stream hands out chunks of exactly highWaterMark bytes (a multiple of 4) until the last.
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    const copy = new Float32Array(chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength));
    meter.push(copy);
    samples += copy.length;
  }
  return { lufs: meter.integrated(), samples };
}
