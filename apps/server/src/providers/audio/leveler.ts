import { dbToLinear, forEachPeakAbove, gatedLoudness, kWeightedBlockEnergies, samplePeak } from './loudness';

/** Podcast loudness (DESIGN §7): −16 LUFS integrated, true peak at most −1.5 dBTP. */
export const TARGET_LUFS = -16;
export const TRUE_PEAK_LIMIT_DBTP = -1.5;
/**
 * MP3 encoding overshoots peaks: on eSpeak's buzzy glottal pulses ffmpeg's ebur128 reads the decoded
 * 10-minute bench episode 1.5 dB above the PCM's true peak. The limiter aims that much under the
 * −1.5 dBTP the listener gets, plus a little.
 */
export const LIMITER_CEILING_DBTP = -3.5;

/** Gains beyond these mean the line is (nearly) silent or broken, not quiet. */
const MAX_BOOST_DB = 30;
const MAX_CUT_DB = -30;
/** How much make-up gain may be added to win back what limiting took. */
const MAX_MAKE_UP_DB = 8;
/**
 * The limiter's gain is computed per block of this many samples (0.36 ms at 22.05 kHz): far finer than
 * its 2 ms attack, and it makes the solver's rounds eight times cheaper.
 */
const BLOCK = 8;

export interface LevelResult {
  /** Static gain applied (dB), limiting aside. */
  gainDb: number;
  /** What limiting cost and the gain made up for (dB): a hint for the same voice's next line. */
  makeUpDb: number;
  /** Loudness before levelling (LUFS). */
  inputLufs: number;
  /** Loudness after levelling as the model predicts it (LUFS). */
  outputLufs: number;
  /** True peak after levelling (linear): the oversampled peaks found, scaled as they were, and the samples. */
  truePeak: number;
  limited: boolean;
}

/**
 * Brings one spoken line to the target loudness with its true peak under the ceiling, in place.
 * Levelling every turn alike keeps two voices equally loud, and since pauses are silence (below the
 * −70 LUFS gate) the whole programme then measures at (nearly) the same integrated loudness.
 *
 * Limiting peaky speech (eSpeak's crest factor is ~20 dB) costs several dB of loudness, so the gain is
 * solved for: K-weighted block energies and the over-ceiling peaks are found once; each trial gain only
 * rebuilds the limiter's block gains and re-weighs the energies under them (K-weighting's memory is short
 * next to the limiter's gain changes, so K(x·g) ≈ K(x)·g).
 */
export function levelLine(
  samples: Float32Array,
  sampleRate: number,
  options: { targetLufs?: number; ceilingDbtp?: number; makeUpHintDb?: number } = {},
): LevelResult {
  const target = options.targetLufs ?? TARGET_LUFS;
  const ceiling = dbToLinear(options.ceilingDbtp ?? LIMITER_CEILING_DBTP);
  const energy = kWeightedBlockEnergies(samples, sampleRate, BLOCK);
  const inputLufs = loudnessOfBlocks(energy, samples.length, sampleRate, null);
  if (!Number.isFinite(inputLufs)) {
    return { gainDb: 0, makeUpDb: 0, inputLufs, outputLufs: inputLufs, truePeak: samplePeak(samples), limited: false };
  }

  const plainGainDb = Math.min(MAX_BOOST_DB, Math.max(MAX_CUT_DB, target - inputLufs));
  const maxGainDb = Math.min(MAX_BOOST_DB, plainGainDb + MAX_MAKE_UP_DB);
  // The make-up the same voice needed last time is the best first guess: it saves solver rounds.
  let gainDb = Math.min(maxGainDb, plainGainDb + Math.max(0, options.makeUpHintDb ?? 0));

  // Peaks are collected for the gains the solver is likely to try (a 2 dB margin), and again only if it
  // goes beyond: a low threshold would make the oversampler visit most of the line.
  let peaks: BlockPeaks = { own: new Float64Array(0), reach: new Float64Array(0) };
  let coveredDb = Number.NEGATIVE_INFINITY;
  const curveAt = (db: number) => {
    if (db > coveredDb) {
      coveredDb = Math.min(maxGainDb, db + 2);
      peaks = blockPeaksAbove(samples, ceiling / dbToLinear(coveredDb), energy.length);
    }
    return limiterBlockGains(sampleRate, peaks.reach, ceiling / dbToLinear(db));
  };

  let curve = curveAt(gainDb);
  let outputLufs = loudnessOfBlocks(energy, samples.length, sampleRate, curve) + gainDb;
  let previous: { gainDb: number; lufs: number } | null = null;
  for (let round = 0; round < 6 && curve; round++) {
    const shortfall = target - outputLufs;
    if (Math.abs(shortfall) < 0.05 || (shortfall > 0 && gainDb >= maxGainDb)) break;
    // Under heavy limiting a dB of gain buys much less than a dB of loudness: step by the slope seen so far.
    const slope =
      previous && gainDb !== previous.gainDb ? (outputLufs - previous.lufs) / (gainDb - previous.gainDb) : 1;
    previous = { gainDb, lufs: outputLufs };
    const next = Math.max(plainGainDb, Math.min(maxGainDb, gainDb + shortfall / Math.min(1, Math.max(0.2, slope))));
    if (next === gainDb) break;
    gainDb = next;
    curve = curveAt(gainDb);
    outputLufs = loudnessOfBlocks(energy, samples.length, sampleRate, curve) + gainDb;
  }
  const gain = dbToLinear(gainDb);
  let truePeak = applyGain(samples, gain, curve);
  const { own } = peaks;
  for (let b = 0; b < own.length; b++) {
    const peak = own[b] as number;
    if (peak > 0) truePeak = Math.max(truePeak, peak * gain * (curve ? (curve[b] as number) : 1));
  }
  return { gainDb, makeUpDb: gainDb - plainGainDb, inputLufs, outputLufs, truePeak, limited: curve !== null };
}

/** BS.1770 loudness from block energies, each scaled by its gain squared when gains are given. */
function loudnessOfBlocks(
  energy: Float64Array,
  length: number,
  sampleRate: number,
  gains: Float32Array | null,
): number {
  const perStep = Math.max(1, Math.round(sampleRate / 10 / BLOCK));
  const steps: number[] = [];
  let total = 0;
  let sum = 0;
  let count = 0;
  for (let b = 0; b < energy.length; b++) {
    const g = gains ? (gains[b] as number) : 1;
    sum += (energy[b] as number) * g * g;
    if (++count === perStep) {
      steps.push(sum / (perStep * BLOCK));
      total += sum;
      sum = 0;
      count = 0;
    }
  }
  return gatedLoudness(steps, length ? (total + sum) / length : 0);
}

/**
 * The peaks (samples and 4×-oversampled values) at or above `threshold`, as the largest in each block: `own` by the
 * block a peak lies in, `reach` by every block within one sample of it (interpolated peaks sit between samples). The
 * limiter and the true peak need no more than these maxima, and a line's loudest stretches hold many peaks.
 */
interface BlockPeaks {
  own: Float64Array;
  reach: Float64Array;
}

function blockPeaksAbove(samples: Float32Array, threshold: number, blocks: number): BlockPeaks {
  const own = new Float64Array(blocks);
  const reach = new Float64Array(blocks);
  forEachPeakAbove(samples, threshold, (index, magnitude) => {
    const at = (index / BLOCK) | 0;
    if (magnitude > (own[at] as number)) own[at] = magnitude;
    const last = Math.min(blocks - 1, ((index + 1) / BLOCK) | 0);
    for (let b = Math.max(0, ((index - 1) / BLOCK) | 0); b <= last; b++) {
      if (magnitude > (reach[b] as number)) reach[b] = magnitude;
    }
  });
  return { own, reach };
}

/**
 * A look-ahead limiter's gain per block, given each block's largest peak within a sample (`reach`), against
 * `limit`, or null when none reaches it. The gain each block needs is spread backwards over the attack (moving
 * minimum), released exponentially, then smoothed by a moving average as long as the attack, which cannot rise
 * above the needed gain because every term of the average already includes it.
 */
export function limiterBlockGains(sampleRate: number, reach: Float64Array, limit: number): Float32Array | null {
  const blocks = reach.length;
  let needed: Float32Array | null = null;
  for (let b = 0; b < blocks; b++) {
    const magnitude = reach[b] as number;
    if (magnitude <= limit) continue;
    needed ??= new Float32Array(blocks).fill(1);
    const g = limit / magnitude;
    if (g < (needed[b] as number)) needed[b] = g;
  }
  if (!needed) return null;
  const attack = Math.max(1, Math.ceil((sampleRate * 0.002) / BLOCK));
  const release = 1 - Math.exp(-BLOCK / (sampleRate * 0.06));
  const held = movingMinimumAhead(needed, attack);
  let level = 1;
  for (let b = 0; b < blocks; b++) {
    const h = held[b] as number;
    level = h < level ? h : level + (1 - level) * release;
    held[b] = level;
  }
  let sum = 0;
  for (let b = 0; b < blocks; b++) {
    sum += held[b] as number;
    if (b > attack) sum -= held[b - attack - 1] as number;
    needed[b] = sum / Math.min(b + 1, attack + 1);
  }
  return needed;
}

/**
 * Applies the static gain and the block gains, interpolated per sample, and answers the sample peak.
 * Block b's samples ramp between the minimum of its neighbourhood at each end, so no sample gets more
 * gain than its own block allows.
 */
function applyGain(samples: Float32Array, gain: number, blocks: Float32Array | null): number {
  let peak = 0;
  if (!blocks) {
    for (let i = 0; i < samples.length; i++) {
      const y = (samples[i] as number) * gain;
      samples[i] = y;
      if (Math.abs(y) > peak) peak = Math.abs(y);
    }
    return peak;
  }
  const edge = (b: number) =>
    Math.min(blocks[Math.max(0, b - 1)] as number, blocks[Math.min(blocks.length - 1, b)] as number);
  for (let b = 0; b < blocks.length; b++) {
    const from = edge(b);
    const to = edge(b + 1);
    const start = b * BLOCK;
    const end = Math.min(samples.length, start + BLOCK);
    for (let i = start; i < end; i++) {
      const y = (samples[i] as number) * gain * (from + ((to - from) * (i - start)) / BLOCK);
      samples[i] = y;
      if (Math.abs(y) > peak) peak = Math.abs(y);
    }
  }
  return peak;
}

function movingMinimumAhead(values: Float32Array, window: number): Float32Array {
  const n = values.length;
  const out = new Float32Array(n);
  const deque = new Int32Array(n);
  let head = 0;
  let tail = 0;
  // Walking backwards, the deque holds the window [i, i + window] with its minimum at the head.
  for (let i = n - 1; i >= 0; i--) {
    const v = values[i] as number;
    while (tail > head && (values[deque[tail - 1] as number] as number) >= v) tail--;
    deque[tail++] = i;
    while ((deque[head] as number) > i + window) head++;
    out[i] = values[deque[head] as number] as number;
  }
  return out;
}
