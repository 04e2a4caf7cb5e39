import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalVoiceProvider } from './local-voices';
import { phonemeMark, textForEngine } from './phonemes';
import { kokoroModel, piperConfig, writeKokoroModel, writePiperVoice } from './testing/onnx-models';
import type { VoiceRef } from './tts';

const voice = (providerVoiceId: string, languageCode = 'en-US'): VoiceRef => ({
  provider: 'local',
  providerVoiceId,
  languageCode,
});

let dir: string;
let provider: LocalVoiceProvider;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'podloom-voices-'));
  await writePiperVoice(dir, 'en_US-lessac-medium');
  await writePiperVoice(dir, 'de_DE-thorsten-low', { sampleRate: 16_000, language: 'de_DE', espeak: 'de' });
  await writeKokoroModel(dir, 'kokoro-v1.0', ['af_heart', 'bm_george', 'jf_alpha']);
  await writeKokoroModel(dir, 'kokoro-community', ['ff_siwis'], 'input_ids');
  await writeKokoroModel(dir, 'kokoro-timestamped', ['pm_alex'], 'input_ids', 'int32');
  // Broken ones: each is a sentence, never a crash, and offers no voice.
  await writeFile(join(dir, 'en_GB-broken-medium.onnx'), Buffer.from('this is not a protobuf model, just text'));
  await writeFile(join(dir, 'en_GB-broken-medium.onnx.json'), JSON.stringify(piperConfig()));
  await writeFile(join(dir, 'mystery.onnx'), kokoroModel());
  await writeFile(join(dir, 'es_ES-gone-medium.onnx.json'), JSON.stringify(piperConfig()));
  await writeFile(join(dir, 'fr_FR-mixup-medium.onnx'), kokoroModel());
  await writeFile(join(dir, 'fr_FR-mixup-medium.onnx.json'), JSON.stringify(piperConfig()));
  provider = new LocalVoiceProvider({ dir, poolSize: 2 });
}, 60_000);

afterAll(async () => {
  await provider?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('local neural voices: what is found (real ONNX models loaded by onnxruntime in workers)', () => {
  it('finds each usable voice with its own name, gender and language, as Neural', async () => {
    const { voices } = await provider.discover();
    const byId = Object.fromEntries(voices.map((v) => [v.id, v]));
    expect(Object.keys(byId).sort()).toEqual([
      'de_DE-thorsten-low',
      'en_US-lessac-medium',
      'kokoro-community#ff_siwis',
      'kokoro-timestamped#pm_alex',
      'kokoro-v1.0#af_heart',
      'kokoro-v1.0#bm_george',
    ]);
    expect(byId['en_US-lessac-medium']).toEqual({
      id: 'en_US-lessac-medium',
      name: 'Lessac',
      gender: 'female',
      languages: ['en'],
      tier: 'Neural',
    });
    expect(byId['de_DE-thorsten-low']).toMatchObject({ name: 'Thorsten', gender: 'male', languages: ['de'] });
    expect(byId['kokoro-v1.0#bm_george']).toMatchObject({ name: 'George', gender: 'male', languages: ['en'] });
    expect(byId['kokoro-community#ff_siwis']).toMatchObject({ name: 'Siwis', gender: 'female', languages: ['fr'] });
  }, 60_000);

  it('says in a sentence why each other model is not offered', async () => {
    const { problems } = await provider.discover();
    expect(problems).toEqual(
      expect.arrayContaining([
        'en_GB-broken-medium: the file could not be loaded as an ONNX model: it is damaged or incomplete. Add it again with `npm run voices -- add`.',
        'es_ES-gone-medium: the model file es_ES-gone-medium.onnx is missing; only its settings are here.',
        'mystery: it is of an unknown family: a Piper voice has mystery.onnx.json beside it, a Kokoro model a mystery.voices folder.',
        'fr_FR-mixup-medium: this is not a Piper model: it reads tokens, style, speed, where one reads input, input_lengths and scales.',
      ]),
    );
    expect(problems).toHaveLength(4);
  }, 60_000);
});

describe('local neural voices: speaking', () => {
  it("speaks Piper at the model's sample rate, and the speed setting scales the length", async () => {
    const text = 'Welcome back to the show. Today we talk about remote teams!';
    const normal = await provider.synthesize({ voice: voice('en_US-lessac-medium'), text });
    const fast = await provider.synthesize({ voice: voice('en_US-lessac-medium'), text, speed: 2 });
    const slow = await provider.synthesize({ voice: voice('en_US-lessac-medium'), text, speed: 0.5 });
    expect(normal.sampleRate).toBe(22_050);
    // The tone model makes 256 samples per phoneme id: a sentence is thousands of samples.
    expect(normal.samples.length).toBeGreaterThan(20 * 256);
    expect(fast.samples.length / normal.samples.length).toBeCloseTo(0.5, 2);
    expect(slow.samples.length / normal.samples.length).toBeCloseTo(2, 2);
    expect(Math.max(...normal.samples.subarray(0, 4000))).toBeGreaterThan(0.2);
    const low = await provider.synthesize({ voice: voice('de_DE-thorsten-low', 'de-DE'), text: 'Guten Tag.' });
    expect(low.sampleRate).toBe(16_000);
    expect(provider.sampleRate).toBe(24_000);
  }, 60_000);

  it('speaks Kokoro at 24 kHz with either token input, faster when asked', async () => {
    const text = 'Hello there, and thanks for listening.';
    const normal = await provider.synthesize({ voice: voice('kokoro-v1.0#af_heart'), text });
    const fast = await provider.synthesize({ voice: voice('kokoro-v1.0#af_heart?speed=1.5'), text });
    expect(normal.sampleRate).toBe(24_000);
    expect(normal.samples.length).toBeGreaterThan(10 * 300);
    expect(fast.samples.length / normal.samples.length).toBeCloseTo(1 / 1.5, 2);
    const french = await provider.synthesize({
      voice: voice('kokoro-community#ff_siwis', 'fr-FR'),
      text: 'Bonjour à tous.',
    });
    expect(french.samples.length).toBeGreaterThan(0);
    // An export that reads speed as int32 gets whole speeds.
    const alex = voice('kokoro-timestamped#pm_alex', 'pt-BR');
    const one = await provider.synthesize({ voice: alex, text: 'Olá a todos.' });
    const two = await provider.synthesize({ voice: alex, text: 'Olá a todos.', speed: 2 });
    expect(two.samples.length / one.samples.length).toBeCloseTo(0.5, 2);
  }, 60_000);

  it('stops a line mid-way when cancelled, and keeps speaking afterwards', async () => {
    const long = Array.from({ length: 120 }, (_, i) => `This is sentence number ${i}, said slowly and clearly.`).join(
      ' ',
    );
    const started = performance.now();
    await provider.synthesize({ voice: voice('en_US-lessac-medium'), text: long });
    const full = performance.now() - started;
    const controller = new AbortController();
    const cancelled = performance.now();
    const line = provider.synthesize({ voice: voice('en_US-lessac-medium'), text: long, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('The render was cancelled.')), Math.min(50, full / 4));
    await expect(line).rejects.toThrow('The render was cancelled.');
    expect(performance.now() - cancelled).toBeLessThan(full * 0.75);
    const after = await provider.synthesize({ voice: voice('en_US-lessac-medium'), text: 'Still here.' });
    expect(after.samples.length).toBeGreaterThan(0);
  }, 120_000);

  it('refuses a voice that is not installed, for good', async () => {
    await expect(provider.synthesize({ voice: voice('en_US-ghost-medium'), text: 'Hi.' })).rejects.toMatchObject({
      name: 'PermanentSpeechError',
      message:
        'The neural voice en_US-ghost-medium is not installed on this server any more. Please choose another voice.',
    });
  });

  it('calls a model too slow for this machine when it speaks slower than it plays', async () => {
    const strict = new LocalVoiceProvider({ dir, poolSize: 1, maxRealTimeFactor: 1e-9 });
    try {
      const { voices, problems } = await strict.discover();
      expect(voices).toEqual([]);
      expect(problems.find((p) => p.startsWith('en_US-lessac-medium:'))).toMatch(
        /^en_US-lessac-medium: too slow for this machine: it took \d+\.\d s to speak \d+\.\d s of audio, so an episode would take longer to render than to play\.$/,
      );
    } finally {
      await strict.close();
    }
  }, 60_000);

  it('finds nothing, and says nothing, where the folder does not exist', async () => {
    const empty = new LocalVoiceProvider({ dir: join(dir, 'nowhere') });
    expect(await empty.discover()).toMatchObject({ voices: [], problems: [] });
    await empty.close();
  });
});

describe('local neural voices: pronunciations', () => {
  it('puts a pronunciation written in IPA in as the phonemes the model reads', async () => {
    const say = (ipa: string) =>
      provider.synthesize({
        voice: voice('en_US-lessac-medium'),
        text: textForEngine('local', `We say ${phonemeMark(ipa, 'pod loom')} here.`),
      });
    const once = await say('pɑ.d');
    const thrice = await say('pɑdpɑdpɑd');
    // The tone model makes 256 samples per id; each phoneme is its id and a pad: six more phonemes, 12 × 256 samples.
    expect(thrice.samples.length - once.samples.length).toBe(6 * 2 * 256);
    // The respelling is not read as well: the IPA replaced it.
    const respelt = await provider.synthesize({ voice: voice('en_US-lessac-medium'), text: 'We say pod loom here.' });
    expect(respelt.samples.length).not.toBe(once.samples.length);
  });
});
