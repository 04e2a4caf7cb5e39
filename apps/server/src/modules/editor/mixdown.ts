import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type ClipPlacement,
  type ClipPlacements,
  DEFAULT_EDITOR_CLIP,
  EDITOR_TRACK_IDS,
  type EditorClip,
  type EditorTrackId,
  layoutClips,
} from '@podloom/contract';
import { decodeToPcm, type FfmpegBinaries, probeAudio, resolveFfmpeg, runBinary } from '../../providers/audio/ffmpeg';
import { LIMITER_CEILING_DBTP, TARGET_LUFS } from '../../providers/audio/leveler';
import { dbToLinear, LoudnessMeter } from '../../providers/audio/loudness';
import { mp3Args } from '../../providers/audio/programme-encoder';
import { createRenderFolder } from '../../providers/audio/render-folders';

const SPEAKERS = ['speaker1', 'speaker2'] as const;

/** The mixdown's rate: music keeps its treble (the renders' 22–24 kHz is enough for voices alone). */
export const MIXDOWN_SAMPLE_RATE = 44_100;

/** One track of the mix: a local audio file, its volume (0–1) and its clip (where it sits, trims, fades, loop). */
export interface MixdownTrack {
  file: string;
  volume: number;
  clip?: EditorClip;
}

export interface MixdownInput {
  /** The audible tracks by id; the layout (`layoutClips`) is the editor's own. */
  tracks: Partial<Record<EditorTrackId, MixdownTrack>>;
  binaries?: FfmpegBinaries;
  signal?: AbortSignal;
  onProgress?: (stage: 'mixing' | 'levelling' | 'encoding', done: number, total: number) => void;
  title?: string;
  tempRoot?: string;
}

export interface MixdownResult {
  mp3: Buffer;
  durationSeconds: number;
  /** Where the speech starts in the mix (the first speaker's clip), and how long the speech runs from there. */
  introSeconds: number;
  speechSeconds: number;
  /** Seconds after the speech ends. */
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
 * Mixes the editor's tracks as the editor lays them out (`layoutClips`): each clip at its place, trimmed, faded and
 * looped, the background ducked under the speech; volumes applied. The mix is measured with the project's own loudness meter and levelled to −16 LUFS with a
 * static gain and a lookahead limiter under the renders' ceiling, then encoded like a render.
 */
export async function mixdown(input: MixdownInput): Promise<MixdownResult> {
  const binaries = input.binaries ?? resolveFfmpeg();
  const durations = await measureLengths(binaries, input);
  const clips = Object.fromEntries(Object.entries(input.tracks).map(([id, t]) => [id, t?.clip ?? DEFAULT_EDITOR_CLIP]));
  const layout = layoutClips(durations, clips);
  if (!(layout.total > 0)) throw new MixdownError('Every track is muted or empty: there is nothing to mix.');
  const graph = mixGraph(input, layout);
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
    const speech = speechSpan(layout.placements);
    return {
      mp3: await readFile(out),
      durationSeconds: round3(samples / MIXDOWN_SAMPLE_RATE),
      introSeconds: round3(speech.start),
      speechSeconds: round3(speech.end - speech.start),
      outroSeconds: round3(Math.max(0, layout.total - speech.end)),
      measuredLufs: Math.round(lufs * 100) / 100,
      gainDb: Math.round(gainDb * 100) / 100,
    };
  } finally {
    await folder.remove();
  }
}

/** From the first speaker's start to the last one's end (both 0 without speech). */
function speechSpan(placements: ClipPlacements): { start: number; end: number } {
  const speech = SPEAKERS.flatMap((id) => (placements[id] ? [placements[id]] : []));
  if (speech.length === 0) return { start: 0, end: 0 };
  return {
    start: Math.min(...speech.map((p) => p.start)),
    end: Math.max(...speech.map((p) => p.start + p.length)),
  };
}

/** Seconds of each track's whole audio file. */
async function measureLengths(binaries: FfmpegBinaries, input: MixdownInput) {
  const durationOf = async (file: string) => {
    const probed = (await probeAudio(binaries, file)).durationSeconds;
    if (Number.isFinite(probed) && probed > 0) return probed;
    // A streamed FLAC or WAV may carry no length in its header: count its samples instead.
    const { samples, sampleRate } = await decodeToPcm(binaries, { file }, { sampleRate: 8000 });
    return samples.length / sampleRate;
  };
  const entries = await Promise.all(
    Object.entries(input.tracks).map(async ([id, track]) => [id, track ? await durationOf(track.file) : 0] as const),
  );
  return Object.fromEntries(entries) as Partial<Record<EditorTrackId, number>>;
}

/**
 * ffmpeg's inputs and filter graph up to its one output `[mix]`: each clip cut from its audio, looped, faded,
 * set to its volume and delayed to its start; the speakers summed, the bed ducked under them, everything summed.
 */
function mixGraph(input: MixdownInput, layout: { placements: ClipPlacements; total: number }): string[] {
  const args: string[] = ['-hide_banner', '-loglevel', 'error', '-nostdin'];
  const filters: string[] = [];
  const labels: Partial<Record<EditorTrackId, string>> = {};
  let index = 0;
  for (const id of EDITOR_TRACK_IDS) {
    const track = input.tracks[id];
    const place = layout.placements[id];
    if (!track || !place) continue;
    args.push('-i', track.file);
    filters.push(`[${index}:a]${clipChain(place, track.volume, layout.total)}[${id}]`);
    labels[id] = `[${id}]`;
    index += 1;
  }
  const voices = SPEAKERS.flatMap((id) => (labels[id] ? [labels[id]] : []));
  const parts = [labels.intro, labels.outro].filter((l): l is string => Boolean(l));
  if (voices.length > 0) {
    filters.push(
      voices.length > 1
        ? `${voices.join('')}amix=inputs=${voices.length}:normalize=0[speech]`
        : `${voices[0]}anull[speech]`,
    );
    if (labels.background) {
      filters.push('[speech]asplit=2[said][key]', `${labels.background}[key]${DUCKING}[ducked]`);
      parts.push('[said]', '[ducked]');
    } else parts.push('[speech]');
  } else if (labels.background) parts.push(labels.background);
  filters.push(
    parts.length > 1 ? `${parts.join('')}amix=inputs=${parts.length}:normalize=0[mix]` : `${parts[0]}anull[mix]`,
  );
  return [...args, '-filter_complex', filters.join(';'), '-map', '[mix]'];
}

/** One clip: its trimmed audio (looped to fill its length), fades, volume, delayed to its start, padded to the end. */
function clipChain(place: ClipPlacement, volume: number, total: number): string {
  const steps = [
    mono,
    `atrim=start=${place.trimStart.toFixed(3)}:duration=${place.passLength.toFixed(3)}`,
    'asetpts=PTS-STARTPTS',
  ];
  if (place.loop) {
    steps.push(`aloop=loop=-1:size=${Math.ceil(place.passLength * MIXDOWN_SAMPLE_RATE)}`, 'asetpts=N/SR/TB');
  }
  steps.push(`atrim=duration=${place.length.toFixed(3)}`);
  if (place.fadeIn > 0) steps.push(`afade=t=in:st=0:d=${place.fadeIn.toFixed(3)}`);
  if (place.fadeOut > 0) {
    steps.push(`afade=t=out:st=${(place.length - place.fadeOut).toFixed(3)}:d=${place.fadeOut.toFixed(3)}`);
  }
  steps.push(`volume=${volume}`);
  if (place.start > 0) steps.push(`adelay=delays=${Math.round(place.start * 1000)}:all=1`);
  steps.push(`apad=whole_dur=${total.toFixed(3)}`, `atrim=duration=${total.toFixed(3)}`);
  return steps.join(',');
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
