import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTempStorage } from '../../providers/audio/testing/audio-test-kit';
import { EspeakProvider } from '../../providers/tts/espeak';
import { FliteProvider } from '../../providers/tts/flite';
import { synthesizerFrom } from '../../providers/tts/index';
import { LocalVoiceProvider } from '../../providers/tts/local-voices';
import { writeKokoroModel, writePiperVoice } from '../../providers/tts/testing/onnx-models';
import type { VoiceSynthesizer } from '../../providers/tts/tts';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createOptionsModule } from '../options';
import { seedVoices } from './voices.seed';
import { VoicesService } from './voices.service';

const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', ...env });

describe('voice tiers: the catalogue lists what this install really has', () => {
  let database: TestDatabase;
  let dir: string;
  let synthesizer: VoiceSynthesizer;
  let temp: Awaited<ReturnType<typeof createTempStorage>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    temp = await createTempStorage();
    dir = await mkdtemp(join(tmpdir(), 'podloom-tiers-'));
    await writePiperVoice(dir, 'en_US-ryan-medium');
    await writeKokoroModel(dir, 'kokoro-v1.0', ['af_heart', 'ef_dora']);
    synthesizer = synthesizerFrom([
      new EspeakProvider(),
      new FliteProvider({ poolSize: 1 }),
      new LocalVoiceProvider({ dir, poolSize: 1 }),
    ]);
  }, 60_000);

  afterAll(async () => {
    await synthesizer?.close();
    await database?.destroy();
    await temp?.cleanup();
    await rm(dir, { recursive: true, force: true });
  });

  it('offers Flite as Premium in English and local models as Neural, with their own names and genders', async () => {
    const { problems, notices } = await seedVoices(database.db, config(), await synthesizer.discover());
    expect(problems).toEqual([]);
    const voices = new VoicesService({ db: database.db, storage: temp.storage, synthesizer, config: config() });
    const options = createOptionsModule({ platform: { db: database.db }, voices }).service;
    const english = await options.featureOptions('voices', 'en-GB', null);
    const tiers = (tier: string) =>
      english.filter((v) => v.voice?.voice_type === tier).map((v) => `${v.name} (${v.voice?.gender})`);
    expect(tiers('Basic')).toHaveLength(4);
    expect(tiers('Premium')).toEqual(['SLT (female)', 'RMS (male)', 'AWB (male)', 'KAL (male)']);
    expect(tiers('Neural')).toEqual(['Ryan (male)', 'Heart (female)']);
    const spanish = await options.featureOptions('voices', 'es-ES', null);
    expect(spanish.filter((v) => v.voice?.voice_type === 'Neural').map((v) => v.name)).toEqual(['Dora']);
    expect(spanish.some((v) => v.voice?.voice_type === 'Premium')).toBe(false);
    // Neural voices are here; Ultra is not, and Premium is English only: the operator is told what to set.
    expect(notices).toEqual([
      'Premium voices speak English only here (Flite): set OPENAI_API_KEY for Premium voices in every language.',
      'No Ultra voices on this install: set ELEVENLABS_API_KEY to offer them.',
    ]);
  }, 60_000);

  it('renders a neural voice and a Flite voice through the catalogue, preview included', async () => {
    const voices = new VoicesService({ db: database.db, storage: temp.storage, synthesizer, config: config() });
    const ryan = await voices.resolveVoice('local:en-US:en-us-ryan-medium', null);
    expect(ryan).toMatchObject({ provider: 'local', providerVoiceId: 'en_US-ryan-medium', voiceType: 'Neural' });
    const line = await synthesizer.synthesize({ voice: ryan, text: 'Hello and welcome.' });
    expect(line.sampleRate).toBe(22_050);
    const slt = await voices.resolveVoice('flite:en-US:slt', null);
    const spoken = await synthesizer.synthesize({ voice: slt, text: 'Hello and welcome to the show.' });
    expect(spoken.sampleRate).toBe(16_000);
    expect(spoken.samples.length / spoken.sampleRate).toBeGreaterThan(1);
    const preview = await voices.previewUrl('local:en-US:kokoro-v1-0-af-heart');
    expect(preview.key).toMatch(/^voices\/previews\/local\/[0-9a-f]{32}\.mp3$/);
  }, 60_000);

  it('takes voices away when their models go, and says the Neural tier is empty', async () => {
    const empty = synthesizerFrom([new EspeakProvider(), new LocalVoiceProvider({ dir: join(dir, 'none') })]);
    const { notices } = await seedVoices(database.db, config(), await empty.discover());
    await empty.close();
    const voices = new VoicesService({ db: database.db, storage: temp.storage, synthesizer, config: config() });
    const options = createOptionsModule({ platform: { db: database.db }, voices }).service;
    const english = await options.featureOptions('voices', 'en-US', null);
    expect(english.some((v) => v.voice?.voice_type === 'Neural')).toBe(false);
    expect(notices).toContain(
      'No Neural voices on this install: add a local model with `npm run voices -- add en_US-lessac-medium` (or `kokoro`), point SPEECH_SERVER_URL at a speech server, or set GOOGLE_GENERATIVE_AI_API_KEY.',
    );
  }, 60_000);
});
