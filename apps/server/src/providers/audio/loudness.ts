/**
 * Loudness by ITU-R BS.1770-4 / EBU R128 (K-weighting, 400 ms blocks with 75 % overlap, absolute gate at
 * −70 LUFS and relative gate at −10 LU) and true peak by 4× oversampling, on the PCM we already hold.
 * Measured against ffmpeg's `ebur128` filter in loudness.test.ts; doing it here saves a second ffmpeg pass
 * (`loudnorm` costs ~20 s per 10 minutes).
 */

export const dbToLinear = (db: number) => 10 ** (db / 20);
export const linearToDb = (value: number) => (value > 0 ? 20 * Math.log10(value) : Number.NEGATIVE_INFINITY);

interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** The two K-weighting stages (high shelf, then RLB high-pass), recomputed for any sample rate. */
export function kWeighting(sampleRate: number): [Biquad, Biquad] {
  let f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf: Biquad = {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / sampleRate);
  a0 = 1 + k / q + k * k;
  const highPass: Biquad = { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0 };
  return [shelf, highPass];
}

/** A streaming integrated-loudness meter: push PCM in order, read LUFS at any time. */
export class LoudnessMeter {
  private readonly stages: [Biquad, Biquad];
  private readonly state = new Float64Array(6);
  private readonly step: number;
  private partialSum = 0;
  private partialCount = 0;
  /** Mean square of each 100 ms step; a gating block is four consecutive steps. */
  private readonly steps: number[] = [];
  private totalSum = 0;
  private totalCount = 0;

  constructor(readonly sampleRate: number) {
    this.stages = kWeighting(sampleRate);
    this.step = Math.round(sampleRate / 10);
  }

  push(samples: Float32Array): void {
    // Coefficients and filter state in locals: this loop runs over every sample of every episode.
    const [s, h] = this.stages;
    const { b0, b1, b2, a1, a2 } = s;
    const ha1 = h.a1;
    const ha2 = h.a2;
    const st = this.state;
    let x1 = st[0] as number;
    let x2 = st[1] as number;
    let y1 = st[2] as number;
    let y2 = st[3] as number;
    let w1 = st[4] as number;
    let w2 = st[5] as number;
    let sum = this.partialSum;
    let count = this.partialCount;
    const step = this.step;
    for (let i = 0; i < samples.length; i++) {
      const x = samples[i] as number;
      const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
      x2 = x1;
      x1 = x;
      // The high-pass numerator is (1, −2, 1) over the shelf's output y.
      const z = y - 2 * y1 + y2 - ha1 * w1 - ha2 * w2;
      y2 = y1;
      y1 = y;
      w2 = w1;
      w1 = z;
      sum += z * z;
      count++;
      if (count === step) {
        this.steps.push(sum / count);
        this.totalSum += sum;
        this.totalCount += count;
        sum = 0;
        count = 0;
      }
    }
    st[0] = x1;
    st[1] = x2;
    st[2] = y1;
    st[3] = y2;
    st[4] = w1;
    st[5] = w2;
    this.partialSum = sum;
    this.partialCount = count;
  }

  /** Integrated loudness in LUFS; a programme shorter than one block is measured as one block. */
  integrated(): number {
    const count = this.totalCount + this.partialCount;
    return gatedLoudness(this.steps, count === 0 ? 0 : (this.totalSum + this.partialSum) / count);
  }
}

/**
 * BS.1770 gating over 100 ms step energies (a block is four consecutive steps). `wholeMeanSquare` stands
 * in for a programme too short to fill one block.
 */
export function gatedLoudness(steps: ArrayLike<number>, wholeMeanSquare: number): number {
  const blocks: number[] = [];
  for (let i = 0; i + 4 <= steps.length; i++) {
    blocks.push(
      ((steps[i] as number) + (steps[i + 1] as number) + (steps[i + 2] as number) + (steps[i + 3] as number)) / 4,
    );
  }
  if (blocks.length === 0) {
    if (!(wholeMeanSquare > 0)) return Number.NEGATIVE_INFINITY;
    blocks.push(wholeMeanSquare);
  }
  const absolute = blocks.filter((z) => blockLoudness(z) > -70);
  if (absolute.length === 0) return Number.NEGATIVE_INFINITY;
  const relativeGate = blockLoudness(mean(absolute)) - 10;
  const gated = absolute.filter((z) => blockLoudness(z) > relativeGate);
  return blockLoudness(mean(gated));
}

/**
 * Sum of squares of the K-weighted signal per block of `block` samples, for callers that weigh it again under
 * different gains; in one pass, without holding the weighted signal.
 */
export function kWeightedBlockEnergies(samples: Float32Array, sampleRate: number, block: number): Float64Array {
  const [s, h] = kWeighting(sampleRate);
  const { b0, b1, b2, a1, a2 } = s;
  const ha1 = h.a1;
  const ha2 = h.a2;
  const energy = new Float64Array(Math.ceil(samples.length / block));
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  let w1 = 0;
  let w2 = 0;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i] as number;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    const z = y - 2 * y1 + y2 - ha1 * w1 - ha2 * w2;
    y2 = y1;
    y1 = y;
    w2 = w1;
    w1 = z;
    // Squared at single precision, as when the weighted signal was held in a Float32Array.
    const q = Math.fround(z);
    (energy[(i / block) | 0] as number) += q * q;
  }
  return energy;
}

function blockLoudness(meanSquare: number): number {
  return meanSquare > 0 ? -0.691 + 10 * Math.log10(meanSquare) : Number.NEGATIVE_INFINITY;
}

function mean(values: number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

export function measureLoudness(samples: Float32Array, sampleRate: number): number {
  const meter = new LoudnessMeter(sampleRate);
  meter.push(samples);
  return meter.integrated();
}

const OVERSAMPLE = 4;
const TAPS_PER_PHASE = 12;

/**
 * A 49-tap windowed-sinc (Blackman–Harris) interpolator split into phases, as BS.1770 Annex 2 describes.
 * With an odd length centred on a tap, phase 0 is the input itself, so only phases 1–3 are computed.
 */
const PHASES: Float64Array[] = (() => {
  const taps = OVERSAMPLE * TAPS_PER_PHASE + 1;
  const center = (taps - 1) / 2;
  const h = new Float64Array(taps);
  for (let n = 0; n < taps; n++) {
    const t = (n - center) / OVERSAMPLE;
    const sinc = t === 0 ? 1 : Math.sin(Math.PI * t) / (Math.PI * t);
    const r = (2 * Math.PI * n) / (taps - 1);
    const window = 0.35875 - 0.48829 * Math.cos(r) + 0.14128 * Math.cos(2 * r) - 0.01168 * Math.cos(3 * r);
    h[n] = sinc * window;
  }
  return [1, 2, 3].map((p) => {
    const phase = new Float64Array(TAPS_PER_PHASE);
    let sum = 0;
    for (let k = 0; k < TAPS_PER_PHASE; k++) {
      phase[k] = h[p + OVERSAMPLE * k] as number;
      sum += phase[k] as number;
    }
    for (let k = 0; k < TAPS_PER_PHASE; k++) (phase[k] as number) /= sum;
    return phase;
  });
})();

/** No interpolated value can exceed the largest nearby sample times this (the phases' largest L1 norm). */
const MAX_OVERSHOOT = Math.max(...PHASES.map((p) => p.reduce((a, v) => a + Math.abs(v), 0)));
/** An output computed at input position m lies about this many samples earlier. */
const DELAY = TAPS_PER_PHASE / 2;

/**
 * Visits every sample and 4×-oversampled value whose magnitude reaches `threshold`, with the input index
 * it sits at. Regions whose samples all stay below `threshold / MAX_OVERSHOOT` cannot get there and are
 * skipped, so a pass over speech computes the oversampled values only around its loudest moments.
 * (Oversampling only beside local maxima of |x| is much cheaper but misses eSpeak's inter-sample peaks:
 * its buzz has energy up to Nyquist.)
 */
export function forEachPeakAbove(
  samples: Float32Array,
  threshold: number,
  visit: (index: number, magnitude: number) => void,
): void {
  const floor = threshold / MAX_OVERSHOOT;
  const n = samples.length;
  const [p1, p2, p3] = PHASES as [Float64Array, Float64Array, Float64Array];
  let computedUpTo = -1;
  for (let i = 0; i < n; i++) {
    const v = Math.abs(samples[i] as number);
    if (v < floor) continue;
    if (v >= threshold) visit(i, v);
    // Outputs at positions m use x[m-11..m]; those touching sample i are m in [i, i+11].
    const last = Math.min(n + TAPS_PER_PHASE - 2, i + TAPS_PER_PHASE - 1);
    for (let m = Math.max(i, computedUpTo + 1); m <= last; m++) {
      let y1 = 0;
      let y2 = 0;
      let y3 = 0;
      if (m >= TAPS_PER_PHASE - 1 && m < n) {
        for (let k = 0; k < TAPS_PER_PHASE; k++) {
          const x = samples[m - k] as number;
          y1 += (p1[k] as number) * x;
          y2 += (p2[k] as number) * x;
          y3 += (p3[k] as number) * x;
        }
      } else {
        for (let k = 0; k < TAPS_PER_PHASE; k++) {
          const j = m - k;
          if (j < 0 || j >= n) continue;
          const x = samples[j] as number;
          y1 += (p1[k] as number) * x;
          y2 += (p2[k] as number) * x;
          y3 += (p3[k] as number) * x;
        }
      }
      const peak = Math.max(Math.abs(y1), Math.abs(y2), Math.abs(y3));
      // The values lie between input samples m − DELAY and m − DELAY + 1.
      if (peak >= threshold) visit(Math.min(n - 1, Math.max(0, m - DELAY)), peak);
      computedUpTo = m;
    }
  }
}

export function samplePeak(samples: Float32Array): number {
  let peak = 0;
  for (let i = 0; i < samples.length; i++) {
    const v = Math.abs(samples[i] as number);
    if (v > peak) peak = v;
  }
  return peak;
}

/** True peak (linear): the largest of the samples and their 4×-oversampled values. */
export function truePeak(samples: Float32Array): number {
  let peak = samplePeak(samples);
  if (peak === 0) return 0;
  forEachPeakAbove(samples, peak, (_, magnitude) => {
    if (magnitude > peak) peak = magnitude;
  });
  return peak;
}
