import path from 'node:path';
import { parseTranscript } from '@podloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeToPcm, probeAudio, resolveFfmpeg, runBinary } from '../../providers/audio/ffmpeg';
import { createTempStorage, ebur128 } from '../../providers/audio/testing/audio-test-kit';
import { EspeakProvider } from '../../providers/tts/espeak';
import { synthesizerFrom } from '../../providers/tts/index';
import type { VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import { type RenderResult, renderPodcastAudio } from './render';

const binaries = resolveFfmpeg();
const host: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+f4', languageCode: 'en-US' };
const guest: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+m3', languageCode: 'en-US' };

const lines = parseTranscript(`Maya: Welcome to the show. Today we talk about bees and the flowers they visit.
Leo: Thanks for having me. Bees dance to tell each other where the flowers are.
Maya: How far will a bee fly for a good meadow?
Leo: A few kilometres, if the flowers are worth it. That is a long way for a small insect.
Maya: Now, let's turn to honey.
Leo: Honey is flower nectar, dried by the bees fanning their wings for hours on end.`);
const segments = [
  { title: 'Opening', line: 0, firstLine: lines[0]?.text },
  { title: 'Honey', line: 4, firstLine: lines[4]?.text },
];

// Pure tones, so each part can be told apart in the rendered file by its own frequency.
const INTRO = { seconds: 6, hz: 440 };
const BED = { seconds: 7, hz: 330 };
const OUTRO = { seconds: 5, hz: 660 };
const RATE = 16_000;
/** 100 ms windows: every tone above has a whole number of cycles in one. */
const WINDOW = RATE / 10;

let synthesizer: VoiceSynthesizer;
let temp: Awaited<ReturnType<typeof createTempStorage>>;
const files: Record<'intro' | 'bed' | 'outro', string> = { intro: '', bed: '', outro: '' };

async function tone(name: string, part: { seconds: number; hz: number }, volume: number): Promise<string> {
  const file = path.join(temp.dir, `${name}.mp3`);
  const source = `sine=frequency=${part.hz}:duration=${part.seconds}:sample_rate=44100`;
  await runBinary(binaries.ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', source],
    ...['-af', `volume=${volume}`, '-ac', '2', '-c:a', 'libmp3lame', '-q:a', '2', file],
  ]);
  return file;
}

beforeAll(async () => {
  const espeak = new EspeakProvider();
  await espeak.warm();
  synthesizer = synthesizerFrom([espeak]);
  temp = await createTempStorage();
  // Levels that differ from what the mix wants: it levels each part itself.
  files.intro = await tone('intro', INTRO, 0.2);
  files.bed = await tone('bed', BED, 0.6);
  files.outro = await tone('outro', OUTRO, 0.1);
});
afterAll(async () => {
  await synthesizer?.close();
  await temp?.cleanup();
});

type RenderOptions = Parameters<typeof renderPodcastAudio>[0];

const render = (music?: RenderOptions['music'], onFirstAudio?: RenderOptions['onFirstAudio']) =>
  renderPodcastAudio({
    onFirstAudio,
    podcastId: 11,
    lines,
    voices: { Maya: host, Leo: guest },
    storage: temp.storage,
    synthesizer,
    title: 'Bees',
    segments,
    ...(music ? { music } : {}),
  });

/** Mean square of a window, and the part of it at one frequency (Goertzel over a whole number of cycles). */
function windowPowers(samples: Float32Array, start: number, hz: number): { total: number; tone: number } {
  const from = Math.round(start * RATE);
  const w = (2 * Math.PI * hz) / RATE;
  let total = 0;
  let re = 0;
  let im = 0;
  for (let i = 0; i < WINDOW; i++) {
    const x = samples[from + i] ?? 0;
    total += x * x;
    re += x * Math.cos(w * i);
    im -= x * Math.sin(w * i);
  }
  return { total: total / WINDOW, tone: (2 * (re * re + im * im)) / (WINDOW * WINDOW) };
}

describe('a render with music', () => {
  let plain: RenderResult;
  let produced: RenderResult;
  let decoded: Float32Array;
  let opening: { key: string; durationSeconds: number } | undefined;

  beforeAll(async () => {
    plain = await render();
    produced = await render({ ...files, bedVolume: 0.5 }, (first) => {
      opening = first;
    });
    const file = temp.storage.pathFor(produced.key);
    decoded = (await decodeToPcm(binaries, { file }, { sampleRate: RATE })).samples;
  }, 240_000);

  it('mixes again from the cached lines: nothing is synthesised twice', () => {
    expect(plain.synthesizedLines).toBe(lines.length);
    expect(produced.synthesizedLines).toBe(0);
    expect(produced.cachedLines).toBe(lines.length);
  });

  it('plays the intro first and starts the speech as it ends, every line timing and chapter moved with it', () => {
    expect(Math.abs(produced.speechStart - (INTRO.seconds - 1))).toBeLessThan(0.1);
    produced.lineTimings.forEach((t, i) => {
      const before = plain.lineTimings[i];
      expect(t.start - (before?.start ?? 0)).toBeCloseTo(produced.speechStart, 2);
      expect(t.end - (before?.end ?? 0)).toBeCloseTo(produced.speechStart, 2);
    });
    expect(produced.chapters).toEqual([
      { title: 'Opening', start: 0 },
      { title: 'Honey', start: produced.lineTimings[4]?.start },
    ]);
    // On the file: until the speech starts there is only the intro's tone; the first line is broadband speech.
    const introTone = measure(decoded, 0.5, 3, INTRO.hz);
    expect(introTone.tone).toBeGreaterThan(-30);
    const beforeSpeech = measure(decoded, 0.2, produced.speechStart - 0.2, INTRO.hz);
    expect(beforeSpeech.rest).toBeLessThan(introTone.tone - 30);
    const first = produced.lineTimings[0] as { start: number; end: number };
    const firstLine = measure(decoded, first.start + 1.5, first.end - 0.2, INTRO.hz);
    expect(firstLine.rest).toBeGreaterThan(beforeSpeech.rest + 25);
  });

  it('keeps the bed under the speech: audible between lines, lower than the intro', () => {
    const introTone = measure(decoded, 0.5, 3, INTRO.hz).tone;
    // The longest pause between two lines, away from the bed's fades.
    const gaps = produced.lineTimings.slice(1, -1).map((t, i) => ({
      from: t.end,
      to: produced.lineTimings[i + 2]?.start ?? t.end,
    }));
    const gap = gaps.reduce((a, b) => (b.to - b.from > a.to - a.from ? b : a));
    expect(gap.to - gap.from).toBeGreaterThan(0.2);
    const bed = measure(decoded, gap.from + 0.05, gap.to - 0.05 + 0.1, BED.hz).tone;
    expect(bed).toBeGreaterThan(-55);
    expect(bed).toBeLessThan(introTone - 6);
  });

  it('ends with the outro after the last line, faded', async () => {
    const last = produced.lineTimings.at(-1) as { end: number };
    expect(produced.durationSeconds).toBeGreaterThan(last.end + OUTRO.seconds - 0.2);
    expect(produced.durationSeconds).toBeLessThan(last.end + OUTRO.seconds + 2);
    const probe = await probeAudio(binaries, temp.storage.pathFor(produced.key));
    expect(Math.abs(probe.durationSeconds - produced.durationSeconds)).toBeLessThan(0.2);
    const outroStart = produced.durationSeconds - OUTRO.seconds;
    const outro = measure(decoded, outroStart + 0.3, outroStart + 1.8, OUTRO.hz).tone;
    expect(outro).toBeGreaterThan(-30);
    const tail = measure(decoded, produced.durationSeconds - 0.4, produced.durationSeconds - 0.1, OUTRO.hz).tone;
    expect(tail).toBeLessThan(outro - 12);
  });

  it('stores an opening to play while the rest renders: the intro, then the first lines over the bed', async () => {
    await expectMusicOpening(opening, produced);
  });

  it('stays at −16 LUFS ±1 with the true peak at or under −1.5 dBTP', async () => {
    const measured = await ebur128(binaries, temp.storage.pathFor(produced.key));
    expect(measured.integratedLufs).toBeGreaterThanOrEqual(-17);
    expect(measured.integratedLufs).toBeLessThanOrEqual(-15);
    expect(measured.truePeakDbtp).toBeLessThanOrEqual(-1.5);
    expect(Math.abs(produced.report.integrated - measured.integratedLufs)).toBeLessThan(0.5);
  });
});

describe('a render with music whose first line runs past a minute', () => {
  it('stores no opening rather than hold the whole speech back, and renders all the same', async () => {
    const long = Array.from(
      { length: 18 },
      (_, i) => `Sentence ${i + 1} tells how bees dance to show the others a meadow.`,
    );
    let opened = false;
    const result = await renderPodcastAudio({
      podcastId: 12,
      lines: [
        { speaker: 'Maya', text: long.join(' ') },
        { speaker: 'Leo', text: 'That was a long story.' },
      ],
      voices: { Maya: host, Leo: guest },
      storage: temp.storage,
      synthesizer,
      music: { ...files, bedVolume: 0.5 },
      onFirstAudio: () => {
        opened = true;
      },
    });
    expect((result.lineTimings[0]?.end ?? 0) - result.speechStart).toBeGreaterThan(60);
    expect(opened).toBe(false);
    expect(result.startKey).toBeUndefined();
    expect(result.durationSeconds).toBeGreaterThan(60 + INTRO.seconds);
  }, 120_000);
});

/** dB of one tone, and of everything else, over [from, to). */
function measure(samples: Float32Array, from: number, to: number, hz: number): { tone: number; rest: number } {
  let tone = 0;
  let rest = 0;
  let count = 0;
  for (let t = from; t + 0.1 <= to; t += 0.1) {
    const p = windowPowers(samples, t, hz);
    tone += p.tone;
    rest += Math.max(0, p.total - p.tone);
    count += 1;
  }
  const db = (x: number) => 10 * Math.log10(x / Math.max(1, count) + 1e-12);
  return { tone: db(tone), rest: db(rest) };
}

/** The opening of a render with music: the finished file's start (intro, then speech), shorter, and at its level. */
async function expectMusicOpening(
  opening: { key: string; durationSeconds: number } | undefined,
  produced: RenderResult,
): Promise<void> {
  expect(opening?.key).toBe(produced.startKey);
  const { key, durationSeconds } = opening as { key: string; durationSeconds: number };
  // The intro and at least the three seconds of speech an opening waits for, and less than the whole programme.
  expect(durationSeconds).toBeGreaterThan(produced.speechStart + 3);
  expect(durationSeconds).toBeLessThan((produced.lineTimings.at(-1) as { end: number }).end);
  const file = temp.storage.pathFor(key);
  expect(Math.abs((await probeAudio(binaries, file)).durationSeconds - durationSeconds)).toBeLessThan(0.2);
  const start = (await decodeToPcm(binaries, { file }, { sampleRate: RATE })).samples;
  // The same start as the finished file: the intro alone until the speech, then the first line.
  const introTone = measure(start, 0.5, 3, INTRO.hz);
  expect(introTone.tone).toBeGreaterThan(-30);
  const beforeSpeech = measure(start, 0.2, produced.speechStart - 0.2, INTRO.hz);
  expect(beforeSpeech.rest).toBeLessThan(introTone.tone - 30);
  const first = produced.lineTimings[0] as { start: number; end: number };
  expect(measure(start, first.start + 1.5, first.end - 0.2, INTRO.hz).rest).toBeGreaterThan(beforeSpeech.rest + 25);
  const measured = await ebur128(binaries, file);
  expect(Math.abs(measured.integratedLufs + 16)).toBeLessThanOrEqual(1);
  expect(measured.truePeakDbtp).toBeLessThanOrEqual(-1.5);
}
