import { parseTranscript, type ScriptLine } from '@podloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToPcm, probeAudio, resolveFfmpeg, runBinary } from '../../providers/audio/ffmpeg';
import { measureLoudness } from '../../providers/audio/loudness-report';
import { estimatePitch } from '../../providers/audio/pitch';
import { createTempStorage, ebur128 } from '../../providers/audio/testing/audio-test-kit';
import { EspeakProvider } from '../../providers/tts/espeak';
import { synthesizerFrom } from '../../providers/tts/index';
import type { VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import { overlapsOf, planPauses } from './pauses';
import { RenderError, type RenderProgress, renderPodcastAudio } from './render';

const binaries = resolveFfmpeg();
const host: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+f4', languageCode: 'en-US' };
const guest: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+m3', languageCode: 'en-US' };

const SCRIPT = `Maya: Welcome to the show. Today we are talking about how small teams ship software quickly.
Leo: Thanks for having me. It is a topic I care about a great deal.
Maya: So what is the first thing a small team should get right?
Leo: Short feedback loops. Every change should reach a real user within a day.
Maya: Exactly.
Leo: And the second is ruthless focus. Say no to almost everything, and say it kindly.
Maya: Now, let's turn to testing. How much is enough for a team of three?
Leo: Enough that nobody is afraid to deploy on a Friday afternoon.`;

const sampleFormatOf = async (file: string) =>
  (await runBinary(binaries.ffprobe, ['-v', 'error', '-show_entries', 'stream=sample_fmt', '-of', 'csv=p=0', file]))
    .toString()
    .trim();

// One eSpeak pool and one scratch storage for every render of this file.
let synthesizer: VoiceSynthesizer;
let temp: Awaited<ReturnType<typeof createTempStorage>>;
const lines = parseTranscript(SCRIPT);

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

describe('renderPodcastAudio', () => {
  it('renders two speakers into a mastered MP3 with both voices, natural length and podcast loudness', async () => {
    const progress: RenderProgress[] = [];
    const result = await renderPodcastAudio({
      podcastId: 7,
      lines,
      voices: { Maya: host, Leo: guest },
      storage: temp.storage,
      synthesizer,
      onProgress: (p) => progress.push(p),
    });
    const file = temp.storage.pathFor(result.key);
    expect(result.key).toMatch(/^podcasts\/7\/audio\/[a-z0-9-]+\.mp3$/);

    // Decodes as MP3, and lasts as long as the lines plus the pauses (±10 %).
    const probe = await probeAudio(binaries, file);
    expect(probe.codecName).toBe('mp3');
    let speech = 0;
    for (const line of lines) {
      const pcm = await synthesizer.synthesize({ voice: line.speaker === 'Maya' ? host : guest, text: line.text });
      speech += pcm.samples.length / pcm.sampleRate;
    }
    const pauses = planPauses(lines);
    const expected = speech + pauses.before.reduce((a, b) => a + b, 0) + pauses.tail;
    expect(probe.durationSeconds).toBeGreaterThan(expected * 0.9);
    expect(probe.durationSeconds).toBeLessThan(expected * 1.1);
    expect(Math.abs(result.durationSeconds - probe.durationSeconds)).toBeLessThan(0.2);

    // −16 ± 1 LUFS and a true peak near −1.5 dBTP, measured by ffmpeg on the encoded file.
    const measured = await ebur128(binaries, file);
    expect(measured.integratedLufs).toBeGreaterThanOrEqual(-17);
    expect(measured.integratedLufs).toBeLessThanOrEqual(-15);
    expect(measured.truePeakDbtp).toBeLessThanOrEqual(-1.5);
    expect(Math.abs(result.loudness.integratedLufs - measured.integratedLufs)).toBeLessThan(1);
    // The report, measured while the encoder wrote the file, reads as a separate pass over the stored file does (to
    // 0.1: the streamed copy's frames are decoded without the file's gapless trim of the encoder's delay and padding).
    const again = await measureLoudness(binaries, file);
    expect(Math.abs(result.report.integrated - again.integrated)).toBeLessThan(0.11);
    expect(Math.abs(result.report.truePeak - again.truePeak)).toBeLessThan(0.11);
    expect(Math.abs(result.report.range - again.range)).toBeLessThan(0.11);

    // The two speakers' turns differ in pitch: the voices really are two.
    const decoded = await decodeToPcm(binaries, { file }, { sampleRate: 22_050 });
    const pitchOf = (speaker: string) => {
      const parts = result.lineTimings
        .filter((t) => t.speaker === speaker)
        .map((t) => decoded.samples.subarray(Math.round(t.start * 22_050), Math.round(t.end * 22_050)));
      const joined = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
      let offset = 0;
      for (const p of parts) {
        joined.set(p, offset);
        offset += p.length;
      }
      return estimatePitch(joined, 22_050) ?? 0;
    };
    const mayaPitch = pitchOf('Maya');
    const leoPitch = pitchOf('Leo');
    expect(leoPitch).toBeGreaterThan(60);
    expect(mayaPitch / leoPitch).toBeGreaterThan(1.3);

    // Timings cover every line in order, inside the programme.
    expect(result.lineTimings.map((t) => t.index)).toEqual(lines.map((_, i) => i));
    for (const [i, t] of result.lineTimings.entries()) {
      expect(t.end).toBeGreaterThan(t.start);
      // A short agreement chosen to overlap starts before the line it answers ends (turn-overlap.test.ts).
      const previousEnd = (result.lineTimings[i - 1] as { end: number } | undefined)?.end ?? 0;
      if (i > 0 && !overlapsOf(lines).has(i)) expect(t.start).toBeGreaterThan(previousEnd);
      if (overlapsOf(lines).has(i)) expect(t.start).toBeLessThan(previousEnd);
    }
    expect((result.lineTimings.at(-1) as { end: number }).end).toBeLessThan(result.durationSeconds);

    // Stems: one 16-bit FLAC per speaker (the line cache's depth), as long as the programme.
    expect(Object.keys(result.stems)).toEqual(['Maya', 'Leo']);
    for (const key of Object.values(result.stems)) {
      const stem = await probeAudio(binaries, temp.storage.pathFor(key));
      expect(stem.codecName).toBe('flac');
      expect(Math.abs(stem.durationSeconds - result.durationSeconds)).toBeLessThan(0.1);
      expect(await sampleFormatOf(temp.storage.pathFor(key))).toBe('s16');
    }
    expect(JSON.parse((await temp.storage.read(result.manifestKey)).toString('utf8')).key).toBe(result.key);

    // Progress: every line reported, then encoding and storing.
    const synthesis = progress.filter((p) => p.stage === 'synthesizing');
    expect(synthesis.map((p) => p.done)).toEqual(lines.map((_, i) => i + 1));
    expect(synthesis.every((p) => p.total === lines.length)).toBe(true);
    expect(progress.at(-1)).toEqual({ stage: 'storing', done: 1, total: 1 });
    expect(result.synthesizedLines).toBe(lines.length - 0);
  });
});

describe('renderPodcastAudio', () => {
  it('re-synthesises only the edited line and stores each revision under its own key', async () => {
    const script: ScriptLine[] = [
      { speaker: 'A', text: 'The cache keeps every line I have spoken before.' },
      { speaker: 'B', text: 'So editing one line costs one line.' },
      { speaker: 'A', text: 'And the rest comes straight from storage.' },
      { speaker: 'B', text: 'That is the whole trick.' },
    ];
    const voices = { A: host, B: guest };
    const first = await renderPodcastAudio({ podcastId: 8, lines: script, voices, storage: temp.storage, synthesizer });
    expect(first.synthesizedLines).toBe(4);
    expect(first.cachedLines).toBe(0);

    const edited = script.map((l, i) =>
      i === 2 ? { ...l, text: 'And everything else is read back from storage.' } : l,
    );
    let voiceCalls = 0;
    const counting: VoiceSynthesizer = {
      ...synthesizer,
      synthesize: (request) => {
        voiceCalls++;
        return synthesizer.synthesize(request);
      },
    };
    const second = await renderPodcastAudio({
      podcastId: 8,
      lines: edited,
      voices,
      storage: temp.storage,
      synthesizer: counting,
    });
    expect(voiceCalls).toBe(1);
    expect(second.synthesizedLines).toBe(1);
    expect(second.cachedLines).toBe(3);
    expect(second.key).not.toBe(first.key);
    expect(await temp.storage.stat(first.key)).not.toBeNull();
  });

  it('offers the opening seconds early when a programme is long', async () => {
    const long: ScriptLine[] = Array.from({ length: 10 }, (_, i) => ({
      speaker: i % 2 ? 'B' : 'A',
      text: `This is line number ${i + 1}, and it goes on for a while so that the opening fills ten seconds.`,
    }));
    // Every line arrives at once: the mixer never waits, so the opening is the full ten seconds (a shorter one
    // is stored only while the mixer waits for a line, which remote-render.test covers).
    let release = () => {};
    const allRead = new Promise<void>((resolve) => {
      release = resolve;
    });
    let read = 0;
    const together: VoiceSynthesizer = {
      ...synthesizer,
      synthesize: async (request) => {
        const pcm = await synthesizer.synthesize(request);
        if (++read === long.length) release();
        await allRead;
        return pcm;
      },
    };
    let first: { key: string; durationSeconds: number } | undefined;
    const result = await renderPodcastAudio({
      podcastId: 9,
      lines: long,
      voices: { A: host, B: guest },
      storage: temp.storage,
      synthesizer: together,
      onFirstAudio: (f) => {
        first = f;
      },
    });
    expect(first?.key).toBe(result.startKey);
    expect(first?.durationSeconds).toBeGreaterThanOrEqual(10);
    const probe = await probeAudio(binaries, temp.storage.pathFor(first?.key as string));
    expect(probe.codecName).toBe('mp3');
    expect(probe.durationSeconds).toBeLessThan(result.durationSeconds);
  });

  it('refuses a script whose speaker has no voice, with a sentence', async () => {
    await expect(
      renderPodcastAudio({ podcastId: 1, lines, voices: { Maya: host }, storage: temp.storage, synthesizer }),
    ).rejects.toThrow(new RenderError('No voice was chosen for Leo.'));
  });
});
