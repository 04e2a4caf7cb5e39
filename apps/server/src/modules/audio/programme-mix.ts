import type { ScriptLine } from '@podloom/contract';
import type { FfmpegBinaries } from '../../providers/audio/ffmpeg';
import { levelLine, TARGET_LUFS } from '../../providers/audio/leveler';
import { LoudnessMeter } from '../../providers/audio/loudness';
import { resample } from '../../providers/audio/pcm';
import type { ProgrammeEncoder } from '../../providers/audio/programme-encoder';
import type { FileStorage } from '../../providers/storage/storage';
import type { renderKeys } from './audio-keys';
import { bodyParts, holdBackFor, type Layer, type LayersUnder, mixLayers, trailOff } from './layered-mix';
import type { LineAudio } from './line-audio';
import { planPauses } from './pauses';
import { pastAllowanceMessage, RenderError } from './render-error';

export interface LineTiming {
  index: number;
  speaker: string;
  /** Seconds from the start of the programme. */
  start: number;
  end: number;
}

/** Told once the opening seconds are stored and can be played, while the rest still renders. */
export type OnFirstAudio = (first: { key: string; durationSeconds: number }) => void;

/** What the mix reads of a render's input. */
interface MixInput {
  lines: readonly ScriptLine[];
  /** Seconds of programme the plan still allows. */
  maxSeconds?: number;
  storage: FileStorage;
  onFirstAudio?: OnFirstAudio;
  /** Set when music is mixed in at the end: the speech alone is no opening to offer. */
  music?: object;
  /** With music: the opening's speech (mono) made into a playable opening with the intro and bed around it. */
  musicOpening?: (speech: Float32Array) => Promise<{ mp3: Buffer; durationSeconds: number }>;
}

/** The opening stored early for playback: long enough to listen to while the rest renders. */
const START_SECONDS = 10;
/**
 * A shorter opening is stored as soon as the mixer would have to wait for the next line (a far-away voice still
 * reading it), so the first audio is there once the first lines are in, not once ten seconds of them are.
 */
const EARLY_START_SECONDS = 3;
/**
 * With music the opening's speech is kept in memory until the opening is due; a script whose first lines run past
 * this (one very long line before the next) gets no opening rather than a copy of its whole speech held back.
 */
const MUSIC_OPENING_MAX_SECONDS = 60;
/**
 * Writes handed to the encoders before the mixer waits for the oldest to be taken: the next line is levelled while
 * ffmpeg still encodes this one, instead of each waiting for the other.
 */
const WRITES_AHEAD = 4;

/** What a render is set up with: its speakers (each with a voice), its keys and the programme's sample rate. */
export interface RenderPlan {
  speakers: string[];
  binaries: FfmpegBinaries;
  revision: string;
  keys: ReturnType<typeof renderKeys>;
  sampleRate: number;
}

/**
 * The programme as it is mixed, line by line in order: each line levelled, its pause before it, its timing kept,
 * the loudness measured, and the opening stored early once it is long enough to listen to.
 */
export class ProgrammeMix {
  readonly meter: LoudnessMeter;
  readonly lineTimings: LineTiming[] = [];
  written = 0;
  peak = 0;
  synthesizedLines = 0;
  opening: { samples: number; job?: Promise<string> } = { samples: 0 };
  /** With music: the speech of the opening so far, kept until the opening is mixed with its music (null: none). */
  private openingSpeech: Float32Array[] | null;
  private targetSum = 0;
  private readonly makeUp: number[];
  private readonly writing: Array<Promise<void>> = [];
  /** The end of the line just mixed, held back to lie under the next line's start when that line overlaps it. */
  private held?: Layer;

  constructor(
    private readonly input: MixInput,
    private readonly plan: RenderPlan,
    private readonly encoder: ProgrammeEncoder,
    private readonly signal: AbortSignal,
    /** Backchannels laid under long lines; none when left out. */
    private readonly layersUnder?: LayersUnder,
  ) {
    this.meter = new LoudnessMeter(plan.sampleRate);
    this.makeUp = plan.speakers.map(() => 0);
    this.openingSpeech = input.musicOpening ? [] : null;
  }

  /** Mixes the lines in order as they arrive; `arrived(i)` says whether line i is in without waiting for it. */
  async mixLines(fetched: ReadonlyArray<Promise<LineAudio>>, arrived: (index: number) => boolean): Promise<void> {
    const { lines } = this.input;
    const { sampleRate } = this.plan;
    const pauses = planPauses(lines);
    for (let index = 0; index < lines.length; index++) {
      // A turn of the event loop between lines: answers already in hand the voices their next requests before
      // the mixer takes the CPU again, so a far-away voice's slots do not wait on mixing.
      await new Promise((resolve) => setImmediate(resolve));
      this.signal.throwIfAborted();
      const audio = await (fetched[index] as Promise<LineAudio>);
      const gaps = { before: pauses.before[index] as number, after: pauses.before[index + 1] ?? 0 };
      await this.mixLine(index, lines[index] as ScriptLine, audio, gaps);
      // The estimate let the render start; a voice that reads longer is stopped at the plan's allowance.
      const { maxSeconds } = this.input;
      if (maxSeconds !== undefined && this.written / sampleRate > maxSeconds) {
        throw new RenderError(pastAllowanceMessage(maxSeconds));
      }
      if (!this.opening.job && index < lines.length - 1 && this.openingDue(arrived(index + 1))) {
        if (!this.input.music) this.storeOpening();
        else if (this.input.musicOpening && this.openingSpeech) this.storeMusicOpening(this.input.musicOpening);
      }
    }
    await this.lead(new Float32Array(0), -1, 0);
    await this.append(new Float32Array(Math.round(pauses.tail * sampleRate)), -1);
  }

  /**
   * Levels one line (measured before its pause joins the programme), then adds the pause (or lays its start over
   * the previous line's held end) and the line, holding its own end back when the next line overlaps it.
   */
  private async mixLine(
    index: number,
    line: ScriptLine,
    audio: LineAudio,
    gaps: { before: number; after: number },
  ): Promise<void> {
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
    const { start, consumed } = await this.lead(samples, stem, gaps.before);
    const hold = gaps.after < 0 ? holdBackFor(samples.subarray(consumed), sampleRate, -gaps.after) : 0;
    const under = (await this.layersUnder?.(index, samples, sampleRate)) ?? [];
    const body = samples.subarray(consumed, samples.length - hold);
    for (const part of bodyParts(
      body,
      under.map((layer) => ({ ...layer, at: layer.at - consumed })),
    )) {
      // A backchannel is heard, but not metered: the lines keep the levels they have without one.
      if (part.under) await this.appendLayers([{ samples: part.samples, stem }, part.under], part.samples);
      else await this.append(part.samples, stem);
    }
    this.held = hold > 0 ? { samples: samples.subarray(samples.length - hold), stem } : undefined;
    this.lineTimings.push({
      index,
      speaker: line.speaker,
      start: round3(start / sampleRate),
      end: round3((this.written + hold) / sampleRate),
    });
  }

  /**
   * What comes before a line: the previous line's held end and the pause, or, when the line overlaps, the held end
   * with the line's start laid over its last part (the speaker talked over trailing off). Answers where the line
   * starts in the programme and how many of its samples are written already.
   */
  private async lead(samples: Float32Array, stem: number, pause: number): Promise<{ start: number; consumed: number }> {
    const held = this.held;
    this.held = undefined;
    if (pause >= 0 || !held) {
      if (held) await this.append(held.samples, held.stem);
      await this.append(new Float32Array(Math.round(Math.max(0, pause) * this.plan.sampleRate)), -1);
      return { start: this.written, consumed: 0 };
    }
    // A short answer is never more than 60 % under the other voice: its end is heard alone.
    const overlap = Math.min(held.samples.length, Math.floor(samples.length * 0.6));
    const cut = held.samples.length - overlap;
    await this.append(held.samples.subarray(0, cut), held.stem);
    const start = this.written;
    const tail = { samples: trailOff(held.samples.subarray(cut)), stem: held.stem };
    await this.appendLayers([tail, { samples: samples.subarray(0, overlap), stem }]);
    return { start, consumed: overlap };
  }

  /** Ten seconds are mixed, or three and the next line is not in yet. */
  private openingDue(nextArrived: boolean): boolean {
    const seconds = this.opening.samples / this.plan.sampleRate;
    return seconds >= START_SECONDS || (seconds >= EARLY_START_SECONDS && !nextArrived);
  }

  async finish(): ReturnType<ProgrammeEncoder['finish']> {
    await Promise.all(this.writing);
    return this.encoder.finish();
  }

  /** Hands the samples to the encoders (in order) and waits only once more than WRITES_AHEAD are not taken yet. */
  private async append(samples: Float32Array, stem: number): Promise<void> {
    await this.queue(this.encoder.append(samples, stem), samples);
  }

  /**
   * Voices laid over each other, summed for the programme. `metered` (a backchannel under a line): the meter hears
   * only the line, and only the backchannel gives way to the ceiling.
   */
  private async appendLayers(layers: readonly Layer[], metered?: Float32Array): Promise<void> {
    const mixed = mixLayers(layers, { keepFirst: metered !== undefined });
    this.peak = Math.max(this.peak, mixed.peak);
    await this.queue(this.encoder.appendLayers(mixed.mono, mixed.layers), mixed.mono, metered);
  }

  private async queue(write: Promise<void>, samples: Float32Array, metered = samples): Promise<void> {
    this.writing.push(write);
    this.meter.push(metered);
    this.written += samples.length;
    if (!this.opening.job) {
      this.opening.samples += samples.length;
      if (this.opening.samples > MUSIC_OPENING_MAX_SECONDS * this.plan.sampleRate) this.openingSpeech = null;
      else this.openingSpeech?.push(samples.slice());
    }
    while (this.writing.length > WRITES_AHEAD) await this.writing.shift();
  }

  /** The opening the encoder has been making ends here: stored, then offered to the listener. */
  private storeOpening(): void {
    const { sampleRate } = this.plan;
    const durationSeconds = round3(this.opening.samples / sampleRate);
    // Asked for now, before another line is appended: the opening holds exactly what was mixed so far.
    const made = this.encoder.finishOpening().then((mp3) => ({ mp3, durationSeconds }));
    this.startStoring(made);
  }

  /** With music: the speech so far, with the intro before it and the bed under it, stored as the opening. */
  private storeMusicOpening(mixOpening: NonNullable<MixInput['musicOpening']>): void {
    const speech = new Float32Array(this.opening.samples);
    let at = 0;
    for (const chunk of this.openingSpeech ?? []) {
      speech.set(chunk, at);
      at += chunk.length;
    }
    this.openingSpeech = null;
    this.startStoring(mixOpening(speech));
  }

  private startStoring(made: Promise<{ mp3: Buffer; durationSeconds: number }>): void {
    const job = storeStart(this.input.storage, this.plan.keys.start, made, this.input.onFirstAudio);
    job.catch(() => {});
    this.opening = { ...this.opening, job };
  }
}

/** Stores the opening seconds, then tells the caller they can be played. */
async function storeStart(
  storage: FileStorage,
  key: string,
  made: Promise<{ mp3: Buffer; durationSeconds: number }>,
  onFirstAudio: OnFirstAudio | undefined,
): Promise<string> {
  const { mp3, durationSeconds } = await made;
  await storage.put(key, mp3, { contentType: 'audio/mpeg' });
  onFirstAudio?.({ key, durationSeconds });
  return key;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
