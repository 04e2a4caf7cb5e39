import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav } from './pcm';

const tone = Float32Array.from({ length: 2400 }, (_, i) => 0.5 * Math.sin(i / 7));

describe('decodeWav', () => {
  it('reads mono 16-bit WAV (what voices and the line cache send) wherever its bytes lie in memory', () => {
    const wav = encodeWav({ samples: tone, sampleRate: 24_000 });
    // At an odd offset in its memory, as a slice of a larger buffer may be.
    const odd = Buffer.alloc(wav.byteLength + 1);
    wav.copy(odd, 1);
    for (const bytes of [wav, odd.subarray(1)]) {
      const pcm = decodeWav(bytes);
      expect(pcm.sampleRate).toBe(24_000);
      expect(pcm.samples.length).toBe(tone.length);
      for (let i = 0; i < tone.length; i++)
        expect(Math.abs((pcm.samples[i] as number) - (tone[i] as number))).toBeLessThan(1e-4);
    }
  });

  it('mixes stereo 16-bit down to mono', () => {
    const header = encodeWav({ samples: new Float32Array(0), sampleRate: 8000 }).subarray(0, 44);
    const wav = Buffer.concat([header, Buffer.alloc(8)]);
    wav.writeUInt16LE(2, 22); // two channels
    wav.writeUInt32LE(8, 40); // two frames of two samples
    wav.writeInt16LE(16384, 44);
    wav.writeInt16LE(0, 46);
    wav.writeInt16LE(-16384, 48);
    wav.writeInt16LE(-16384, 50);
    const pcm = decodeWav(wav);
    expect([...pcm.samples]).toEqual([0.25, -0.5]);
  });
});
