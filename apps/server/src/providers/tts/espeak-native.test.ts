import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EspeakProvider } from './espeak';
import { findEspeakLibrary } from './espeak-native.mjs';
import { EspeakPool } from './espeak-pool';
import type { VoiceRef } from './tts';

const voice = (providerVoiceId: string): VoiceRef => ({ provider: 'espeak', providerVoiceId, languageCode: 'en-US' });
const LINES = Array.from(
  { length: 24 },
  (_, i) => `Line ${i + 1}: honestly, a small experiment beats a long meeting almost every time &amp; that is true.`,
);

/** CI installs Debian's libespeak-ng1 (.ci/run): there a missing library is a failure, not a skip. */
const library = findEspeakLibrary(undefined);
const needLibrary = (skip: (note: string) => void) => {
  if (library) return;
  if (process.env.CI) throw new Error('libespeak-ng.so.1 is not installed: .ci/run installs libespeak-ng1.');
  skip('libespeak-ng.so.1 is not installed here');
};

async function speakAll(provider: EspeakProvider, voices = ['en-us+f4', 'en-us+m3']) {
  return Promise.all(LINES.map((text, i) => provider.synthesize({ voice: voice(voices[i % 2] as string), text })));
}

async function cpuOf<T>(work: () => Promise<T>): Promise<{ result: T; cpu: number }> {
  const start = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(start);
  return { result, cpu: (used.user + used.system) / 1e6 };
}

describe("eSpeak NG's own library", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'espeak-native-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("speaks through the system's libespeak-ng, like the WASM build at a fraction of its CPU", async ({ skip }) => {
    needLibrary(skip);
    const native = new EspeakProvider(new EspeakPool({ size: 1 }));
    const wasm = new EspeakProvider(new EspeakPool({ size: 1, library: 'off' }));
    try {
      await Promise.all([native.warm(), wasm.warm()]);
      expect(native.engine).toEqual({ engine: 'native', detail: `native library ${library}` });
      expect(native.engineNote()).toBe(`eSpeak NG speaks through the native library ${library}.`);
      expect(wasm.engine?.engine).toBe('wasm');
      const fromWasm = await cpuOf(() => speakAll(wasm));
      const fromNative = await cpuOf(() => speakAll(native));
      for (const [i, pcm] of fromNative.result.entries()) {
        expect(pcm.sampleRate).toBe(22_050);
        const wasmLength = fromWasm.result[i]?.samples.length ?? 0;
        // The same words at the same pace: the two builds' lines agree within a tenth.
        expect(Math.abs(pcm.samples.length - wasmLength) / wasmLength, LINES[i]).toBeLessThan(0.1);
      }
      expect(fromNative.cpu).toBeLessThan(fromWasm.cpu * 0.7);
    } finally {
      await Promise.all([native.close(), wasm.close()]);
    }
  });

  it('gives every worker its own copy: two pools speak at once, each line as it sounds alone', async ({ skip }) => {
    needLibrary(skip);
    const first = new EspeakProvider(new EspeakPool({ size: 2 }));
    const second = new EspeakProvider(new EspeakPool({ size: 2 }));
    try {
      const alone = await speakAll(first);
      // Four threads in one process: through one shared copy of the library this aborts the whole process (its
      // globals are not thread-safe).
      const [a, b] = await Promise.all([speakAll(first), speakAll(second)]);
      expect(second.engine?.engine).toBe('native');
      for (const [i, pcm] of alone.entries()) {
        // eSpeak carries a little state from one utterance to the next, so a line differs by milliseconds with
        // what its worker spoke before; words lost or mixed between threads would differ by far more.
        for (const other of [a[i], b[i]]) {
          const length = other?.samples.length ?? 0;
          expect(Math.abs(length - pcm.samples.length) / pcm.samples.length, `line ${i + 1}`).toBeLessThan(0.03);
        }
      }
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('falls back to the WASM build, with a sentence, when the library is missing or not a library', async () => {
    const garbage = join(dir, 'libespeak-ng.so.1');
    await writeFile(garbage, 'not a shared library');
    const cases = [
      [join(dir, 'missing.so'), `libespeak-ng.so.1 was not found at ${join(dir, 'missing.so')}`],
      [garbage, `${garbage} could not be used (`],
      ['off', 'ESPEAK_LIBRARY is off'],
    ] as const;
    for (const [path, sentence] of cases) {
      const provider = new EspeakProvider(new EspeakPool({ size: 1, library: path }));
      try {
        const pcm = await provider.synthesize({ voice: voice('en-us+f4'), text: 'Still speaking.' });
        expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(0.5);
        expect(provider.engine?.engine).toBe('wasm');
        expect(provider.engineNote()).toContain(`eSpeak NG speaks through its WASM build: ${sentence}`);
        expect(provider.engineNote()).toContain("The system's libespeak-ng uses about a quarter of the CPU");
      } finally {
        await provider.close();
      }
    }
  });
});

describe("eSpeak NG's own library, closed early or asked for a voice it lacks", () => {
  it('closes pools while their workers load the library or speak, and the process lives on', async ({ skip }) => {
    needLibrary(skip);
    for (let round = 0; round < 12; round++) {
      const provider = new EspeakProvider(new EspeakPool({ size: 2 }));
      const speaking = provider.synthesize({ voice: voice('en-us+f4'), text: LINES[round] as string }).catch(() => {});
      // From at once (the library being copied and loaded) to a few milliseconds in (a line being spoken).
      await new Promise((resolve) => setTimeout(resolve, round % 4 === 0 ? 0 : round * 2));
      await provider.close();
      await speaking;
    }
    const after = new EspeakProvider(new EspeakPool({ size: 1 }));
    try {
      const pcm = await after.synthesize({ voice: voice('en-us+m3'), text: 'Still here.' });
      expect(pcm.samples.length).toBeGreaterThan(10_000);
    } finally {
      await after.close();
    }
  });

  it('names a voice the library does not have, and keeps speaking the others', async ({ skip }) => {
    needLibrary(skip);
    const provider = new EspeakProvider(new EspeakPool({ size: 1 }));
    try {
      await expect(provider.synthesize({ voice: voice('xx-nowhere+f4'), text: 'Hello.' })).rejects.toThrow(
        'eSpeak failed: eSpeak NG has no voice "xx-nowhere+f4"',
      );
      const pcm = await provider.synthesize({ voice: voice('en-us+m3'), text: 'Hello again.' });
      expect(pcm.samples.length).toBeGreaterThan(10_000);
    } finally {
      await provider.close();
    }
  });
});
