import { setMaxListeners } from 'node:events';
import { type ScriptLine, speakersOf } from '@podloom/contract';
import { type FfmpegBinaries, resolveFfmpeg } from '../../providers/audio/ffmpeg';
import { TARGET_LUFS } from '../../providers/audio/leveler';
import { linearToDb } from '../../providers/audio/loudness';
import { LOUDNESS_TARGETS, type LoudnessReport, measureLoudness } from '../../providers/audio/loudness-report';
import { ProgrammeEncoder } from '../../providers/audio/programme-encoder';
import type { VoiceStyle } from '../../providers/audio/voice-style';
import type { FileStorage } from '../../providers/storage/storage';
import type { VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import type { PronunciationEntry } from '../voices';
import { newRevision, renderKeys } from './audio-keys';
import { createBackchannels, type PlacedBackchannel } from './backchannels';
import { type Chapter, type ChapterSegment, chaptersOf } from './chapters';
import { fetchLineAudio } from './line-audio';
import { trimPeak } from './peak-trim';
import { type LineTiming, type OnFirstAudio, ProgrammeMix, type RenderPlan } from './programme-mix';
import { RenderError } from './render-error';
import { type MusicFiles, musicOpening, type RenderedProgramme, withMusic } from './render-music';

export type RenderStage = 'synthesizing' | 'encoding' | 'storing';

/** Reported as each line is ready, then per stage (DESIGN §4 `progress` events). */
export interface RenderProgress {
  stage: RenderStage;
  done: number;
  total: number;
}

export interface RenderInput {
  podcastId: number | string;
  /** A new one is made when omitted; each revision gets its own keys. */
  revision?: string;
  lines: readonly ScriptLine[];
  /** Speaker label, as in `lines`, → voice. */
  voices: Readonly<Record<string, VoiceRef>>;
  /** The user's pronunciation dictionary, applied to what each voice is given. */
  pronunciations?: readonly PronunciationEntry[];
  /** Speaker label → pace (0.7–1.3×) and pitch (semitones); the line timings follow. Left out: as the voice speaks. */
  styles?: Readonly<Record<string, VoiceStyle>>;
  storage: FileStorage;
  synthesizer: VoiceSynthesizer;
  onProgress?: (progress: RenderProgress) => void;
  /** Called once the opening seconds are stored and can be played, while the rest still renders. */
  onFirstAudio?: OnFirstAudio;
  signal?: AbortSignal;
  ffmpeg?: FfmpegBinaries;
  /** LAME VBR quality for the programme, 0 (best) to 9; 4 by default. */
  mp3Quality?: number;
  /** The true peak (dBTP) the stored MP3 may read; over it, the MP3 is made again quieter. −1.5 (the target) by default. */
  maxTruePeakDbtp?: number;
  /** Written into the MP3's ID3 title, and the title of the only chapter of a script without an outline. */
  title?: string;
  /** The writer's outline: each segment's first line becomes a chapter start. */
  segments?: readonly ChapterSegment[];
  /** Seconds of programme the plan still allows: the render stops with a RenderError past them. */
  maxSeconds?: number;
  /** The listener's short "mm-hmm"s laid quietly under long lines (backchannels.ts); off when left out. */
  backchannels?: boolean;
  /** Where the scratch folder is made (removed when the render ends, whatever its outcome); OS temp by default. */
  tempRoot?: string;
  /**
   * Intro, bed and outro (local files) mixed around and under the speech. The early opening is then the intro and
   * the first lines over the bed, mixed on its own once those lines are in.
   */
  music?: MusicFiles;
}

export interface RenderResult {
  revision: string;
  key: string;
  contentType: 'audio/mpeg';
  bytes: number;
  durationSeconds: number;
  sampleRate: number;
  lineTimings: LineTiming[];
  /** Where each segment of the script starts in this programme (the episode's chapters). */
  chapters: Chapter[];
  /** Speaker → FLAC stem key, aligned with the programme (for the multitrack editor). */
  stems: Record<string, string>;
  /** Key of the opening seconds stored early, when the programme was long enough to need one. */
  startKey?: string;
  /** Seconds of intro before the speech (0 without music): the line timings and chapters include it. */
  speechStart: number;
  manifestKey: string;
  synthesizedLines: number;
  cachedLines: number;
  /** Measured on the mixed programme before encoding (the true peak from the limiter's own peak scan). */
  loudness: { integratedLufs: number; truePeakDbtp: number };
  /** The loudness report: measured by ffmpeg's ebur128 on the encoded MP3 itself. */
  report: LoudnessReport;
  /**
   * dB the programme was turned down after its first MP3 rang over the true-peak target (0: it did not); `loudness`
   * includes it, the stems do not.
   */
  peakTrimDb: number;
  /** The backchannels laid under long lines (none unless asked for): heard, never in the transcript. */
  backchannels: PlacedBackchannel[];
}

export { RenderError };

/**
 * Renders a script to a mastered MP3 (DESIGN §7). Lines are fetched in parallel (cache or voice) and
 * consumed in order by the mixer, which levels each to −16 LUFS under a −3.5 dBTP true-peak ceiling, puts
 * natural pauses between turns and streams the programme into ffmpeg as it goes, so encoding overlaps
 * synthesis and little is left to do once the last line arrives.
 */
export async function renderPodcastAudio(input: RenderInput): Promise<RenderResult> {
  const plan = planRender(input);
  // One controller so a failure anywhere stops the voices and encoders still working.
  const controller = new AbortController();
  // Every queued line listens for an abort: many listeners on this signal are expected.
  setMaxListeners(input.lines.length + 16, controller.signal);
  const stop = () => controller.abort(input.signal?.reason);
  input.signal?.addEventListener('abort', stop, { once: true });
  const signal = controller.signal;

  let ready = 0;
  const fetched = fetchLineAudio({
    lines: input.lines,
    voices: input.voices,
    storage: input.storage,
    synthesizer: input.synthesizer,
    styles: input.styles,
    pronunciations: input.pronunciations,
    ffmpeg: plan.binaries,
    signal,
    onLineReady: () => input.onProgress?.({ stage: 'synthesizing', done: ++ready, total: input.lines.length }),
  });
  const encoder = await ProgrammeEncoder.start({
    binaries: plan.binaries,
    sampleRate: plan.sampleRate,
    stemCount: plan.speakers.length,
    mp3Quality: input.mp3Quality ?? 4,
    title: input.title,
    signal,
    tempRoot: input.tempRoot,
    stemsOnly: Boolean(input.music),
  });
  const backchannels = input.backchannels
    ? createBackchannels({ ...input, speakers: plan.speakers, ffmpeg: plan.binaries, signal })
    : undefined;
  const { music } = input;
  const { binaries, sampleRate } = plan;
  const opening = music
    ? (speech: Float32Array) =>
        musicOpening({ binaries, sampleRate, speech, music, dir: encoder.dir, title: input.title, signal })
    : undefined;
  const mix = new ProgrammeMix({ ...input, musicOpening: opening }, plan, encoder, signal, backchannels?.under);
  try {
    await mix.mixLines(fetched.lines, fetched.arrived);
    return await storeProgramme(input, plan, mix, fetched.cacheWrites(), {
      encoder,
      backchannels: backchannels?.placed ?? [],
    });
  } catch (error) {
    controller.abort(error);
    // The opening may be on its way to storage: wait for it, so nothing of this render lands after it stopped.
    await mix.opening.job?.catch(() => undefined);
    throw error;
  } finally {
    input.signal?.removeEventListener('abort', stop);
    await encoder.dispose();
  }
}

function planRender(input: RenderInput): RenderPlan {
  const { lines } = input;
  if (lines.length === 0) throw new RenderError('The script has no lines to read.');
  const speakers = speakersOf(lines);
  for (const speaker of speakers) {
    if (!input.voices[speaker]) throw new RenderError(`No voice was chosen for ${speaker}.`);
  }
  const revision = input.revision ?? newRevision();
  const sampleRate = Math.max(
    ...speakers.map((s) => input.synthesizer.sampleRateOf((input.voices[s] as VoiceRef).provider) ?? 24_000),
  );
  return {
    speakers,
    binaries: input.ffmpeg ?? resolveFfmpeg(),
    revision,
    keys: renderKeys(input.podcastId, revision),
    sampleRate,
  };
}

/** Encodes what is left, stores the programme, its stems and its manifest, and answers what was made. */
async function storeProgramme(
  input: RenderInput,
  plan: RenderPlan,
  mix: ProgrammeMix,
  cacheWrites: Promise<unknown>,
  { encoder, backchannels }: { encoder: ProgrammeEncoder; backchannels: PlacedBackchannel[] },
): Promise<RenderResult> {
  const { storage, lines } = input;
  const { keys } = plan;
  const progress = (stage: RenderStage, done: number) => input.onProgress?.({ stage, done, total: 1 });
  progress('encoding', 0);
  const encoded = await mix.finish();
  const { programme, report, peakTrimDb } = await finishedProgramme(input, plan, { encoded, encoder, mix });
  progress('encoding', 1);
  progress('storing', 0);
  const stems: Record<string, string> = {};
  const puts = [storage.put(keys.audio, programme.mp3, { contentType: 'audio/mpeg' })];
  plan.speakers.forEach((speaker, i) => {
    stems[speaker] = keys.stem(i, speaker);
    puts.push(storage.put(stems[speaker] as string, encoded.stems[i] as Buffer, { contentType: 'audio/flac' }));
  });
  await Promise.all([...puts, cacheWrites, mix.opening.job]);
  const result: RenderResult = {
    revision: plan.revision,
    key: keys.audio,
    contentType: 'audio/mpeg',
    bytes: programme.mp3.byteLength,
    durationSeconds: programme.durationSeconds,
    sampleRate: programme.sampleRate,
    lineTimings: programme.lineTimings,
    chapters: chaptersOf(
      input.segments,
      lines,
      programme.lineTimings.map((t) => t.start),
      input.title ?? '',
    ),
    stems,
    startKey: mix.opening.job ? keys.start : undefined,
    speechStart: programme.speechStart,
    manifestKey: keys.manifest,
    synthesizedLines: mix.synthesizedLines,
    cachedLines: lines.length - mix.synthesizedLines,
    loudness: input.music
      ? { integratedLufs: report.integrated, truePeakDbtp: report.truePeak }
      : {
          integratedLufs: round2(mix.meter.integrated() + peakTrimDb),
          truePeakDbtp: round2(linearToDb(mix.peak) + peakTrimDb),
        },
    report,
    peakTrimDb,
    backchannels,
  };
  await storage.put(keys.manifest, Buffer.from(JSON.stringify({ ...result, createdAt: new Date().toISOString() })), {
    contentType: 'application/json',
  });
  progress('storing', 1);
  return result;
}

/**
 * The programme as stored, and its loudness report. With music the speech is mixed again from its stems, with the
 * intro, bed and outro around and under it, and that file is measured; without, the encoder measured the MP3 as it
 * wrote it, and an MP3 whose true peak rang over the target is made again from the stems, a little quieter.
 */
async function finishedProgramme(
  input: RenderInput,
  plan: RenderPlan,
  made: { encoded: Awaited<ReturnType<ProgrammeMix['finish']>>; encoder: ProgrammeEncoder; mix: ProgrammeMix },
): Promise<{ programme: RenderedProgramme; report: LoudnessReport; peakTrimDb: number }> {
  const { signal } = input;
  const programme = await withMusic(input, plan, made);
  const report = made.encoded.report ?? (await measureLoudness(plan.binaries, programme.mp3, { signal }));
  if (input.music) return { programme, report, peakTrimDb: 0 };
  const trimmed = await trimPeak({
    binaries: plan.binaries,
    stemFiles: made.encoder.stemFiles,
    dir: made.encoder.dir,
    sampleRate: plan.sampleRate,
    report,
    maxTruePeak: input.maxTruePeakDbtp ?? LOUDNESS_TARGETS.maxTruePeak,
    mp3Quality: input.mp3Quality ?? 4,
    title: input.title,
    signal,
  });
  if (!trimmed) return { programme, report, peakTrimDb: 0 };
  return { programme: { ...programme, mp3: trimmed.mp3 }, report: trimmed.report, peakTrimDb: trimmed.gainDb };
}

export type { LineTiming };
export { TARGET_LUFS };

const round2 = (n: number) => Math.round(n * 100) / 100;
