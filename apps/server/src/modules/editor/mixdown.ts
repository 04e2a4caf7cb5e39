import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type ClipPlacements,
  DEFAULT_EDITOR_CLIP,
  EDITOR_TRACK_IDS,
  type EditorClip,
  type EditorTrackId,
  layoutClips,
} from '@podloom/contract';
import {
  clipChain,
  DUCKING,
  levelAndEncode,
  MUSIC_MIX_SAMPLE_RATE,
  measureRawMix,
} from '../../providers/audio/clip-mix';
import { decodeToPcm, type FfmpegBinaries, probeAudio, resolveFfmpeg, runBinary } from '../../providers/audio/ffmpeg';
import { TARGET_LUFS } from '../../providers/audio/leveler';
import { createRenderFolder } from '../../providers/audio/render-folders';

const SPEAKERS = ['speaker1', 'speaker2'] as const;

/** The mixdown's rate: music keeps its treble (the renders' 22–24 kHz is enough for voices alone). */
export const MIXDOWN_SAMPLE_RATE = MUSIC_MIX_SAMPLE_RATE;

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

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Mixes the editor's tracks as the editor lays them out (`layoutClips`): each clip at its place, trimmed, faded and
 * looped, the background ducked under the speech; volumes applied. The mix is measured with the project's own loudness meter and levelled to −16 LUFS with a
 * static gain and a lookahead limiter under the renders' ceiling, then encoded like a render.
 */
export async function mixdown(input: MixdownInput): Promise<MixdownResult> {
  const binaries = input.binaries ?? resolveFfmpeg();
  const layout = await layoutOf(binaries, input);
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
    const { lufs, samples } = await measureRawMix(raw);
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

/** Where each clip sits and how long the mix lasts, from its tracks' files (measured) and clips. */
async function layoutOf(binaries: FfmpegBinaries, input: Pick<MixdownInput, 'tracks'>) {
  const durations = await measureLengths(binaries, input);
  const clips = Object.fromEntries(Object.entries(input.tracks).map(([id, t]) => [id, t?.clip ?? DEFAULT_EDITOR_CLIP]));
  return layoutClips(durations, clips);
}

/** Seconds the mixdown of these tracks will last (as `mixdown` lays them out), before anything is mixed. */
export async function mixdownSeconds(input: Pick<MixdownInput, 'tracks' | 'binaries'>): Promise<number> {
  return (await layoutOf(input.binaries ?? resolveFfmpeg(), input)).total;
}

/** Seconds of each track's whole audio file. */
async function measureLengths(binaries: FfmpegBinaries, input: Pick<MixdownInput, 'tracks'>) {
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
    // One decoder thread: a FLAC stem's frame threads cost more than its decoding (see audio/peak-trim.ts).
    args.push('-threads', '1', '-i', track.file);
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

function runFfmpeg(binaries: FfmpegBinaries, args: string[], signal?: AbortSignal): Promise<Buffer> {
  return runBinary(binaries.ffmpeg, args, { signal });
}
