import { pitchTrack } from './pitch';

/** What the offline voice clone copies from a recording. */
export interface VoiceMeasures {
  /** Median fundamental frequency of the voiced frames (Hz). */
  medianPitchHz: number;
  /** Spread of the pitch: semitones from its 10th to its 90th percentile. */
  pitchSpanSemitones: number;
  /** Syllable nuclei (energy peaks) per second of speaking, pauses left out. */
  syllablesPerSecond: number;
  /** Seconds of the recording that are speech (not pause). */
  speakingSeconds: number;
}

const HOP_SECONDS = 0.01;
const WINDOW_SECONDS = 0.025;
/** A peak counts as a syllable nucleus when it rises this far above the dip before it (de Jong & Wempe use 2 dB). */
const PEAK_RISE_DB = 2;
/** Speech is whatever is within this many dB of the loud end of the recording. */
const SPEECH_FLOOR_DB = 25;
/** Nuclei closer than this are one syllable (about 14 syllables a second is as fast as people speak). */
const MIN_PEAK_GAP_SECONDS = 0.07;

/**
 * Median pitch, pitch range and speaking rate of a recording of one voice. The rate follows de Jong & Wempe's idea
 * (syllable nuclei are intensity peaks standing out from their surroundings) in a simpler form; it is used only to
 * compare two recordings measured the same way, so its biases cancel.
 */
export function measureVoice(samples: Float32Array, sampleRate: number): VoiceMeasures | null {
  const pitch = measurePitch(samples, sampleRate);
  return pitch ? { ...pitch, ...measurePace(samples, sampleRate) } : null;
}

/** Autocorrelation needs no more than this rate for voices (60–400 Hz); above it, frames cost more for nothing. */
const PITCH_RATE = 11_025;

/** Median pitch and its 10–90% spread, from the voiced frames; null when fewer than five frames are voiced. */
export function measurePitch(
  samples: Float32Array,
  sampleRate: number,
): Pick<VoiceMeasures, 'medianPitchHz' | 'pitchSpanSemitones'> | null {
  const factor = Math.max(1, Math.floor(sampleRate / PITCH_RATE));
  const reduced = factor === 1 ? samples : decimate(samples, factor);
  const track = pitchTrack(reduced, sampleRate / factor);
  if (track.length < 5) return null;
  const sorted = [...track].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return { medianPitchHz: at(0.5), pitchSpanSemitones: 12 * Math.log2(at(0.9) / at(0.1)) };
}

/** Syllable nuclei per second of speaking, and how long the speaking lasts. */
export function measurePace(
  samples: Float32Array,
  sampleRate: number,
): Pick<VoiceMeasures, 'syllablesPerSecond' | 'speakingSeconds'> {
  const intensity = intensityDb(samples, sampleRate);
  const loud = percentile(intensity, 0.95);
  const floor = loud - SPEECH_FLOOR_DB;
  const smoothed = movingAverage(intensity, 3);
  let speakingFrames = 0;
  for (const value of smoothed) if (value > floor) speakingFrames++;
  const minGap = Math.round(MIN_PEAK_GAP_SECONDS / HOP_SECONDS);
  let peaks = 0;
  let lastPeak = -minGap;
  let dip = Number.POSITIVE_INFINITY;
  for (let i = 1; i < smoothed.length - 1; i++) {
    const value = smoothed[i] as number;
    dip = Math.min(dip, value);
    const isPeak = value >= (smoothed[i - 1] as number) && value > (smoothed[i + 1] as number);
    if (!isPeak || value <= floor + 5 || value - dip < PEAK_RISE_DB || i - lastPeak < minGap) continue;
    peaks++;
    lastPeak = i;
    dip = value;
  }
  const speakingSeconds = speakingFrames * HOP_SECONDS;
  return { syllablesPerSecond: speakingSeconds > 0 ? peaks / speakingSeconds : 0, speakingSeconds };
}

/** Every `factor`-th sample, averaged with its neighbours (a boxcar low-pass: enough for voiced speech). */
function decimate(samples: Float32Array, factor: number): Float32Array {
  const out = new Float32Array(Math.floor(samples.length / factor));
  for (let i = 0; i < out.length; i++) {
    let sum = 0;
    for (let j = 0; j < factor; j++) sum += samples[i * factor + j] as number;
    out[i] = sum / factor;
  }
  return out;
}

/** Intensity (dB, full scale) of 25 ms windows every 10 ms. */
function intensityDb(samples: Float32Array, sampleRate: number): Float64Array {
  const hop = Math.round(sampleRate * HOP_SECONDS);
  const window = Math.round(sampleRate * WINDOW_SECONDS);
  const count = Math.max(0, Math.floor((samples.length - window) / hop) + 1);
  const out = new Float64Array(count);
  for (let f = 0; f < count; f++) {
    let energy = 0;
    const start = f * hop;
    for (let i = 0; i < window; i++) energy += (samples[start + i] as number) ** 2;
    out[f] = 10 * Math.log10(energy / window + 1e-12);
  }
  return out;
}

function movingAverage(values: Float64Array, radius: number): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    let sum = 0;
    let n = 0;
    for (let j = Math.max(0, i - radius); j <= Math.min(values.length - 1, i + radius); j++) {
      sum += values[j] as number;
      n++;
    }
    out[i] = sum / n;
  }
  return out;
}

function percentile(values: Float64Array, q: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}
