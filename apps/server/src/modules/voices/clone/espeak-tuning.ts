import { measurePace, measurePitch } from '../../../providers/audio/voice-measures';
import type { VoiceSynthesizer } from '../../../providers/tts/tts';
import type { CloneMeasures } from './clone-measures';

/** eSpeak variants a clone starts from, by the gender given. */
export const CLONE_BASE_VARIANT = { female: 'f4', male: 'm3' } as const;

export interface EspeakTuning {
  providerVoiceId: string;
  pitch: number;
  range: number;
  rate: number;
}

/**
 * An eSpeak voice tuned to a recording: its pitch, range and speed are each chosen by synthesising a calibration
 * passage at a few settings, measuring the results exactly as the recording was measured, and interpolating to the
 * recording's value. Thirteen short syntheses, about a second; it copies the register, intonation and pace of a
 * voice, not its timbre.
 */
export async function tuneEspeak(
  synthesizer: VoiceSynthesizer,
  target: CloneMeasures,
  voice: { espeakLanguage: string; gender: 'male' | 'female'; languageCode: string; calibrationText: string },
): Promise<EspeakTuning> {
  const base = `${voice.espeakLanguage}+${CLONE_BASE_VARIANT[voice.gender]}`;
  const speak = async (settings: Settings) => {
    const pcm = await synthesizer.synthesize({
      voice: { provider: 'espeak', providerVoiceId: idOf(base, settings), languageCode: voice.languageCode },
      text: voice.calibrationText,
    });
    return pcm;
  };
  const sweep = async (values: number[], settings: (value: number) => Settings, read: Reader) => {
    const points: Array<[setting: number, measured: number]> = [];
    for (const value of values) {
      const pcm = await speak(settings(value));
      const measured = read(pcm.samples, pcm.sampleRate);
      if (measured !== null) points.push([value, measured]);
    }
    return points;
  };
  const logPitch: Reader = (samples, rate) => {
    const m = measurePitch(samples, rate);
    return m ? Math.log2(m.medianPitchHz) : null;
  };
  const span: Reader = (samples, rate) => measurePitch(samples, rate)?.pitchSpanSemitones ?? null;
  const pace: Reader = (samples, rate) => measurePace(samples, rate).syllablesPerSecond;
  const goal = Math.log2(target.medianPitchHz);

  // The spread in semitones depends on the pitch, and the range moves the median: pitch roughly, then range at that
  // pitch, then speed, then pitch again finely with both.
  const rough = setting(await sweep([0, 50, 99], (p) => ({ pitch: p, range: 50, rate: 165 }), logPitch), goal, 50, 99);
  const range = setting(
    await sweep([10, 50, 90], (r) => ({ pitch: rough, range: r, rate: 165 }), span),
    target.pitchSpanSemitones,
    50,
    99,
  );
  // The nuclei count saturates in fast speech, so speed is read off the measured span only (no extrapolation far
  // beyond it): 100 to 330 words a minute.
  const rate = setting(
    await sweep([100, 165, 240, 330], (r) => ({ pitch: rough, range, rate: r }), pace),
    target.syllablesPerSecond,
    165,
    330,
    100,
  );
  const near = [...new Set([rough - 12, rough, rough + 12].map((p) => Math.min(99, Math.max(0, p))))];
  const pitch = setting(await sweep(near, (p) => ({ pitch: p, range, rate }), logPitch), goal, rough, 99);
  return { providerVoiceId: idOf(base, { pitch, range, rate }), pitch, range, rate };
}

type Settings = { pitch: number; range: number; rate: number };
type Reader = (samples: Float32Array, sampleRate: number) => number | null;

function setting(points: Array<[number, number]>, target: number, fallback: number, max: number, min = 0): number {
  return Math.round(invert(points, target, [min, max]) ?? fallback);
}

function idOf(base: string, s: { pitch: number; range: number; rate: number }): string {
  return `${base}?pitch=${s.pitch}&range=${s.range}&rate=${s.rate}`;
}

/**
 * The setting whose measure is `target`, by piecewise-linear interpolation between measured points (sorted by
 * setting), extrapolated from the nearest segment beyond the ends and held within `bounds`. Null without two points.
 */
export function invert(points: Array<[number, number]>, target: number, bounds: [number, number]): number | null {
  if (points.length < 2) return null;
  const sorted = [...points].sort((a, b) => a[1] - b[1]);
  let i = sorted.findIndex(([, measured]) => measured >= target);
  if (i <= 0) i = i === 0 ? 1 : sorted.length - 1;
  const [x0, y0] = sorted[i - 1] as [number, number];
  const [x1, y1] = sorted[i] as [number, number];
  const x = y1 === y0 ? (x0 + x1) / 2 : x0 + ((target - y0) * (x1 - x0)) / (y1 - y0);
  return Math.min(bounds[1], Math.max(bounds[0], x));
}
