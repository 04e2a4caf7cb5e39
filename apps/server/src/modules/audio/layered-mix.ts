import { LIMITER_CEILING_DBTP } from '../../providers/audio/leveler';
import { dbToLinear } from '../../providers/audio/loudness';

/** One voice's samples laid over another's, on its own speaker's stem. */
export interface Layer {
  samples: Float32Array;
  stem: number;
}

/** Sound more than this far under a line's peak is the engine's silence around the voice, not the voice. */
const QUIET_DB = -40;
/** An overlap never takes more than this share of the voiced part of the line talked over. */
const MAX_OVERLAP_SHARE = 0.4;

/** How many samples at the end of a line are the engine's silence after the voice (below QUIET_DB of its peak). */
export function trailingQuiet(samples: Float32Array): number {
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  const floor = peak * dbToLinear(QUIET_DB);
  let end = samples.length;
  while (end > 0 && Math.abs(samples[end - 1] as number) <= floor) end--;
  return samples.length - end;
}

/**
 * How much of a line's end is held back to lie under the next line's start: its trailing silence plus the
 * overlap, so the next voice starts `overlapSeconds` before this voice ends (at most 40 % of the voiced part).
 */
export function holdBackFor(samples: Float32Array, sampleRate: number, overlapSeconds: number): number {
  const quiet = trailingQuiet(samples);
  const voiced = samples.length - quiet;
  return quiet + Math.min(Math.round(overlapSeconds * sampleRate), Math.floor(voiced * MAX_OVERLAP_SHARE));
}

/** The speaker talked over trails off: a fade to half their level across the overlap (a copy; the line is kept). */
export function trailOff(samples: Float32Array): Float32Array {
  const faded = samples.slice();
  const n = faded.length;
  for (let i = 0; i < n; i++) faded[i] = (faded[i] as number) * (1 - (0.5 * i) / Math.max(1, n - 1));
  return faded;
}

/**
 * The layers summed into the programme's mono, each layer kept for its stem. When the sum would pass the
 * renders' limiter ceiling, the whole stretch (and so each layer) is turned down by the overshoot, so two voices
 * at once never clip; with `keepFirst` (a backchannel under a line) only the layers under the first are.
 */
export function mixLayers(
  layers: readonly Layer[],
  options: { keepFirst?: boolean } = {},
): { mono: Float32Array; layers: Layer[]; peak: number } {
  const length = Math.max(0, ...layers.map((l) => l.samples.length));
  const mono = new Float32Array(length);
  for (const layer of layers) {
    for (let i = 0; i < layer.samples.length; i++) mono[i] = (mono[i] as number) + (layer.samples[i] as number);
  }
  let peak = 0;
  for (const s of mono) peak = Math.max(peak, Math.abs(s));
  const ceiling = dbToLinear(LIMITER_CEILING_DBTP);
  if (peak <= ceiling) return { mono, layers: [...layers], peak };
  if (options.keepFirst && layers.length > 1) return mixUnder(layers, ceiling);
  const gain = ceiling / peak;
  const scale = (samples: Float32Array) => samples.map((s) => s * gain);
  return { mono: scale(mono), layers: layers.map((l) => ({ stem: l.stem, samples: scale(l.samples) })), peak: ceiling };
}

/** A stretch of a line's body: plain, or with a quieter layer (a backchannel) under it from `at` on. */
export interface BodyPart {
  samples: Float32Array;
  under?: Layer;
}

/**
 * Cuts a line's body into the stretches to append: plain between the layers, and each layer with the part of the
 * body it lies under (`at`: samples from the body's start; layers that would run past the body are cut to it).
 */
export function bodyParts(body: Float32Array, layers: ReadonlyArray<Layer & { at: number }>): BodyPart[] {
  const parts: BodyPart[] = [];
  let at = 0;
  for (const layer of [...layers].sort((a, b) => a.at - b.at)) {
    if (layer.at < at || layer.at >= body.length) continue;
    if (layer.at > at) parts.push({ samples: body.subarray(at, layer.at) });
    const end = Math.min(body.length, layer.at + layer.samples.length);
    parts.push({
      samples: body.subarray(layer.at, end),
      under: { stem: layer.stem, samples: layer.samples.subarray(0, end - layer.at) },
    });
    at = end;
  }
  if (at < body.length) parts.push({ samples: body.subarray(at) });
  return parts;
}

/**
 * What lies quietly under a line (its backchannels), asked once the line is levelled: `at` counts samples from the
 * line's first sample.
 */
export type LayersUnder = (
  index: number,
  samples: Float32Array,
  sampleRate: number,
) => Promise<ReadonlyArray<Layer & { at: number }>>;

/** The first layer as it is; the others turned down just enough that the sum stays under the ceiling. */
function mixUnder(layers: readonly Layer[], ceiling: number): { mono: Float32Array; layers: Layer[]; peak: number } {
  const [first, ...rest] = layers as [Layer, ...Layer[]];
  const peakOf = (samples: Float32Array) => samples.reduce((p, s) => Math.max(p, Math.abs(s)), 0);
  const under = new Float32Array(first.samples.length);
  for (const layer of rest) {
    for (let i = 0; i < under.length && i < layer.samples.length; i++) {
      under[i] = (under[i] as number) + (layer.samples[i] as number);
    }
  }
  // Per sample, the largest gain ≤ 1 keeping line + gain × under within ±ceiling; then the lowest gain within
  // 2 ms either side, so the backchannel dips where the line peaks instead of vanishing.
  const allowed = first.samples.map((a, i) => {
    const b = under[i] as number;
    if (b > 0) return Math.max(0, Math.min(1, (ceiling - a) / b));
    if (b < 0) return Math.max(0, Math.min(1, (ceiling + a) / -b));
    return 1;
  });
  const reach = 48; // about 2 ms at the voices' rates
  const gains = allowed.map((_, i) => {
    let g = 1;
    for (let k = Math.max(0, i - reach); k <= Math.min(allowed.length - 1, i + reach); k++) {
      g = Math.min(g, allowed[k] as number);
    }
    return g;
  });
  const scaled = [first, ...rest.map((l) => ({ stem: l.stem, samples: l.samples.map((s, i) => s * (gains[i] ?? 1)) }))];
  const mono = new Float32Array(first.samples.length);
  for (const layer of scaled) {
    for (let i = 0; i < mono.length && i < layer.samples.length; i++) {
      mono[i] = (mono[i] as number) + (layer.samples[i] as number);
    }
  }
  return { mono, layers: scaled, peak: peakOf(mono) };
}
