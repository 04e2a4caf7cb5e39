import { parseTranscript } from '@podloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../../providers/audio/ffmpeg';
import { estimatePitch } from '../../providers/audio/pitch';
import { createTempStorage } from '../../providers/audio/testing/audio-test-kit';
import { applyVoiceStyle } from '../../providers/audio/voice-style';
import { EspeakProvider } from '../../providers/tts/espeak';
import { synthesizerFrom } from '../../providers/tts/index';
import type { VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import { renderPodcastAudio } from './render';

const binaries = resolveFfmpeg();
const maya: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+f4', languageCode: 'en-US' };
const leo: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+m3', languageCode: 'en-US' };
const lines = parseTranscript(`Maya: Welcome back. Today we talk about why the tides come twice a day.
Leo: Because the moon pulls the water on both sides of the earth at once.
Maya: And the sun joins in twice a month, which is why some tides are higher than others.`);

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

const lengthOf = (timings: { speaker: string; start: number; end: number }[], speaker: string) =>
  timings.filter((t) => t.speaker === speaker).reduce((sum, t) => sum + (t.end - t.start), 0);

describe('a speaker’s pace and pitch', () => {
  it('speed 1.3 shortens that speaker’s measured lines by 20–27 %, and nobody else’s', async () => {
    const render = (styles?: Record<string, { speed: number; pitch: number }>) =>
      renderPodcastAudio({
        podcastId: 1,
        lines,
        voices: { Maya: maya, Leo: leo },
        styles,
        storage: temp.storage,
        synthesizer,
      });
    const plain = await render();
    const quick = await render({ Maya: { speed: 1.3, pitch: 0 } });
    const shorter = 1 - lengthOf(quick.lineTimings, 'Maya') / lengthOf(plain.lineTimings, 'Maya');
    expect(shorter).toBeGreaterThanOrEqual(0.2);
    expect(shorter).toBeLessThanOrEqual(0.27);
    expect(lengthOf(quick.lineTimings, 'Leo')).toBeCloseTo(lengthOf(plain.lineTimings, 'Leo'), 2);
    // The programme is shorter by as much, and the later lines start earlier.
    expect(quick.durationSeconds).toBeLessThan(plain.durationSeconds - 0.5);
    expect((quick.lineTimings[2] as { start: number }).start).toBeLessThan(
      (plain.lineTimings[2] as { start: number }).start,
    );
    // A styled line is cached under its own key: rendering plain again reads the plain lines from the cache.
    const again = await render();
    expect(again.cachedLines).toBe(lines.length);
    expect(lengthOf(again.lineTimings, 'Maya')).toBeCloseTo(lengthOf(plain.lineTimings, 'Maya'), 2);
  });

  it('a pitch shift of +4 semitones raises the voice by about a quarter, at the same pace', async () => {
    const spoken = await synthesizer.synthesize({ voice: leo, text: lines[1]?.text as string });
    const higher = await applyVoiceStyle(binaries, spoken, { speed: 1, pitch: 4 });
    const before = estimatePitch(spoken.samples, spoken.sampleRate) as number;
    const after = estimatePitch(higher.samples, higher.sampleRate) as number;
    expect(after / before).toBeGreaterThan(1.18);
    expect(after / before).toBeLessThan(1.34);
    expect(higher.samples.length / spoken.samples.length).toBeGreaterThan(0.95);
    expect(higher.samples.length / spoken.samples.length).toBeLessThan(1.05);
  });
});
