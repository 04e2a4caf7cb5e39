import type { ScriptLine } from '@podloom/contract';
import type { FfmpegBinaries } from '../../providers/audio/ffmpeg';
import { levelLine, TARGET_LUFS } from '../../providers/audio/leveler';
import { LoudnessMeter } from '../../providers/audio/loudness';
import { resample } from '../../providers/audio/pcm';
import type { ProgrammeEncoder } from '../../providers/audio/programme-encoder';
import type { FileStorage } from '../../providers/storage/storage';
import type { renderKeys } from './audio-keys';
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
}

/** The opening stored early for playback: long enough to listen to while the rest renders. */
const START_SECONDS = 10;
/**
 * A shorter opening is stored as soon as the mixer would have to wait for the next line (a far-away voice still
 * reading it), so the first audio is there once the first lines are in, not once ten seconds of them are.
 */
const EARLY_START_SECONDS = 3;
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
  private targetSum = 0;
  private readonly makeUp: number[];
  private readonly writing: Array<Promise<void>> = [];

  constructor(
    private readonly input: MixInput,
    private readonly plan: RenderPlan,
    private readonly encoder: ProgrammeEncoder,
    private readonly signal: AbortSignal,
  ) {
    this.meter = new LoudnessMeter(plan.sampleRate);
    this.makeUp = plan.speakers.map(() => 0);
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
      const pause = new Float32Array(Math.round((pauses.before[index] as number) * sampleRate));
      await this.mixLine(index, lines[index] as ScriptLine, audio, pause);
      // The estimate let the render start; a voice that reads longer is stopped at the plan's allowance.
      const { maxSeconds } = this.input;
      if (maxSeconds !== undefined && this.written / sampleRate > maxSeconds) {
        throw new RenderError(pastAllowanceMessage(maxSeconds));
      }
      if (!this.opening.job && !this.input.music && index < lines.length - 1 && this.openingDue(arrived(index + 1))) {
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
    this.writing.push(this.encoder.append(samples, stem));
    this.meter.push(samples);
    this.written += samples.length;
    if (!this.opening.job) this.opening.samples += samples.length;
    while (this.writing.length > WRITES_AHEAD) await this.writing.shift();
  }

  /** The opening the encoder has been making ends here: stored, then offered to the listener. */
  private storeOpening(): void {
    const { keys, sampleRate } = this.plan;
    const durationSeconds = round3(this.opening.samples / sampleRate);
    // Asked for now, before another line is appended: the opening holds exactly what was mixed so far.
    const mp3 = this.encoder.finishOpening();
    const job = storeStart(this.input.storage, keys.start, mp3, durationSeconds, this.input.onFirstAudio);
    job.catch(() => {});
    this.opening = { ...this.opening, job };
  }
}

/** Stores the opening seconds, then tells the caller they can be played. */
async function storeStart(
  storage: FileStorage,
  key: string,
  mp3: Promise<Buffer>,
  durationSeconds: number,
  onFirstAudio: OnFirstAudio | undefined,
): Promise<string> {
  await storage.put(key, await mp3, { contentType: 'audio/mpeg' });
  onFirstAudio?.({ key, durationSeconds });
  return key;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
