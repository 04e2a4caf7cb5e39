import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EspeakProvider } from '../tts/espeak';
import { decodeToPcm, resolveFfmpeg, runBinary } from './ffmpeg';
import { LIMITER_CEILING_DBTP, levelLine, TARGET_LUFS } from './leveler';
import { LoudnessMeter, linearToDb, measureLoudness, truePeak } from './loudness';
import { encodeWav, type Pcm, resample } from './pcm';
import { createTempStorage, ebur128 } from './testing/audio-test-kit';

const binaries = resolveFfmpeg();

describe('loudness meter', () => {
  let temp: Awaited<ReturnType<typeof createTempStorage>>;
  let speech: Pcm;

  beforeAll(async () => {
    temp = await createTempStorage();
    const espeak = new EspeakProvider();
    speech = await espeak.synthesize({
      voice: { provider: 'espeak', providerVoiceId: 'en-us+f4', languageCode: 'en-US' },
      text: 'Loudness is measured the way broadcasters measure it. '.repeat(4),
    });
    await espeak.close();
  });
  afterAll(() => temp?.cleanup());

  /** Our meter and ffmpeg's ebur128 on the same PCM (written as 16-bit WAV for both). */
  async function compare(pcm: Pcm) {
    const file = `${temp.dir}/probe-${Math.random().toString(36).slice(2)}.wav`;
    const wav = encodeWav(pcm);
    await writeFile(file, wav);
    const reference = await ebur128(binaries, file);
    const decoded = await decodeToPcm(binaries, { file });
    return {
      ours: measureLoudness(decoded.samples, pcm.sampleRate),
      oursPeak: linearToDb(truePeak(decoded.samples)),
      reference,
    };
  }

  it('agrees with ffmpeg ebur128 on speech and on noise, at several rates', async () => {
    const noise = await runBinary(binaries.ffmpeg, [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'anoisesrc=color=pink:amplitude=0.3:duration=6:sample_rate=48000',
      ],
      ...['-f', 'f32le', '-ac', '1', 'pipe:1'],
    ]);
    const pink: Pcm = {
      samples: new Float32Array(noise.buffer.slice(noise.byteOffset, noise.byteOffset + noise.byteLength)),
      sampleRate: 48_000,
    };
    for (const pcm of [speech, resample(speech, 24_000), pink]) {
      const { ours, oursPeak, reference } = await compare(pcm);
      expect(Math.abs(ours - reference.integratedLufs)).toBeLessThan(0.2);
      // ffmpeg's true-peak oversampler reads a few tenths high near Nyquist; ours may read that much lower.
      expect(Math.abs(oursPeak - reference.truePeakDbtp)).toBeLessThan(0.6);
    }
  });

  it('streams: pushing in pieces measures what one push does', () => {
    const meter = new LoudnessMeter(speech.sampleRate);
    for (let i = 0; i < speech.samples.length; i += 1000) meter.push(speech.samples.subarray(i, i + 1000));
    expect(meter.integrated()).toBeCloseTo(measureLoudness(speech.samples, speech.sampleRate), 6);
  });

  it('levels a line to the target under the true-peak ceiling', () => {
    for (const gain of [0.2, 1, 3]) {
      const samples = speech.samples.map((v) => v * gain);
      const result = levelLine(samples, speech.sampleRate);
      expect(Math.abs(measureLoudness(samples, speech.sampleRate) - TARGET_LUFS)).toBeLessThan(0.5);
      expect(linearToDb(truePeak(samples))).toBeLessThanOrEqual(LIMITER_CEILING_DBTP + 0.1);
      expect(result.limited).toBe(true);
    }
  });

  it('limits lone clicks on either edge of a limiter block, and reports the true peak it left', () => {
    // Quiet speech-like tone with single-sample clicks at the first and last sample of 8-sample blocks (the limiter's
    // gain steps): each click's oversampled overshoot reaches into the neighbouring block, which must give way too.
    const rate = 22_050;
    const samples = new Float32Array(rate * 2).map((_, i) => 0.05 * Math.sin((2 * Math.PI * 180 * i) / rate));
    for (const at of [8000, 16_007, 24_000, 31_999, 40_001]) samples[at] = at % 2 ? -0.9 : 0.9;
    const result = levelLine(samples, rate);
    expect(result.limited).toBe(true);
    const peak = linearToDb(truePeak(samples));
    // A lone click overshoots a little between the gain steps (0.15 dB here); the ceiling sits 2 dB under the target.
    expect(peak).toBeLessThanOrEqual(LIMITER_CEILING_DBTP + 0.25);
    expect(linearToDb(result.truePeak)).toBeGreaterThanOrEqual(peak - 0.2);
  });

  it('reads silence as silence', () => {
    expect(measureLoudness(new Float32Array(22_050), 22_050)).toBe(Number.NEGATIVE_INFINITY);
    const silent = new Float32Array(1000);
    expect(levelLine(silent, 22_050).gainDb).toBe(0);
  });
});
