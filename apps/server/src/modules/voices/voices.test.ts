import { FEATURE_KEYS } from '@podloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { probeAudio, resolveFfmpeg } from '../../providers/audio/ffmpeg';
import { createTempStorage } from '../../providers/audio/testing/audio-test-kit';
import { EspeakProvider } from '../../providers/tts/espeak';
import { synthesizerFrom } from '../../providers/tts/index';
import type { VoiceSynthesizer } from '../../providers/tts/tts';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createOptionsModule, SEED_LANGUAGES } from '../options';
import { findVoices, listCatalogueVoices } from './voices.repository';
import { seedVoices } from './voices.seed';
import { VOICE_UNAVAILABLE_MESSAGE, VoicesService } from './voices.service';

const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', ...env });

type Catalogue = {
  database: TestDatabase;
  synthesizer: VoiceSynthesizer;
  temp: Awaited<ReturnType<typeof createTempStorage>>;
};

/** A fresh database, an espeak synthesizer and temporary storage for the describe that calls it. */
function useCatalogue(): Catalogue {
  const ctx = {} as Catalogue;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    ctx.synthesizer = synthesizerFrom([new EspeakProvider()]);
    ctx.temp = await createTempStorage();
  });
  afterAll(async () => {
    await ctx.synthesizer?.close();
    await ctx.database?.destroy();
    await ctx.temp?.cleanup();
  });
  return ctx;
}

describe('voice catalogue: languages and seeding', () => {
  const ctx = useCatalogue();

  it('offers at least one male and one female offline voice in every seeded language', async () => {
    expect(FEATURE_KEYS).toContain('voices');
    const voicesFor = (languageCode: string, userId: number | null) =>
      findVoices(ctx.database.db, languageCode, userId);
    const options = createOptionsModule({ platform: { db: ctx.database.db }, voices: { voicesFor } }).service;
    for (const [languageCode] of SEED_LANGUAGES) {
      const voices = await options.featureOptions('voices', languageCode, null);
      const genders = new Set(voices.map((v) => v.voice?.gender));
      expect(genders, languageCode).toEqual(new Set(['male', 'female']));
      expect(voices.every((v) => v.voice?.voice_type === 'Basic' && v.name.length > 1)).toBe(true);
      // Host and guest default to the first two: one woman, one man.
      expect(voices.slice(0, 2).map((v) => v.voice?.gender)).toEqual(['female', 'male']);
    }
    const hindi = await options.featureOptions('voices', 'hi-IN', null);
    expect(hindi.map((v) => v.optionKey)).toEqual([
      'espeak:hi-IN:priya',
      'espeak:hi-IN:aarav',
      'espeak:hi-IN:isha',
      'espeak:hi-IN:vivaan',
    ]);
  });

  it('adds provider voices exactly for the keys that are set, and is idempotent', async () => {
    await seedVoices(ctx.database.db, config({ OPENAI_API_KEY: 'sk-x', GOOGLE_GENERATIVE_AI_API_KEY: 'g-x' }));
    await seedVoices(ctx.database.db, config({ OPENAI_API_KEY: 'sk-x', GOOGLE_GENERATIVE_AI_API_KEY: 'g-x' }));
    let rows = await listCatalogueVoices(ctx.database.db);
    const types = (provider: string) => new Set(rows.filter((r) => r.provider === provider).map((r) => r.voiceType));
    expect(types('openai')).toEqual(new Set(['Premium']));
    expect(types('gemini')).toEqual(new Set(['Neural']));
    expect(types('elevenlabs').size).toBe(0);
    expect(rows.filter((r) => r.provider === 'openai' && r.languageCode === 'fr-FR')).toHaveLength(8);

    await seedVoices(ctx.database.db, config({ ELEVENLABS_API_KEY: 'xi-x' }));
    rows = await listCatalogueVoices(ctx.database.db);
    expect(new Set(rows.map((r) => r.provider))).toEqual(new Set(['espeak', 'flite', 'elevenlabs']));
    expect(types('elevenlabs')).toEqual(new Set(['Ultra']));

    await seedVoices(ctx.database.db, config());
    rows = await listCatalogueVoices(ctx.database.db);
    // Flite's four voices are on every install, in each English variant.
    expect(new Set(rows.map((r) => r.provider))).toEqual(new Set(['espeak', 'flite']));
    const english = SEED_LANGUAGES.filter(([code]) => code.startsWith('en-')).length;
    expect(rows).toHaveLength(SEED_LANGUAGES.length * 4 + english * 4);
  });
});

describe('voice catalogue: resolving and previews', () => {
  const ctx = useCatalogue();

  it('resolves option keys to voices and refuses unknown or unconfigured ones', async () => {
    const voices = new VoicesService({
      db: ctx.database.db,
      storage: ctx.temp.storage,
      synthesizer: ctx.synthesizer,
      config: config(),
    });
    await expect(voices.resolveVoice('espeak:hi-IN:priya', null)).resolves.toMatchObject({
      provider: 'espeak',
      providerVoiceId: 'hi+f4',
      languageCode: 'hi-IN',
      gender: 'female',
    });
    await expect(voices.resolveVoice('espeak:xx:nobody', null)).rejects.toThrow(VOICE_UNAVAILABLE_MESSAGE);
    await seedVoices(ctx.database.db, config({ OPENAI_API_KEY: 'sk-x' }));
    await expect(voices.resolveVoice('openai:en-US:nova', null)).rejects.toThrow(VOICE_UNAVAILABLE_MESSAGE);
    await seedVoices(ctx.database.db, config());
  });

  it('makes a preview once, keeps it in storage and hands out a signed URL', async () => {
    let calls = 0;
    const counting: VoiceSynthesizer = {
      ...ctx.synthesizer,
      synthesize: (request) => {
        calls++;
        return ctx.synthesizer.synthesize(request);
      },
    };
    const voices = new VoicesService({
      db: ctx.database.db,
      storage: ctx.temp.storage,
      synthesizer: counting,
      config: config(),
    });
    const [a, b] = await Promise.all([
      voices.previewUrl('espeak:es-ES:mateo'),
      voices.previewUrl('espeak:es-ES:mateo'),
    ]);
    const again = await voices.previewUrl('espeak:es-ES:mateo');
    expect(calls).toBe(1);
    expect(a.key).toBe(b.key);
    expect(again.key).toBe(a.key);
    expect(a.url).toMatch(/^http:\/\/127\.0\.0\.1:9\/files\//);
    const probe = await probeAudio(resolveFfmpeg(), ctx.temp.storage.pathFor(a.key));
    expect(probe.codecName).toBe('mp3');
    expect(probe.durationSeconds).toBeGreaterThan(1.5);
  });
});
