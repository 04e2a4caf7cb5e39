import { afterAll, describe, expect, it } from 'vitest';
import { FliteProvider } from './flite';
import type { VoiceRef } from './tts';

const voice = (id: string): VoiceRef => ({ provider: 'flite', providerVoiceId: id, languageCode: 'en-US' });

describe("Flite's CMU voices (WASI in worker threads)", () => {
  const flite = new FliteProvider({ poolSize: 2 });
  afterAll(() => flite.close());

  it('speaks each built-in voice at 16 kHz, faster when asked', async () => {
    const text = 'Welcome back to the show. Today we talk about remote teams.';
    for (const id of ['slt', 'rms', 'awb', 'kal16']) {
      const pcm = await flite.synthesize({ voice: voice(id), text });
      expect(pcm.sampleRate, id).toBe(16_000);
      expect(pcm.samples.length / pcm.sampleRate, id).toBeGreaterThan(2);
      expect(Math.max(...pcm.samples), id).toBeGreaterThan(0.05);
    }
    const normal = await flite.synthesize({ voice: voice('slt'), text });
    const fast = await flite.synthesize({ voice: voice('slt'), text, speed: 2 });
    expect(fast.samples.length / normal.samples.length).toBeGreaterThan(0.4);
    expect(fast.samples.length / normal.samples.length).toBeLessThan(0.65);
  }, 60_000);

  it('reads a line that starts with a dash as text, and refuses an unknown voice for good', async () => {
    const pcm = await flite.synthesize({ voice: voice('rms'), text: '-v is not an option here.' });
    expect(pcm.samples.length).toBeGreaterThan(8_000);
    await expect(flite.synthesize({ voice: voice('nobody'), text: 'Hi.' })).rejects.toMatchObject({
      name: 'PermanentSpeechError',
      message: 'Flite has no voice called nobody. Please choose another voice.',
    });
  }, 60_000);

  it('stops a line when cancelled', async () => {
    const controller = new AbortController();
    const long = 'This line goes on and on, because the listener has a lot of patience. '.repeat(60);
    const line = flite.synthesize({ voice: voice('slt'), text: long, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('cancelled')), 30);
    await expect(line).rejects.toThrow('cancelled');
    expect((await flite.synthesize({ voice: voice('slt'), text: 'Still here.' })).samples.length).toBeGreaterThan(0);
  }, 60_000);
});
