import { describe, expect, it } from 'vitest';
import type { LoudnessReport } from './loudness-report';
import { encodeUnderPeak } from './peak-correction';

const report = (truePeak: number): LoudnessReport => ({ integrated: -16, truePeak, range: 4 });

describe('encodeUnderPeak', () => {
  it('answers the first report, with no encode, when it is on target', async () => {
    const gains: number[] = [];
    const made = await encodeUnderPeak(report(-2), { maxTruePeak: -1.5, tries: 3 }, async (gain) => {
      gains.push(gain);
      return report(-2);
    });
    expect(made).toEqual({ report: report(-2), gainDb: 0 });
    expect(gains).toEqual([]);
  });

  it('turns down by the excess and the margin, again from the untouched audio, until the peak is on target', async () => {
    // An encoder that rings 1.6 dB over the level it is given, then (quieter) only 0.5 dB.
    const peaks = [-1.2, -1.6];
    const gains: number[] = [];
    const made = await encodeUnderPeak(report(-0.5), { maxTruePeak: -1.5, tries: 3 }, async (gain) => {
      gains.push(gain);
      return report(peaks.shift() as number);
    });
    expect(gains).toEqual([-1.3, -1.9]);
    expect(made).toEqual({ report: report(-1.6), gainDb: -1.9 });
  });

  it('stops after its tries, answering the last try', async () => {
    let encodes = 0;
    const made = await encodeUnderPeak(report(0), { maxTruePeak: -1.5, tries: 2 }, async () => {
      encodes++;
      return report(-1);
    });
    expect(encodes).toBe(2);
    expect(made.report.truePeak).toBe(-1);
  });
});
