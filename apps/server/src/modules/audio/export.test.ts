import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeAudio, resolveFfmpeg, runBinary } from '../../providers/audio/ffmpeg';
import { createTempStorage } from '../../providers/audio/testing/audio-test-kit';
import { EXPORT_FORMATS, type ExportFormat, exportAudio, exportKeyFor } from './export';

const binaries = resolveFfmpeg();
const SOURCE = 'podcasts/3/audio/rev1.mp3';

describe('exportAudio', () => {
  let temp: Awaited<ReturnType<typeof createTempStorage>>;

  beforeAll(async () => {
    temp = await createTempStorage();
    // A stored programme like a render's: mono MP3 at 22.05 kHz.
    const mp3 = await runBinary(binaries.ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=22050:duration=4'],
      ...['-c:a', 'libmp3lame', '-b:a', '64k', '-f', 'mp3', 'pipe:1'],
    ]);
    await temp.storage.put(SOURCE, mp3);
  });
  afterAll(() => temp?.cleanup());

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
  });
});
