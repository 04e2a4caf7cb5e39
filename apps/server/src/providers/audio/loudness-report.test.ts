import { describe, expect, it } from 'vitest';
import { resolveFfmpeg } from './ffmpeg';
import { LoudnessStream, measureLoudness, parseEbur128Summary } from './loudness-report';
import { encodeMp3 } from './programme-encoder';

const binaries = resolveFfmpeg();
const RATE = 22_050;

/**
 * A tone at a quarter of the rate sampled 45° off its crests: every sample sits 3 dB under the wave's true peak,
 * so a meter that read the samples instead of the oversampled wave would be 3 dB low. Speech-like bursts with
 * silence between them give ebur128's gates something to do.
 */
function interSamplePeaks(seconds: number): Float32Array {
  const samples = new Float32Array(seconds * RATE);
  for (let i = 0; i < samples.length; i++) {
    const burst = Math.floor(i / (RATE / 2)) % 3 !== 2 ? 1 : 0;
    samples[i] = burst * 0.5 * Math.sin((Math.PI / 2) * i + Math.PI / 4) + burst * 0.2 * Math.sin(i * 0.05);
  }
  return samples;
}

async function streamed(mp3: Buffer, sampleRate?: number) {
  const stream = new LoudnessStream(binaries, 'mp3', undefined, sampleRate);
  for (let offset = 0; offset < mp3.length; offset += 4096) stream.write(mp3.subarray(offset, offset + 4096));
  return stream.finish();
}

describe('loudness report', () => {
  it('reads the true peak at 4× the stream rate as ebur128 reads it at 192 kHz, well above the sample peak', async () => {
    const mp3 = await encodeMp3(binaries, interSamplePeaks(6), RATE);
    const [cheap, full, separate] = await Promise.all([
      streamed(mp3, RATE),
      streamed(mp3),
      measureLoudness(binaries, mp3),
    ]);
    expect(Math.abs(cheap.truePeak - full.truePeak)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(cheap.truePeak - separate.truePeak)).toBeLessThanOrEqual(0.2);
    expect(cheap.integrated).toBe(full.integrated);
    expect(cheap.range).toBe(full.range);
    // The tone's crests are about 0.7 (−3 dBTP); its samples only reach about 0.5 (−6 dBFS).
    expect(cheap.truePeak).toBeGreaterThan(-4);
  });

  it('takes the oversampled peak from astats, rounded as ebur128 prints it, and ebur128 summaries as before', () => {
    const summary = '[Parsed_ebur128_0] Summary:\n  Integrated loudness:\n    I:         -16.2 LUFS\n';
    const range = '  Loudness range:\n    LRA:         4.1 LU\n';
    const astats = '[Parsed_astats_3 @ 0x1] Overall\n[Parsed_astats_3 @ 0x1] Peak level dB: -1.279231\n';
    expect(parseEbur128Summary(`${astats}${summary}${range}`)).toEqual({
      integrated: -16.2,
      range: 4.1,
      truePeak: -1.3,
    });
    const peak = '  True peak:\n    Peak:       -1.7 dBFS\n';
    expect(parseEbur128Summary(`${summary}${range}${peak}`)).toEqual({ integrated: -16.2, range: 4.1, truePeak: -1.7 });
    expect(() => parseEbur128Summary(`${summary}${range}`)).toThrow(/no loudness summary/);
  });
});
