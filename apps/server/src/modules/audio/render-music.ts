import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type ClipPlacements, DEFAULT_EDITOR_CLIP, type EditorClip, layoutClips } from '@podloom/contract';
import {
  clipChain,
  DUCKING,
  levelAndEncode,
  MONO_AT_MIX_RATE,
  MUSIC_MIX_SAMPLE_RATE,
  measureRawMix,
  placeChain,
} from '../../providers/audio/clip-mix';
import { type FfmpegBinaries, probeAudio, runBinary, runBinaryOutput } from '../../providers/audio/ffmpeg';
import { TARGET_LUFS } from '../../providers/audio/leveler';
import { dbToLinear } from '../../providers/audio/loudness';
import { parseEbur128Summary } from '../../providers/audio/loudness-report';
import { encodeWav } from '../../providers/audio/pcm';
import type { ProgrammeEncoder } from '../../providers/audio/programme-encoder';
import type { LineTiming, ProgrammeMix, RenderPlan } from './programme-mix';
import { RenderError } from './render-error';

/** The music of one render as local files for ffmpeg (each optional), and the bed's volume (0–1). */
export interface MusicFiles {
  intro?: string;
  bed?: string;
  outro?: string;
  bedVolume: number;
}

/** What the music mix made: the finished MP3 and where the speech sits in it. */
export interface MusicMixResult {
  mp3: Buffer;
  /** Seconds from the programme's start to the speech's start (what every line timing moves by). */
  speechStart: number;
  durationSeconds: number;
  sampleRate: number;
  /** Integrated loudness of the mix before its static gain, and that gain (dB). */
  measuredLufs: number;
  gainDb: number;
}

/** An intro or outro plays at most this long (then fades); a bed loops at most this much of its file. */
export const PART_MAX_SECONDS = 30;
const BED_MAX_SECONDS = 300;
/** The intro fades out over its last seconds, and its last second sounds under the first words. */
const INTRO_FADE_SECONDS = 2.5;
const INTRO_OVERLAP_SECONDS = 1;
const OUTRO_FADE_SECONDS = 3;
const BED_FADE_IN_SECONDS = 2;
const BED_FADE_OUT_SECONDS = 3;
/** An intro and outro sound as loud as the speech; the bed sits 4 LU under it before its volume and the ducking. */
const PART_LUFS = TARGET_LUFS;
const BED_LUFS = TARGET_LUFS - 4;
/** A part's loudness is measured over its first minute at most (a bed's character does not change much). */
const MEASURE_MAX_SECONDS = 60;
/** A near-silent file is not raised by more than this. */
const MAX_RAISE_DB = 20;

interface MusicPart {
  file: string;
  /** Seconds of the file that play (one pass), and the gain (linear) that brings it to its level. */
  seconds: number;
  gain: number;
}

/**
 * Puts the music around and under a rendered speech (the speakers' stems, which sum to the speech mix): the intro
 * first, fading out under the first words; the bed looped under the speech, faded in and out and ducked under the
 * voices (`sidechaincompress`); the outro after the last line with a fade. The layout is the editor's own
 * (`layoutClips`), the filters the mixdown's. The mix is measured and levelled to −16 LUFS under the renders'
 * limiter ceiling, then encoded like a render (mono MP3, at 44.1 kHz so the music keeps its treble).
 */
export async function mixMusic(input: {
  binaries: FfmpegBinaries;
  stems: readonly string[];
  speechSeconds: number;
  music: MusicFiles;
  dir: string;
  title?: string;
  signal?: AbortSignal;
}): Promise<MusicMixResult> {
  const { binaries, music, signal } = input;
  const measure = (file: string | undefined, max: number, lufs: number) =>
    file ? measurePart(binaries, file, max, lufs, signal) : Promise.resolve(undefined);
  const [intro, bed, outro] = await Promise.all([
    measure(music.intro, PART_MAX_SECONDS, PART_LUFS),
    measure(music.bed, BED_MAX_SECONDS, BED_LUFS),
    measure(music.outro, PART_MAX_SECONDS, PART_LUFS),
  ]);
  const layout = musicLayout({ intro, bed, outro }, input.speechSeconds);
  const raw = path.join(input.dir, 'music-mix.f32');
  const out = path.join(input.dir, 'music-mix.mp3');
  const graph = musicGraph(input.stems, { intro, bed, outro }, music.bedVolume, layout);
  await runBinary(binaries.ffmpeg, [...graph, '-f', 'f32le', '-ar', String(MUSIC_MIX_SAMPLE_RATE), '-ac', '1', raw], {
    signal,
  });
  const { lufs, samples } = await measureRawMix(raw);
  if (!Number.isFinite(lufs)) throw new RenderError('The programme came out silent.');
  const gainDb = TARGET_LUFS - lufs;
  await levelAndEncode(binaries, { raw, out, gainDb, title: input.title }, signal);
  return {
    mp3: await readFile(out),
    speechStart: round3(layout.placements.speaker1?.start ?? 0),
    durationSeconds: round3(samples / MUSIC_MIX_SAMPLE_RATE),
    sampleRate: MUSIC_MIX_SAMPLE_RATE,
    measuredLufs: round2(lufs),
    gainDb: round2(gainDb),
  };
}

/**
 * The opening of a render with music, made while the rest is still being read: the speech so far (mono) with the
 * intro before it and the bed under it (no outro), levelled and encoded like the whole programme. It starts as the
 * finished file does, so a player that switches to that file carries on at the same moment.
 */
export async function musicOpening(input: {
  binaries: FfmpegBinaries;
  speech: Float32Array;
  sampleRate: number;
  music: MusicFiles;
  dir: string;
  title?: string;
  signal?: AbortSignal;
}): Promise<{ mp3: Buffer; durationSeconds: number }> {
  const dir = path.join(input.dir, 'opening');
  await mkdir(dir, { recursive: true });
  const stem = path.join(dir, 'speech.wav');
  await writeFile(stem, encodeWav({ samples: input.speech, sampleRate: input.sampleRate }));
  const mixed = await mixMusic({
    binaries: input.binaries,
    stems: [stem],
    speechSeconds: input.speech.length / input.sampleRate,
    music: { ...input.music, outro: undefined },
    dir,
    title: input.title,
    signal: input.signal,
  });
  return { mp3: mixed.mp3, durationSeconds: mixed.durationSeconds };
}

/** A music file's length (at most `max` seconds of it) and the gain that brings that part to `lufs`. */
async function measurePart(
  binaries: FfmpegBinaries,
  file: string,
  max: number,
  lufs: number,
  signal?: AbortSignal,
): Promise<MusicPart> {
  const probed = await probeAudio(binaries, file).catch(() => null);
  const length = probed?.durationSeconds;
  if (!length || !Number.isFinite(length) || length <= 0) {
    throw new RenderError('A piece of the chosen music could not be read. Please choose another, or None.');
  }
  const seconds = Math.min(length, max);
  const { stderr } = await runBinaryOutput(
    binaries.ffmpeg,
    [
      '-hide_banner',
      '-nostats',
      '-t',
      Math.min(seconds, MEASURE_MAX_SECONDS).toFixed(3),
      '-i',
      file,
      '-vn',
      '-af',
      'ebur128=peak=sample',
      '-f',
      'null',
      '-',
    ],
    { signal },
  );
  const measured = parseEbur128Summary(stderr).integrated;
  const gainDb = measured > -70 ? Math.min(MAX_RAISE_DB, lufs - measured) : 0;
  return { file, seconds, gain: dbToLinear(gainDb) };
}

/**
 * Where each part sounds, by the editor's layout: the speech starts as the intro's last second begins (the first
 * words over its fade), the bed from the speech's start to its end, the outro after the speech.
 */
export function musicLayout(
  parts: { intro?: Pick<MusicPart, 'seconds'>; bed?: Pick<MusicPart, 'seconds'>; outro?: Pick<MusicPart, 'seconds'> },
  speechSeconds: number,
): { placements: ClipPlacements; total: number } {
  const introSeconds = parts.intro?.seconds ?? 0;
  // A short intro ends before the words; a longer one fades out under the first of them.
  const speechStart = introSeconds >= 4 * INTRO_OVERLAP_SECONDS ? introSeconds - INTRO_OVERLAP_SECONDS : introSeconds;
  const clip = (values: Partial<EditorClip>): EditorClip => ({ ...DEFAULT_EDITOR_CLIP, ...values });
  return layoutClips(
    {
      intro: parts.intro?.seconds,
      speaker1: speechSeconds,
      background: parts.bed?.seconds,
      outro: parts.outro?.seconds,
    },
    {
      intro: clip({ start: 0, fadeOut: INTRO_FADE_SECONDS }),
      speaker1: clip({ start: speechStart }),
      background: clip({
        start: speechStart,
        fadeIn: BED_FADE_IN_SECONDS,
        fadeOut: BED_FADE_OUT_SECONDS,
        loop: true,
      }),
      outro: clip({ fadeIn: 0.05, fadeOut: OUTRO_FADE_SECONDS }),
    },
  );
}

/**
 * ffmpeg's inputs and filter graph up to its one output: the stems summed into the speech, each music part cut,
 * faded, levelled and placed; the bed ducked under the speech; everything summed.
 */
function musicGraph(
  stems: readonly string[],
  parts: { intro?: MusicPart; bed?: MusicPart; outro?: MusicPart },
  bedVolume: number,
  layout: { placements: ClipPlacements; total: number },
): string[] {
  const { placements, total } = layout;
  // One decoder thread per stem: FLAC's frame threads cost more than its decoding (see peak-trim.ts).
  const stemInputs = stems.flatMap((file) => ['-threads', '1', '-i', file]);
  const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', ...stemInputs];
  const speechIn = stems.map((_, i) => `[${i}:a]`).join('');
  const sum = stems.length > 1 ? `amix=inputs=${stems.length}:normalize=0,` : '';
  const speechPlace = placements.speaker1;
  const filters = [
    `${speechIn}${sum}${MONO_AT_MIX_RATE},${placeChain(speechPlace?.start ?? 0, total).join(',')}[speech]`,
  ];
  const mixed: string[] = [];
  let index = stems.length;
  const addPart = (id: 'intro' | 'outro' | 'background', part: MusicPart | undefined, volume: number) => {
    const place = placements[id];
    if (!part || !place) return null;
    args.push('-i', part.file);
    filters.push(`[${index}:a]${clipChain(place, part.gain * volume, total)}[${id}]`);
    index += 1;
    return `[${id}]`;
  };
  const intro = addPart('intro', parts.intro, 1);
  if (intro) mixed.push(intro);
  const bed = addPart('background', parts.bed, bedVolume);
  if (bed) {
    filters.push('[speech]asplit=2[said][key]', `${bed}[key]${DUCKING}[ducked]`);
    mixed.push('[said]', '[ducked]');
  } else mixed.push('[speech]');
  const outro = addPart('outro', parts.outro, 1);
  if (outro) mixed.push(outro);
  filters.push(
    mixed.length > 1 ? `${mixed.join('')}amix=inputs=${mixed.length}:normalize=0[mix]` : `${mixed[0]}anull[mix]`,
  );
  return [...args, '-filter_complex', filters.join(';'), '-map', '[mix]'];
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The programme a render stores: the speech as mixed, or (with music) the music mix with the timings moved. */
export interface RenderedProgramme {
  mp3: Buffer;
  durationSeconds: number;
  sampleRate: number;
  lineTimings: LineTiming[];
  speechStart: number;
}

/** The speech mix as it is, or mixed again from its stems with the render's music. */
export async function withMusic(
  input: { music?: MusicFiles; title?: string; signal?: AbortSignal },
  plan: Pick<RenderPlan, 'binaries' | 'sampleRate'>,
  made: { encoded: { mix: Buffer }; encoder: Pick<ProgrammeEncoder, 'stemFiles' | 'dir'>; mix: ProgrammeMix },
): Promise<RenderedProgramme> {
  const { mix, encoder, encoded } = made;
  const speechSeconds = mix.written / plan.sampleRate;
  if (!input.music) {
    const durationSeconds = round3(speechSeconds);
    return {
      mp3: encoded.mix,
      durationSeconds,
      sampleRate: plan.sampleRate,
      lineTimings: mix.lineTimings,
      speechStart: 0,
    };
  }
  const mixed = await mixMusic({
    binaries: plan.binaries,
    stems: encoder.stemFiles,
    speechSeconds,
    music: input.music,
    dir: encoder.dir,
    title: input.title,
    signal: input.signal,
  });
  const shift = mixed.speechStart;
  return {
    mp3: mixed.mp3,
    durationSeconds: mixed.durationSeconds,
    sampleRate: mixed.sampleRate,
    lineTimings: mix.lineTimings.map((t) => ({ ...t, start: round3(t.start + shift), end: round3(t.end + shift) })),
    speechStart: shift,
  };
}
