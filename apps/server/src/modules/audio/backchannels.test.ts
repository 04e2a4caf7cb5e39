import { parseTranscript } from '@podloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToPcm, resolveFfmpeg } from '../../providers/audio/ffmpeg';
import { createTempStorage } from '../../providers/audio/testing/audio-test-kit';
import { EspeakProvider } from '../../providers/tts/espeak';
import { synthesizerFrom } from '../../providers/tts/index';
import type { VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import { BACKCHANNEL_SPACING_SECONDS, backchannelWords, listenerOf } from './backchannels';
import { renderPodcastAudio } from './render';

const binaries = resolveFfmpeg();
const host: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+f4', languageCode: 'en-US' };
const guest: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+m3', languageCode: 'en-US' };

/** Leo's second line runs well past 25 seconds; every other line is short. */
const SCRIPT = `Maya: So how did the team get its releases under control?
Leo: It took us most of a year. We started by shipping a little every single day instead of one big batch at the end of each month. Then we made sure that any change could be rolled back in a minute by anyone on the team, without asking for permission. After that we wrote down what went wrong after every incident, and we never blamed a single person for it. We also cut the number of things in progress, so that each of us worked on one thing at a time. Finally we moved the tests closer to the code, and the whole team learned to trust them again.
Maya: That is a lot of change for one year.
Leo: It was, and it was worth it.`;
const lines = parseTranscript(SCRIPT);

let synthesizer: VoiceSynthesizer;
let temp: Awaited<ReturnType<typeof createTempStorage>>;

beforeAll(async () => {
  const espeak = new EspeakProvider();
  await espeak.warm();
  synthesizer = synthesizerFrom([espeak]);
  temp = await createTempStorage();
});
afterAll(async () => {
  await synthesizer?.close();
  await temp?.cleanup();
});

const RATE = 22_050;
const rms = (samples: Float32Array) =>
  Math.sqrt(samples.reduce((sum, s) => sum + s * s, 0) / Math.max(1, samples.length));

describe('backchannels', () => {
  it('choose the listener and their words', () => {
    expect(listenerOf(lines, 1)).toBe('Maya');
    expect(listenerOf(lines, 0)).toBe('Leo');
    expect(backchannelWords('en-US')).toEqual(['Mm-hmm.', 'Right.', 'Yeah.']);
    expect(backchannelWords('de-DE')).toContain('Genau.');
  });

  it('lay the listener quietly under a long line at its sentence ends, changing nothing else', async () => {
    const render = (backchannels: boolean) =>
      renderPodcastAudio({
        podcastId: 41,
        lines,
        voices: { Maya: host, Leo: guest },
        storage: temp.storage,
        synthesizer,
        backchannels,
      });
    const off = await render(false);
    const on = await render(true);
    expect(off.backchannels).toEqual([]);
    const long = on.lineTimings[1] as { start: number; end: number };
    expect(long.end - long.start).toBeGreaterThan(25);
    // Two or three of them, in Maya's voice, spaced, inside Leo's long line only.
    expect(on.backchannels.length).toBeGreaterThanOrEqual(2);
    for (const [k, placed] of on.backchannels.entries()) {
      expect(placed).toMatchObject({ index: 1, speaker: 'Maya' });
      expect(backchannelWords('en')).toContain(placed.text);
      if (k > 0) {
        const before = on.backchannels[k - 1]?.at as number;
        expect(placed.at - before).toBeGreaterThanOrEqual(BACKCHANNEL_SPACING_SECONDS - 0.01);
      }
    }
    // The programme, its line timings and chapters are as without them.
    expect(on.durationSeconds).toBe(off.durationSeconds);
    expect(on.lineTimings).toEqual(off.lineTimings);
    expect(on.chapters).toEqual(off.chapters);

    // Stems are lossless: Leo's is the same; Maya's differs only where a backchannel was placed.
    const stem = async (result: typeof on, speaker: string) =>
      (
        await decodeToPcm(
          binaries,
          { file: temp.storage.pathFor(result.stems[speaker] as string) },
          { sampleRate: RATE },
        )
      ).samples;
    const [leoOff, leoOn, mayaOff, mayaOn] = await Promise.all([
      stem(off, 'Leo'),
      stem(on, 'Leo'),
      stem(off, 'Maya'),
      stem(on, 'Maya'),
    ]);
    const diff = (a: Float32Array, b: Float32Array) => a.map((s, i) => s - (b[i] ?? 0));
    expect(rms(diff(leoOn, leoOff))).toBeLessThan(1e-4);
    const mayaDiff = diff(mayaOn, mayaOff);
    const inside = new Uint8Array(mayaDiff.length);
    for (const placed of on.backchannels) {
      const from = Math.round((long.start + placed.at) * RATE);
      inside.fill(1, Math.max(0, from - RATE / 20), from + Math.round(1.5 * RATE));
      // Heard there, about 12 dB under Leo (the line's RMS over the same stretch of his voice).
      const heard = mayaDiff.subarray(from, from + Math.round(0.8 * RATE));
      const speaker = leoOn.subarray(Math.round(long.start * RATE), Math.round(long.end * RATE));
      const relative = 20 * Math.log10(rms(heard) / rms(speaker));
      expect(relative).toBeGreaterThan(-22);
      expect(relative).toBeLessThan(-6);
    }
    const outside = mayaDiff.filter((_, i) => !inside[i]);
    expect(rms(outside)).toBeLessThan(1e-4);
  }, 120_000);
});
