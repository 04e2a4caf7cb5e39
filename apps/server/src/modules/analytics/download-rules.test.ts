import { describe, expect, it } from 'vitest';
import { coveredBytes, downloadThresholdBytes, isRangeProbe, listeningSeconds, mergeSpans } from './download-rules';

describe('download rules', () => {
  it('recognises the bytes=0-1 probe and other tiny ranges (a script repeating bytes=0-2 is no listener)', () => {
    expect(isRangeProbe('bytes=0-1')).toBe(true);
    expect(isRangeProbe(' bytes = 0-1 ')).toBe(true);
    expect(isRangeProbe('bytes=0-')).toBe(false);
    expect(isRangeProbe('bytes=0-2')).toBe(true);
    expect(isRangeProbe('bytes=0-1023')).toBe(false);
    expect(isRangeProbe(undefined)).toBe(false);
  });

  it('needs a minute at the file’s bitrate, or the whole of a short file', () => {
    expect(downloadThresholdBytes(960_000, 120)).toBe(480_000);
    expect(downloadThresholdBytes(400_000, 60)).toBe(400_000);
    expect(downloadThresholdBytes(400_000, 30)).toBe(400_000);
  });

  it('merges overlapping and touching spans and counts each byte once', () => {
    const spans = mergeSpans([
      [100, 199],
      [0, 99],
      [150, 250],
      [400, 499],
    ]);
    expect(spans).toEqual([
      [0, 250],
      [400, 499],
    ]);
    expect(coveredBytes(spans)).toBe(351);
  });

  it('keeps at most 64 spans, joining the closest', () => {
    const many = Array.from({ length: 100 }, (_, i) => [i * 10, i * 10 + 4] as [number, number]);
    const merged = mergeSpans(many);
    expect(merged.length).toBeLessThanOrEqual(64);
    expect(merged[0]?.[0]).toBe(0);
    expect(merged.at(-1)?.[1]).toBe(994);
  });

  it('estimates listening time from bytes', () => {
    expect(listeningSeconds(480_000, 960_000, 120)).toBe(60);
    expect(listeningSeconds(2_000_000, 960_000, 120)).toBe(120);
  });
});
