/**
 * A small synthesiser for the music beds every user finds in My Music: no third-party audio, so we
 * play our own. Each bed is a chord progression on soft pads (detuned, low-passed harmonics with slow swells), a
 * plucked arpeggio, a round bass line and gentle percussion, through a stereo Schroeder reverb — music that sits
 * under speech. Everything is deterministic (seeded noise), so the same bed comes out of every start.
 */
export interface BedDefinition {
  name: string;
  slug: string;
  bpm: number;
  /** Chords as MIDI notes, one per bar (each played `barsPerChord` bars). */
  chords: number[][];
  barsPerChord: number;
  /** How many times the progression plays. */
  rounds: number;
  drums: 'none' | 'soft' | 'groove';
  /** Pluck pattern: arpeggio steps per beat (0 = none). */
  arpPerBeat: number;
  padBrightness: number;
}

const C = 60;
const maj7 = (root: number) => [root, root + 4, root + 7, root + 11];
const min7 = (root: number) => [root, root + 3, root + 7, root + 10];
const maj = (root: number) => [root, root + 4, root + 7];
const min = (root: number) => [root, root + 3, root + 7];
const add9 = (root: number) => [root, root + 4, root + 7, root + 14];

export const BEDS: readonly BedDefinition[] = [
  {
    name: 'Morning Light',
    slug: 'morning-light',
    bpm: 84,
    chords: [add9(C), maj(C - 5), min(C - 3), maj(C - 7)],
    barsPerChord: 2,
    rounds: 3,
    drums: 'soft',
    arpPerBeat: 2,
    padBrightness: 0.55,
  },
  {
    name: 'Quiet Focus',
    slug: 'quiet-focus',
    bpm: 68,
    chords: [min7(C - 3), maj7(C - 7), maj7(C), min7(C - 10)],
    barsPerChord: 2,
    rounds: 3,
    drums: 'none',
    arpPerBeat: 1,
    padBrightness: 0.4,
  },
  {
    name: 'Easy Stroll',
    slug: 'easy-stroll',
    bpm: 92,
    chords: [maj7(C + 2), min7(C - 1), min7(C + 4), [C - 3, C + 1, C + 4, C + 7]],
    barsPerChord: 2,
    rounds: 4,
    drums: 'groove',
    arpPerBeat: 2,
    padBrightness: 0.5,
  },
];

export const BED_SAMPLE_RATE = 44_100;

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** Mulberry32: a tiny seeded generator, so the noise of the drums is the same on every start. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Stereo {
  left: Float32Array;
  right: Float32Array;
}

/** Adds a mono voice into the stereo buffers at `start` seconds with a constant-power pan (−1 left … 1 right). */
function mixIn(out: Stereo, voice: Float32Array, start: number, gain: number, pan: number) {
  const offset = Math.round(start * BED_SAMPLE_RATE);
  const angle = ((pan + 1) * Math.PI) / 4;
  const gl = Math.cos(angle) * gain;
  const gr = Math.sin(angle) * gain;
  const end = Math.min(voice.length, out.left.length - offset);
  for (let i = 0; i < end; i++) {
    const v = voice[i] as number;
    out.left[offset + i] = (out.left[offset + i] as number) + v * gl;
    out.right[offset + i] = (out.right[offset + i] as number) + v * gr;
  }
}

const TABLE_SIZE = 8192;
const SINE_TABLE = Float32Array.from({ length: TABLE_SIZE + 1 }, (_, i) => Math.sin((2 * Math.PI * i) / TABLE_SIZE));

/** Adds a sine to `out` from a table (interpolated): the pads' many partials are most of the synthesis. */
function addSine(out: Float32Array, freq: number, amp: number, phase: number) {
  const step = (freq * TABLE_SIZE) / BED_SAMPLE_RATE;
  let position = ((((phase / (2 * Math.PI)) % 1) + 1) % 1) * TABLE_SIZE;
  for (let i = 0; i < out.length; i++) {
    const index = position | 0;
    const frac = position - index;
    const a = SINE_TABLE[index] as number;
    out[i] = (out[i] as number) + amp * (a + ((SINE_TABLE[index + 1] as number) - a) * frac);
    position += step;
    if (position >= TABLE_SIZE) position -= TABLE_SIZE;
  }
}

/** A pad note: three detuned voices of band-limited harmonics, low-passed, swelling in and fading out. */
function padNote(freq: number, seconds: number, brightness: number): Float32Array {
  const sr = BED_SAMPLE_RATE;
  const release = 1.2;
  const n = Math.round((seconds + release) * sr);
  const out = new Float32Array(n);
  const detunes = [-0.004, 0, 0.0045];
  const maxHarmonic = Math.max(1, Math.min(8, Math.floor(5000 / freq)));
  const attack = Math.min(1.1, seconds / 2);
  for (const detune of detunes) {
    const f = freq * (1 + detune);
    for (let h = 1; h <= maxHarmonic; h++) {
      // Softer upper harmonics than a saw: a warm, string-like pad.
      const amp = brightness ** (h - 1) / h;
      addSine(out, f * h, amp, h * detune * 1000);
    }
  }
  let lp = 0;
  const alpha = 0.25;
  for (let i = 0; i < n; i++) {
    const t = i / sr;
    const env =
      t < attack
        ? (1 - Math.cos((Math.PI * t) / attack)) / 2
        : t < seconds
          ? 1
          : Math.max(0, 1 - (t - seconds) / release) ** 2;
    // A slow shimmer: 0.3 Hz amplitude movement.
    const shimmer = 1 + 0.08 * Math.sin(2 * Math.PI * 0.3 * t);
    lp += alpha * ((out[i] as number) - lp);
    out[i] = lp * env * shimmer * 0.12;
  }
  return out;
}

/** A plucked, bell-like note: sine plus a little octave, quick attack, exponential decay. */
function pluck(freq: number, decay: number): Float32Array {
  const sr = BED_SAMPLE_RATE;
  const n = Math.round(decay * 4 * sr);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const t = i / sr;
    const env = Math.min(1, t / 0.004) * Math.exp(-t / decay);
    out[i] = env * (Math.sin(2 * Math.PI * freq * t) + 0.25 * Math.sin(4 * Math.PI * freq * t) * Math.exp(-t / 0.15));
  }
  return out;
}

/** A round bass: sine with a touch of second harmonic and a soft attack. */
function bass(freq: number, seconds: number): Float32Array {
  const sr = BED_SAMPLE_RATE;
  const n = Math.round((seconds + 0.2) * sr);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const t = i / sr;
    const env =
      Math.min(1, t / 0.02) *
      (t < seconds
        ? Math.exp(-t / (seconds * 1.5))
        : Math.exp(-seconds / (seconds * 1.5)) * Math.max(0, 1 - (t - seconds) / 0.2));
    out[i] = env * (Math.sin(2 * Math.PI * freq * t) + 0.2 * Math.sin(4 * Math.PI * freq * t));
  }
  return out;
}

function kick(): Float32Array {
  const sr = BED_SAMPLE_RATE;
  const n = Math.round(0.4 * sr);
  const out = new Float32Array(n);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const t = i / sr;
    const f = 48 + 70 * Math.exp(-t / 0.04);
    phase += (2 * Math.PI * f) / sr;
    out[i] = Math.sin(phase) * Math.exp(-t / 0.12) * Math.min(1, t / 0.002);
  }
  return out;
}

/** Filtered noise with a short decay: a shaker or hi-hat (`tone` adds a body for a rim or snare). */
function noiseHit(random: () => number, decay: number, highPass: boolean, tone = 0): Float32Array {
  const sr = BED_SAMPLE_RATE;
  const n = Math.round(decay * 6 * sr);
  const out = new Float32Array(n);
  let previous = 0;
  let low = 0;
  for (let i = 0; i < n; i++) {
    const t = i / sr;
    const white = random() * 2 - 1;
    low += 0.3 * (white - low);
    const shaped = highPass ? white - previous : low;
    previous = white;
    const body = tone ? 0.6 * Math.sin(2 * Math.PI * tone * t) * Math.exp(-t / 0.05) : 0;
    out[i] = (shaped + body) * Math.exp(-t / decay);
  }
  return out;
}

/** Lets the event loop run between the synthesiser's steps, so a server making beds keeps answering requests. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A stereo Schroeder reverb (four combs, two all-passes per side, slightly different delays left and right). It
 * yields after every filter pass (each a few tens of milliseconds over a whole bed).
 */
async function reverb(input: Stereo, wet: number): Promise<Stereo> {
  const sr = BED_SAMPLE_RATE;
  const side = async (signal: Float32Array, spread: number) => {
    const combs = [1557, 1617, 1491, 1422].map((d) => Math.round(((d + spread) * sr) / 44_100));
    const out = new Float32Array(signal.length);
    for (const delay of combs) {
      const buffer = new Float32Array(delay);
      let index = 0;
      let damp = 0;
      for (let i = 0; i < signal.length; i++) {
        const y = buffer[index] as number;
        damp = y * 0.6 + damp * 0.4;
        buffer[index] = (signal[i] as number) + damp * 0.82;
        index = (index + 1) % delay;
        out[i] = (out[i] as number) + y * 0.25;
      }
      await breathe();
    }
    for (const delay of [556 + spread, 441 + spread]) {
      const buffer = new Float32Array(delay);
      let index = 0;
      for (let i = 0; i < out.length; i++) {
        const b = buffer[index] as number;
        const x = out[i] as number;
        buffer[index] = x + b * 0.5;
        out[i] = b - x * 0.5;
        index = (index + 1) % delay;
      }
      await breathe();
    }
    return out;
  };
  const wl = await side(input.left, 0);
  const wr = await side(input.right, 23);
  const left = new Float32Array(input.left.length);
  const right = new Float32Array(input.right.length);
  for (let i = 0; i < left.length; i++) {
    left[i] = (input.left[i] as number) * (1 - wet) + (wl[i] as number) * wet;
    right[i] = (input.right[i] as number) * (1 - wet) + (wr[i] as number) * wet;
  }
  return { left, right };
}

/**
 * Plays a bed: stereo PCM at BED_SAMPLE_RATE, with a fade in and a long fade out, peak at −3 dBFS at most. It
 * yields after every pad note and every chord's other parts (a few tens of milliseconds of work each).
 */
export async function synthesizeBed(bed: BedDefinition): Promise<Stereo> {
  const beat = 60 / bed.bpm;
  const bar = beat * 4;
  const chordSeconds = bar * bed.barsPerChord;
  const total = bed.chords.length * chordSeconds * bed.rounds + 3;
  const length = Math.round(total * BED_SAMPLE_RATE);
  const dry: Stereo = { left: new Float32Array(length), right: new Float32Array(length) };
  const random = seeded(bed.slug.length * 7919 + bed.bpm);
  const kickSound = kick();
  const hat = noiseHit(random, 0.03, true);
  const rim = noiseHit(random, 0.07, false, 190);
  let time = 0;
  for (let round = 0; round < bed.rounds; round++) {
    for (const chord of bed.chords) {
      // Pads: the chord spread across the stereo field (a pad note is the heaviest step: yield after each).
      for (const [i, note] of chord.entries()) {
        mixIn(dry, padNote(hz(note), chordSeconds, bed.padBrightness), time, 1, (i / (chord.length - 1)) * 1.2 - 0.6);
        await breathe();
      }
      const root = (chord[0] as number) - 24;
      for (let b = 0; b < bed.barsPerChord * 4; b++) {
        const at = time + b * beat;
        if (b % 2 === 0) mixIn(dry, bass(hz(b % 4 === 2 ? root + 7 : root), beat * 1.8), at, 0.22, 0);
        if (bed.arpPerBeat > 0 && round > 0) {
          for (let s = 0; s < bed.arpPerBeat; s++) {
            const step = b * bed.arpPerBeat + s;
            const note =
              (chord[step % chord.length] as number) + 12 + (step % (chord.length * 2) >= chord.length ? 12 : 0);
            const pan = ((step % 4) / 3) * 0.8 - 0.4;
            mixIn(dry, pluck(hz(note), 0.35), at + (s * beat) / bed.arpPerBeat, 0.05, pan);
          }
        }
        if (bed.drums !== 'none' && (round > 0 || bed.drums === 'groove')) {
          if (b % 4 === 0 || (bed.drums === 'groove' && b % 4 === 2 && b % 8 === 6)) mixIn(dry, kickSound, at, 0.35, 0);
          if (b % 4 === 2 || (bed.drums === 'soft' && b % 4 === 3 && b % 8 === 7)) mixIn(dry, rim, at, 0.08, 0.15);
          for (let s = 0; s < 2; s++) mixIn(dry, hat, at + (s * beat) / 2, s ? 0.02 : 0.035, 0.35);
        }
      }
      time += chordSeconds;
      await breathe();
    }
  }
  // A last chord to end on, held through the fade.
  const last = bed.chords[0] as number[];
  for (const [i, note] of last.entries()) {
    mixIn(dry, padNote(hz(note), 2, bed.padBrightness), time, 1, (i / (last.length - 1)) * 1.2 - 0.6);
    await breathe();
  }
  await breathe();
  const wet = await reverb(dry, 0.35);
  await breathe();
  const fadeIn = 1.5 * BED_SAMPLE_RATE;
  const fadeOut = 4 * BED_SAMPLE_RATE;
  let peak = 0;
  for (let i = 0; i < length; i++) {
    const g = Math.min(1, i / fadeIn, (length - i) / fadeOut);
    wet.left[i] = (wet.left[i] as number) * g;
    wet.right[i] = (wet.right[i] as number) * g;
    peak = Math.max(peak, Math.abs(wet.left[i] as number), Math.abs(wet.right[i] as number));
  }
  const ceiling = 10 ** (-3 / 20);
  if (peak > ceiling) {
    const scale = ceiling / peak;
    for (let i = 0; i < length; i++) {
      wet.left[i] = (wet.left[i] as number) * scale;
      wet.right[i] = (wet.right[i] as number) * scale;
    }
  }
  return wet;
}
