import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeAudio, resolveFfmpeg, runBinary } from '../../providers/audio/ffmpeg';
import { createTempStorage, ebur128 } from '../../providers/audio/testing/audio-test-kit';
import { EXPORT_FORMATS, type ExportFormat, exportAudio, exportKeyFor } from './export';

const binaries = resolveFfmpeg();
const SOURCE = 'podcasts/3/audio/rev1.mp3';
const NOISE = 'podcasts/3/audio/noise.mp3';

let temp: Awaited<ReturnType<typeof createTempStorage>>;

beforeAll(async () => {
  temp = await createTempStorage();
  // A stored programme like a render's: mono MP3 at 22.05 kHz.
  const mp3 = await runBinary(binaries.ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=22050:duration=4'],
    ...['-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3', 'pipe:1'],
  ]);
  await temp.storage.put(SOURCE, mp3);
  // Noise, as dense as speech or denser: encoders spend a chosen bitrate on it instead of coasting on a sine.
  const noise = await runBinary(binaries.ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'anoisesrc=sample_rate=44100:duration=4'],
    ...['-c:a', 'libmp3lame', '-b:a', '192k', '-f', 'mp3', 'pipe:1'],
  ]);
  await temp.storage.put(NOISE, noise);
});
afterAll(() => temp?.cleanup());

describe('exportAudio', () => {
  it.each(Object.entries(EXPORT_FORMATS))('converts to %s and the file decodes as %o', async (format, spec) => {
    const result = await exportAudio({ storage: temp.storage, sourceKey: SOURCE, format: format as ExportFormat });
    expect(result.key).toBe(exportKeyFor(SOURCE, format as ExportFormat));
    expect(result.key).not.toBe(SOURCE);
    const probe = await probeAudio(binaries, temp.storage.pathFor(result.key));
    expect(probe.codecName).toBe(spec.codec);
    expect(probe.durationSeconds).toBeGreaterThan(3.8);
    expect(probe.durationSeconds).toBeLessThan(4.3);
    expect((await temp.storage.stat(result.key))?.contentType).toBe(spec.contentType);
  });

  it.each([64, 128, 192, 320])('encodes MP3 at %i kbps', async (quality) => {
    const result = await exportAudio({ storage: temp.storage, sourceKey: SOURCE, format: 'mp3', quality });
    expect(result.key).toBe(`podcasts/3/audio/exports/rev1-${quality}k.mp3`);
    const probe = await probeAudio(binaries, temp.storage.pathFor(result.key));
    expect(probe.codecName).toBe('mp3');
    expect(Math.round((probe.bitRate ?? 0) / 1000)).toBe(quality);
  });
});

describe('the choice each format offers', () => {
  it.each([
    ['ogg', 32],
    ['ogg', 128],
    ['m4a', 96],
    ['m4a', 256],
  ] as const)('encodes %s at the chosen %i kbps, as ffprobe reads it back', async (format, quality) => {
    const result = await exportAudio({ storage: temp.storage, sourceKey: NOISE, format, quality });
    expect(result.key).toBe(`podcasts/3/audio/exports/noise-${quality}k.${format}`);
    const probe = await probeAudio(binaries, temp.storage.pathFor(result.key));
    expect(probe.codecName).toBe(EXPORT_FORMATS[format].codec);
    const kbps = (probe.bitRate ?? 0) / 1000;
    expect(kbps).toBeGreaterThan(quality * 0.7);
    expect(kbps).toBeLessThan(quality * 1.3);
  });

  it.each([
    ['wav', 48000, 24, 'pcm_s24le'],
    ['wav', 22050, 16, 'pcm_s16le'],
    ['flac', 44100, 24, 'flac'],
    ['flac', 48000, 16, 'flac'],
  ] as const)(
    'writes %s at %i Hz and %i bits, as ffprobe reads it back',
    async (format, sampleRate, bitDepth, codec) => {
      const result = await exportAudio({ storage: temp.storage, sourceKey: SOURCE, format, sampleRate, bitDepth });
      expect(result.codec).toBe(codec);
      const file = temp.storage.pathFor(result.key);
      const probe = await probeAudio(binaries, file);
      expect(probe.codecName).toBe(codec);
      expect(probe.sampleRate).toBe(sampleRate);
      const bits = await runBinary(binaries.ffprobe, [
        ...['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'stream=bits_per_sample,bits_per_raw_sample'],
        ...['-of', 'default=noprint_wrappers=1:nokey=1', file],
      ]);
      expect(bits.toString().split('\n').map(Number)).toContain(bitDepth);
    },
  );

  it('answers an earlier export of the same file, format and quality without encoding again', async () => {
    const first = await exportAudio({ storage: temp.storage, sourceKey: SOURCE, format: 'flac' });
    const again = await exportAudio({ storage: temp.storage, sourceKey: SOURCE, format: 'flac' });
    expect(again).toEqual({ ...first, reused: true });
  });

  it('refuses an unknown format or quality with a sentence', async () => {
    await expect(
      exportAudio({ storage: temp.storage, sourceKey: SOURCE, format: 'aiff' as ExportFormat }),
    ).rejects.toThrow(/Please choose one of the formats/);
    await expect(
      exportAudio({ storage: temp.storage, sourceKey: SOURCE, format: 'mp3', quality: 100 }),
    ).rejects.toThrow(/64, 128, 192 or 320/);
    await expect(
      exportAudio({ storage: temp.storage, sourceKey: SOURCE, format: 'ogg', quality: 320 }),
    ).rejects.toThrow(/32, 64, 96 or 128 kbps/);
    await expect(
      exportAudio({ storage: temp.storage, sourceKey: SOURCE, format: 'wav', quality: 128 }),
    ).rejects.toThrow(/WAV is lossless/);
    await expect(
      exportAudio({ storage: temp.storage, sourceKey: SOURCE, format: 'flac', sampleRate: 8000 }),
    ).rejects.toThrow(/22050, 44100 or 48000 Hz/);
  });
});

describe('the loudness of an export', () => {
  it('is measured on the exported file, and a peak over −1.5 dBTP is turned down', async () => {
    // A sine peaking at −0.5 dBFS: every format would carry a true peak over the target.
    const hot = 'podcasts/3/audio/hot.mp3';
    const mp3 = await runBinary(binaries.ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:duration=3'],
      ...['-af', 'volume=17.5dB', '-c:a', 'libmp3lame', '-b:a', '192k', '-f', 'mp3', 'pipe:1'],
    ]);
    await temp.storage.put(hot, mp3);
    expect((await ebur128(binaries, temp.storage.pathFor(hot))).truePeakDbtp).toBeGreaterThan(-1.5);
    for (const format of Object.keys(EXPORT_FORMATS) as ExportFormat[]) {
      const result = await exportAudio({ storage: temp.storage, sourceKey: hot, format });
      const measured = await ebur128(binaries, temp.storage.pathFor(result.key));
      expect(result.gainDb).toBeLessThan(0);
      expect(result.loudness.truePeak).toBeLessThanOrEqual(-1.5);
      expect(measured.truePeakDbtp).toBeLessThanOrEqual(-1.5);
      expect(Math.abs(result.loudness.integrated - measured.integratedLufs)).toBeLessThan(0.15);
      // Asked again, the stored export is reused and measured again: the same report.
      const again = await exportAudio({ storage: temp.storage, sourceKey: hot, format });
      expect(again.reused).toBe(true);
      expect(again.loudness.truePeak).toBeCloseTo(result.loudness.truePeak, 1);
    }
  });
});
