import type { Db } from '../../platform/db/client';
import { configuredVoiceProviders, type VoiceConfig } from '../../providers/tts/index';
import type { VoiceProvider } from '../../providers/tts/tts';
import { espeakCatalogue, providerCatalogue } from './voices.catalogue';
import { pruneCatalogueVoices, upsertCatalogueVoices } from './voices.repository';

const PROVIDERS: VoiceProvider[] = ['openai', 'elevenlabs', 'gemini'];

/**
 * The voice catalogue (DESIGN §6, §7). Idempotent, safe on every start. Without a configuration it keeps
 * the offline voices in shape and leaves provider voices alone (the database seed runs before the
 * configuration is at hand); with one, provider voices are added exactly for the keys that are set and
 * removed for the others, so the catalogue offers only voices that can speak.
 */
export async function seedVoices(db: Db, config?: VoiceConfig): Promise<void> {
  const offline = espeakCatalogue();
  await upsertCatalogueVoices(db, offline);
  await pruneCatalogueVoices(
    db,
    ['espeak'],
    offline.map((v) => v.optionKey),
  );
  if (!config) return;
  const providers = configuredVoiceProviders(config).filter((p) => p !== 'espeak');
  const online = providerCatalogue(providers);
  await upsertCatalogueVoices(db, online);
  await pruneCatalogueVoices(
    db,
    PROVIDERS,
    online.map((v) => v.optionKey),
  );
}
