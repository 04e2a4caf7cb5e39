import type { Db } from '../../platform/db/client';
import { fliteVoices } from '../../providers/tts/flite';
import { configuredVoiceProviders, type VoiceConfig } from '../../providers/tts/index';
import type { Discovery, VoiceProvider } from '../../providers/tts/tts';
import { discoveredCatalogue, espeakCatalogue, providerCatalogue, tierNotices } from './voices.catalogue';
import { pruneCatalogueVoices, upsertCatalogueVoices } from './voices.repository';

const PROVIDERS: VoiceProvider[] = ['openai', 'elevenlabs', 'gemini', 'flite', 'local', 'speech-server'];

/**
 * The voice catalogue (DESIGN §6, §7). Idempotent, safe on every start. Without a configuration it keeps
 * the offline voices in shape and leaves provider voices alone (the database seed runs before the
 * configuration is at hand); with one, provider voices are added exactly for the keys that are set and
 * removed for the others, so the catalogue offers only voices that can speak. `found` is what the providers that
 * look at this install found (Flite's voices, local models, a speech server's list); their voices follow it the
 * same way. Returns the sentences an operator should read: what could not be used (`problems`), and which tiers are
 * empty (`notices`).
 */
export async function seedVoices(
  db: Db,
  config?: VoiceConfig,
  found: ReadonlyMap<VoiceProvider, Discovery> = new Map(),
): Promise<{ problems: string[]; notices: string[] }> {
  const offline = espeakCatalogue();
  await upsertCatalogueVoices(db, offline);
  await pruneCatalogueVoices(
    db,
    ['espeak'],
    offline.map((v) => v.optionKey),
  );
  if (!config) return { problems: [], notices: [] };
  const providers: VoiceProvider[] = configuredVoiceProviders(config).filter((p) => p !== 'espeak');
  const all = new Map<VoiceProvider, Discovery>([['flite', fliteVoices()], ...found]);
  const discovered = new Map([...all].filter(([provider]) => providers.includes(provider)));
  const online = [...providerCatalogue(providers), ...discoveredCatalogue(discovered)];
  await upsertCatalogueVoices(db, online);
  await pruneCatalogueVoices(
    db,
    PROVIDERS,
    online.map((v) => v.optionKey),
  );
  const problems = [...discovered.values()].flatMap((d) => d.problems);
  return { problems, notices: tierNotices([...offline, ...online]) };
}
