import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ScriptLine } from '@podloom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeWav } from '../../providers/audio/pcm';
import { createLocalStorage, type LocalFileStorage } from '../../providers/storage/local-storage';
import type { FileStorage } from '../../providers/storage/storage';
import type { VoiceRef, VoiceSynthesizer } from '../../providers/tts/tts';
import { lineCacheKey } from './audio-keys';
import { fetchLineAudio } from './line-audio';
import { LINE_CACHE_MAX_AGE_MS, startLineCacheSweeper, sweepLineCache } from './line-cache-sweep';

const DAY = 24 * 60 * 60 * 1000;
let dataDir: string;
let storage: LocalFileStorage;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'podloom-line-cache-'));
  storage = createLocalStorage({ dataDir, publicUrl: 'http://localhost:8080', signingSecret: 'test-secret' });
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const voice: VoiceRef = { provider: 'espeak', providerVoiceId: 'en-us+f3', languageCode: 'en-US' } as VoiceRef;
const tone = (hz: number) => ({
  samples: Float32Array.from({ length: 2205 }, (_, i) => 0.3 * Math.sin((2 * Math.PI * hz * i) / 22_050)),
  sampleRate: 22_050,
});

/** Writes a cached line and backdates it. */
async function cached(text: string, ageDays: number): Promise<string> {
  const key = lineCacheKey(voice, text);
  await storage.put(key, encodeWav(tone(220)));
  const when = new Date(Date.now() - ageDays * DAY);
  await utimes(storage.pathFor(key), when, when);
  return key;
}

describe('the line cache sweep', () => {
  it('deletes cached lines older than thirty days and keeps newer ones and everything else', async () => {
    expect(LINE_CACHE_MAX_AGE_MS).toBe(30 * DAY);
    const old = await cached('An old line.', 45);
    const recent = await cached('A recent line.', 3);
    await storage.put('podcasts/1/audio/r1.mp3', Buffer.from('not a line'));
    const result = await sweepLineCache(storage);
    expect(result).toMatchObject({ checked: 2, deleted: 1 });
    expect(result.freedBytes).toBeGreaterThan(4000);
    expect(await storage.stat(old)).toBeNull();
    expect(await storage.stat(recent)).not.toBeNull();
    expect(await storage.stat('podcasts/1/audio/r1.mp3')).not.toBeNull();
  });

  it('does nothing on a store without a cache yet, and stops when asked', async () => {
    expect(await sweepLineCache(storage)).toEqual({ checked: 0, deleted: 0, freedBytes: 0 });
    await cached('One.', 40);
    await cached('Two.', 40);
    const controller = new AbortController();
    controller.abort();
    expect(await sweepLineCache(storage, { signal: controller.signal })).toMatchObject({ deleted: 0 });
  });

  it('sweeps ten minutes after start and then daily, and stops with the process', async () => {
    const old = await cached('Swept at start.', 31);
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    try {
      const log = { info: vi.fn(), warn: vi.fn() } as unknown as Parameters<typeof startLineCacheSweeper>[1];
      const sweeper = startLineCacheSweeper(storage, log);
      await vi.advanceTimersByTimeAsync(9 * 60 * 1000);
      await sweeper.settled();
      expect(await storage.stat(old)).not.toBeNull();
      await vi.advanceTimersByTimeAsync(60 * 1000);
      await sweeper.settled();
      expect(await storage.stat(old)).toBeNull();
      expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ deleted: 1 }), 'old cached lines deleted');
      const later = await cached('Swept the next day.', 31);
      await vi.advanceTimersByTimeAsync(DAY);
      await sweeper.settled();
      expect(await storage.stat(later)).toBeNull();
      await sweeper.stop();
      const afterStop = await cached('Left alone once stopped.', 31);
      await vi.advanceTimersByTimeAsync(2 * DAY);
      expect(await storage.stat(afterStop)).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a render whole when a cached line disappears between its check and its read', async () => {
    const text = 'A line the sweep takes away.';
    await cached(text, 1);
    // The sweep wins the race: the file is there for `stat`, gone for `read`.
    const racing: FileStorage = Object.assign(Object.create(storage) as FileStorage, {
      read: async (key: string) => {
        await storage.delete(key);
        return storage.read(key);
      },
    });
    let synthesised = 0;
    const synthesizer = {
      synthesize: async () => {
        synthesised += 1;
        return tone(440);
      },
    } as unknown as VoiceSynthesizer;
    const line: ScriptLine = { speaker: 'Asha', text };
    const fetched = fetchLineAudio({
      lines: [line],
      voices: { Asha: voice },
      storage: racing,
      synthesizer,
      signal: new AbortController().signal,
      onLineReady: () => {},
    });
    const audio = await fetched.lines[0];
    await fetched.cacheWrites();
    expect(synthesised).toBe(1);
    expect(audio?.synthesized).toBe(true);
    expect(await storage.stat(lineCacheKey(voice, text))).not.toBeNull();
  });
});
