import type { LoudnessReport } from './loudness-report';

/** Headroom left under the peak target when audio is encoded again quieter (the next encode rings a little too). */
export const PEAK_MARGIN_DB = 0.3;

/**
 * Encodes audio again, quieter, while its measured true peak is over `maxTruePeak`: each time by the excess plus
 * PEAK_MARGIN_DB, at most `tries` times, since an encoder's ringing (MP3, AAC) is not linear in the level and one trim
 * by the excess can fall short. `encode(gainDb)` makes the file at that gain (negative dB, from the untouched audio)
 * and answers its report. Answers the last report and the gain it was made at (0 and `first` when none was needed).
 */
export async function encodeUnderPeak(
  first: LoudnessReport,
  options: { maxTruePeak: number; tries: number },
  encode: (gainDb: number) => Promise<LoudnessReport>,
): Promise<{ report: LoudnessReport; gainDb: number }> {
  let made = { report: first, gainDb: 0 };
  for (let tried = 0; tried < options.tries && made.report.truePeak > options.maxTruePeak; tried++) {
    const gainDb = round2(made.gainDb + options.maxTruePeak - PEAK_MARGIN_DB - made.report.truePeak);
    made = { report: await encode(gainDb), gainDb };
  }
  return made;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
