import { parseTranscript } from '@podloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeAudio, resolveFfmpeg } from '../../providers/audio/ffmpeg';
import { LIMITER_CEILING_DBTP } from '../../providers/audio/leveler';
import { createTempStorage, ebur128 } from '../../providers/audio/testing/audio-test-kit';
import { EspeakProvider } from '../../providers/tts/espeak';
import { synthesizerFrom } from '../../providers/tts/index';
import type { VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import { renderPodcastAudio } from './render';

const binaries = resolveFfmpeg();
const voices: Record<string, VoiceRef> = {
  Maya: { provider: 'espeak', providerVoiceId: 'en-us+f4', languageCode: 'en-US' },
  Leo: { provider: 'espeak', providerVoiceId: 'en-us+m3', languageCode: 'en-US' },
};
const lines = parseTranscript(`Maya: Welcome back. Today we are looking at why small teams ship faster than big ones.
Leo: Mostly because they talk to their users every single week, and nobody waits for a meeting.
Maya: And what gets in the way once a team grows past ten people?
Leo: Handoffs. Every handoff is a queue, and every queue hides a week.`);

let synthesizer: VoiceSynthesizer;
let temp: Awaited<ReturnType<typeof createTempStorage>>;

beforeAll(async () => {
  synthesizer = synthesizerFrom([new EspeakProvider()]);
  temp = await createTempStorage();
});
afterAll(async () => {
  await synthesizer?.close();
  await temp?.cleanup();
});

describe('a render whose MP3 rings over the true-peak target', () => {
  it('is made again from its stems, quieter by the excess and a margin, and measured again', async () => {
    const render = (maxTruePeakDbtp?: number) =>
      renderPodcastAudio({ podcastId: 3, lines, voices, storage: temp.storage, synthesizer, maxTruePeakDbtp });
    const plain = await render();
    // A target under the limiter's own ceiling: every levelled programme's MP3 reads above it.
    const target = LIMITER_CEILING_DBTP - 1;
    const trimmed = await render(target);

    expect(plain.peakTrimDb).toBe(0);
    expect(plain.report.truePeak).toBeLessThanOrEqual(-1.5);
    expect(trimmed.peakTrimDb).toBeLessThan(-1);
    expect(trimmed.report.truePeak).toBeLessThanOrEqual(target);
    // The stored file is the quieter one, as long as before, and its own measurement agrees with the report.
    const file = temp.storage.pathFor(trimmed.key);
    const measured = await ebur128(binaries, file);
    expect(measured.truePeakDbtp).toBeLessThanOrEqual(target + 0.1);
    expect(measured.integratedLufs).toBeCloseTo(-16 + trimmed.peakTrimDb, 0);
    expect(trimmed.loudness.integratedLufs).toBeCloseTo(plain.loudness.integratedLufs + trimmed.peakTrimDb, 0);
    const [before, after] = await Promise.all(
      [plain, trimmed].map((r) => probeAudio(binaries, temp.storage.pathFor(r.key))),
    );
    expect(Math.abs((after?.durationSeconds ?? 0) - (before?.durationSeconds ?? 0))).toBeLessThan(0.05);
    expect(after?.channels).toBe(1);
    expect(trimmed.lineTimings).toEqual(plain.lineTimings);
    // The stems stay the speakers' own levels: the editor's mixdown levels its own mix.
    const stem = await probeAudio(binaries, temp.storage.pathFor(trimmed.stems.Maya as string));
    expect(stem.codecName).toBe('flac');
  });
});
