import { setMaxListeners } from 'node:events';
import { type ScriptLine, speakersOf } from '@podloom/contract';
import { type FfmpegBinaries, resolveFfmpeg } from '../../providers/audio/ffmpeg';
import { levelLine, TARGET_LUFS } from '../../providers/audio/leveler';
import { LoudnessMeter, linearToDb } from '../../providers/audio/loudness';
import { resample } from '../../providers/audio/pcm';
import { encodeMp3, ProgrammeEncoder } from '../../providers/audio/programme-encoder';
import type { FileStorage } from '../../providers/storage/storage';
import type { VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import { newRevision, renderKeys } from './audio-keys';
import { type Chapter, type ChapterSegment, chaptersOf } from './chapters';
import { fetchLineAudio, type LineAudio } from './line-audio';
import { planPauses } from './pauses';

export type RenderStage = 'synthesizing' | 'encoding' | 'storing';

/** Reported as each line is ready, then per stage (DESIGN §4 `progress` events). */
export interface RenderProgress {
  stage: RenderStage;
  done: number;
  total: number;
}

export interface LineTiming {
  index: number;
  speaker: string;
  /** Seconds from the start of the programme. */
  start: number;
  end: number;
}

export interface RenderInput {
  podcastId: number | string;
  /** A new one is made when omitted; each revision gets its own keys. */
  revision?: string;
  lines: readonly ScriptLine[];
  /** Speaker label, as in `lines`, → voice. */
  voices: Readonly<Record<string, VoiceRef>>;
  storage: FileStorage;
  synthesizer: VoiceSynthesizer;
  onProgress?: (progress: RenderProgress) => void;
  /** Called once the opening seconds are stored and can be played, while the rest still renders. */
  onFirstAudio?: (first: { key: string; durationSeconds: number }) => void;
  signal?: AbortSignal;
  ffmpeg?: FfmpegBinaries;
  /** LAME VBR quality for the programme, 0 (best) to 9; 4 by default. */
  mp3Quality?: number;
  /** Written into the MP3's ID3 title, and the title of the only chapter of a script without an outline. */
  title?: string;
  /** The writer's outline: each segment's first line becomes a chapter start. */
  segments?: readonly ChapterSegment[];
  /** Where the scratch folder is made (removed when the render ends, whatever its outcome); OS temp by default. */
  tempRoot?: string;
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
  manifestKey: string;
  synthesizedLines: number;
  cachedLines: number;
  /** Measured on the mixed programme before encoding (the true peak from the limiter's own peak scan). */
  loudness: { integratedLufs: number; truePeakDbtp: number };
}

export class RenderError extends Error {
  override name = 'RenderError';
}

/** The opening stored early for playback: long enough to listen to while the rest renders. */
const START_SECONDS = 10;

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
  });
  const mix = new ProgrammeMix(input, plan, encoder, signal);
  try {
    await mix.mixLines(fetched.lines);
    return await storeProgramme(input, plan, mix, fetched.cacheWrites());
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

/** What a render is set up with: its speakers (each with a voice), its keys and the programme's sample rate. */
interface RenderPlan {
  speakers: string[];
  binaries: FfmpegBinaries;
  revision: string;
  keys: ReturnType<typeof renderKeys>;
  sampleRate: number;
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

/**
 * The programme as it is mixed, line by line in order: each line levelled, its pause before it, its timing kept,
 * the loudness measured, and the opening stored early once it is long enough to listen to.
 */
class ProgrammeMix {
  readonly meter: LoudnessMeter;
  readonly lineTimings: LineTiming[] = [];
  written = 0;
  peak = 0;
  synthesizedLines = 0;
  opening: { chunks: Float32Array[]; samples: number; job?: Promise<string> } = { chunks: [], samples: 0 };
  private targetSum = 0;
  private readonly makeUp: number[];

  constructor(
    private readonly input: RenderInput,
    private readonly plan: RenderPlan,
    private readonly encoder: ProgrammeEncoder,
    private readonly signal: AbortSignal,
  ) {
    this.meter = new LoudnessMeter(plan.sampleRate);
    this.makeUp = plan.speakers.map(() => 0);
  }

  async mixLines(fetched: ReadonlyArray<Promise<LineAudio>>): Promise<void> {
    const { lines } = this.input;
    const { sampleRate } = this.plan;
    const pauses = planPauses(lines);
    for (let index = 0; index < lines.length; index++) {
      this.signal.throwIfAborted();
      const audio = await (fetched[index] as Promise<LineAudio>);
      const pause = new Float32Array(Math.round((pauses.before[index] as number) * sampleRate));
      await this.mixLine(index, lines[index] as ScriptLine, audio, pause);
      if (!this.opening.job && index < lines.length - 1 && this.opening.samples >= START_SECONDS * sampleRate) {
        this.storeOpening();
      }
    }
    await this.append(new Float32Array(Math.round(pauses.tail * sampleRate)), -1);
  }

  /** Levels one line (measured before its pause joins the programme), then adds the pause and the line. */
  private async mixLine(index: number, line: ScriptLine, audio: LineAudio, pause: Float32Array): Promise<void> {
    const { sampleRate, speakers } = this.plan;
    if (audio.synthesized) this.synthesizedLines++;
    // A copy: identical lines share one decoded buffer, and levelling works in place.
    const samples = resample(audio.pcm, sampleRate).samples.slice();
    // Lines levelled to −16 each make a programme a little quieter (blocks that straddle a pause pass
    // the relative gate at lower energy): aim the next line off by the bias measured so far.
    const soFar = index > 0 ? this.meter.integrated() - this.targetSum / index : 0;
    const target = TARGET_LUFS - (Number.isFinite(soFar) ? Math.max(-1.5, Math.min(1.5, soFar)) : 0);
    this.targetSum += target;
    const stem = speakers.indexOf(line.speaker);
    const levelled = levelLine(samples, sampleRate, { targetLufs: target, makeUpHintDb: this.makeUp[stem] });
    this.makeUp[stem] = levelled.makeUpDb;
    this.peak = Math.max(this.peak, levelled.truePeak);
    await this.append(pause, -1);
    const lineStart = this.written;
    await this.append(samples, stem);
    this.lineTimings.push({
      index,
      speaker: line.speaker,
      start: round3(lineStart / sampleRate),
      end: round3(this.written / sampleRate),
    });
  }

  finish(): Promise<{ mix: Buffer; stems: Buffer[] }> {
    return this.encoder.finish();
  }

  private async append(samples: Float32Array, stem: number): Promise<void> {
    await this.encoder.append(samples, stem);
    this.meter.push(samples);
    this.written += samples.length;
    if (!this.opening.job) {
      this.opening.chunks.push(samples);
      this.opening.samples += samples.length;
    }
  }

  private storeOpening(): void {
    const { binaries, keys, sampleRate } = this.plan;
    const { chunks } = this.opening;
    const job = storeStart(
      binaries,
      this.input.storage,
      keys.start,
      chunks,
      sampleRate,
      this.signal,
      this.input.onFirstAudio,
    );
    job.catch(() => {});
    this.opening = { ...this.opening, job, chunks: [] };
  }
}

/** Encodes what is left, stores the programme, its stems and its manifest, and answers what was made. */
async function storeProgramme(
  input: RenderInput,
  plan: RenderPlan,
  mix: ProgrammeMix,
  cacheWrites: Promise<unknown>,
): Promise<RenderResult> {
  const { storage, lines } = input;
  const { keys, sampleRate } = plan;
  const progress = (stage: RenderStage, done: number) => input.onProgress?.({ stage, done, total: 1 });
  progress('encoding', 0);
  const encoded = await mix.finish();
  progress('encoding', 1);
  progress('storing', 0);
  const stems: Record<string, string> = {};
  const puts = [storage.put(keys.audio, encoded.mix, { contentType: 'audio/mpeg' })];
  plan.speakers.forEach((speaker, i) => {
    stems[speaker] = keys.stem(i, speaker);
    puts.push(storage.put(stems[speaker] as string, encoded.stems[i] as Buffer, { contentType: 'audio/flac' }));
  });
  await Promise.all([...puts, cacheWrites, mix.opening.job]);
  const result: RenderResult = {
    revision: plan.revision,
    key: keys.audio,
    contentType: 'audio/mpeg',
    bytes: encoded.mix.byteLength,
    durationSeconds: round3(mix.written / sampleRate),
    sampleRate,
    lineTimings: mix.lineTimings,
    chapters: chaptersOf(
      input.segments,
      lines,
      mix.lineTimings.map((t) => t.start),
      input.title ?? '',
    ),
    stems,
    startKey: mix.opening.job ? keys.start : undefined,
    manifestKey: keys.manifest,
    synthesizedLines: mix.synthesizedLines,
    cachedLines: lines.length - mix.synthesizedLines,
    loudness: { integratedLufs: round2(mix.meter.integrated()), truePeakDbtp: round2(linearToDb(mix.peak)) },
  };
  await storage.put(keys.manifest, Buffer.from(JSON.stringify({ ...result, createdAt: new Date().toISOString() })), {
    contentType: 'application/json',
  });
  progress('storing', 1);
  return result;
}

/** Encodes and stores the opening seconds, then tells the caller they can be played. */
async function storeStart(
  binaries: FfmpegBinaries,
  storage: FileStorage,
  key: string,
  chunks: Float32Array[],
  sampleRate: number,
  signal: AbortSignal,
  onFirstAudio: RenderInput['onFirstAudio'],
): Promise<string> {
  const length = chunks.reduce((n, c) => n + c.length, 0);
  const samples = new Float32Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    samples.set(chunk, offset);
    offset += chunk.length;
  }
  await storage.put(key, await encodeMp3(binaries, samples, sampleRate, { signal }), { contentType: 'audio/mpeg' });
  onFirstAudio?.({ key, durationSeconds: round3(length / sampleRate) });
  return key;
}

export { TARGET_LUFS };

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const round2 = (n: number) => Math.round(n * 100) / 100;
