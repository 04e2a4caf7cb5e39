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
 * at once never clip.
 */
export function mixLayers(layers: readonly Layer[]): { mono: Float32Array; layers: Layer[]; peak: number } {
  const length = Math.max(0, ...layers.map((l) => l.samples.length));
  const mono = new Float32Array(length);
  for (const layer of layers) {
    for (let i = 0; i < layer.samples.length; i++) mono[i] = (mono[i] as number) + (layer.samples[i] as number);
  }
  let peak = 0;
  for (const s of mono) peak = Math.max(peak, Math.abs(s));
  const ceiling = dbToLinear(LIMITER_CEILING_DBTP);
  if (peak <= ceiling) return { mono, layers: [...layers], peak };
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
