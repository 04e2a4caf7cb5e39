import { parseTranscript } from '@podloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToPcm, resolveFfmpeg } from '../../providers/audio/ffmpeg';
import { createTempStorage } from '../../providers/audio/testing/audio-test-kit';
import { EspeakProvider } from '../../providers/tts/espeak';
import { synthesizerFrom } from '../../providers/tts/index';
import type { VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import { gapDistribution, gapSituation, OVERLAP_EVERY, overlapEligible, overlapsOf, pauseBefore } from './pauses';
import { renderPodcastAudio } from './render';

const binaries = resolveFfmpeg();
const host: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+f4', languageCode: 'en-US' };
const guest: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+m3', languageCode: 'en-US' };

/** Four short agreements after statements (eligible), one after a question and one by the same speaker (not). */
const SCRIPT = `Maya: Welcome back. Today we look at how small teams keep their releases calm and boring.
Leo: The first habit is to ship a little every single day, never a big batch at the end of the month.
Maya: Exactly.
Leo: The second is that every change can be rolled back in a minute by anyone on the team.
Maya: Right, that makes sense.
Leo: Is that hard to set up for a team of three?
Maya: Yes, at first.
Maya: It takes a week or two of work before the whole thing feels natural to everyone.
Leo: Absolutely.
Maya: And the third habit is writing down what went wrong, without blaming a single person for it.
Leo: Yeah.
Maya: Thanks for listening, and see you next week.`;
const lines = parseTranscript(SCRIPT);

describe('overlaps: the rule', () => {
  it('lets a short agreement after a statement overlap, one eligible turn in three, from the first', () => {
    const eligible = lines.flatMap((_, i) => (overlapEligible(lines, i) ? [i] : []));
    // After a question (6) and after the same speaker (7 is Maya going on) nothing overlaps.
    expect(eligible).toEqual([2, 4, 8, 10]);
    expect(OVERLAP_EVERY).toBe(3);
    expect([...overlapsOf(lines)]).toEqual([2, 10]);
    expect(gapSituation(lines, 2)).toBe('overlap');
    expect(gapSituation(lines, 4)).toBe('quick-reply');
    expect(pauseBefore(lines, 2)).toBeLessThan(-0.2);
    expect(pauseBefore(lines, 4)).toBeGreaterThan(0);
    // Fixed by the script: the same lines overlap on every call.
    expect([...overlapsOf(parseTranscript(SCRIPT))]).toEqual([2, 10]);
  });
});

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

/** RMS of a stem between two times (seconds). */
function rmsBetween(samples: Float32Array, sampleRate: number, from: number, to: number): number {
  const part = samples.subarray(Math.round(from * sampleRate), Math.round(to * sampleRate));
  let sum = 0;
  for (const s of part) sum += s * s;
  return Math.sqrt(sum / Math.max(1, part.length));
}

describe('overlaps: the render', () => {
  it('starts an overlapping line before the previous voice ends, on both stems at once, the same every render', async () => {
    const render = () =>
      renderPodcastAudio({
        podcastId: 31,
        lines,
        voices: { Maya: host, Leo: guest },
        storage: temp.storage,
        synthesizer,
      });
    const result = await render();
    const timing = (i: number) => result.lineTimings[i] as { start: number; end: number };

    // The overlapping lines start before the previous line ends; every other line after it.
    for (let i = 1; i < lines.length; i++) {
      if (overlapsOf(lines).has(i)) expect(timing(i).start).toBeLessThan(timing(i - 1).end - 0.1);
      else expect(timing(i).start).toBeGreaterThan(timing(i - 1).end);
    }
    const gaps = gapDistribution(lines, result.lineTimings);
    expect(gaps.overlap?.count).toBe(2);
    expect(gaps.overlap?.max).toBeLessThan(-0.15);

    // Both voices sound at once: in the first 0.15 s of each overlapping line, its own stem and the previous
    // speaker's stem carry speech.
    const sampleRate = 22_050;
    const stem = async (speaker: string) =>
      (await decodeToPcm(binaries, { file: temp.storage.pathFor(result.stems[speaker] as string) }, { sampleRate }))
        .samples;
    const stems = { Maya: await stem('Maya'), Leo: await stem('Leo') };
    for (const i of overlapsOf(lines)) {
      const speaker = lines[i]?.speaker as 'Maya' | 'Leo';
      const other = speaker === 'Maya' ? 'Leo' : 'Maya';
      const start = timing(i).start;
      // The overlapping line's voice is there before the previous voice has ended.
      const overlapEnd = Math.min(timing(i - 1).end, timing(i).end);
      const voicedOther = rmsBetween(stems[other], sampleRate, start, overlapEnd);
      const voicedOwn = rmsBetween(stems[speaker], sampleRate, start, overlapEnd);
      expect(voicedOther).toBeGreaterThan(0.01);
      expect(voicedOwn).toBeGreaterThan(0.01);
    }

    // Repeatable: a second render places every line at the same time.
    const again = await render();
    expect(again.lineTimings).toEqual(result.lineTimings);
  }, 120_000);
});
