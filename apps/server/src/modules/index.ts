import type { AppModule } from '../platform/module';
import type { AppServices } from '../platform/services';
import { createScriptWriter } from '../providers/llm/writer';
import { createAnalyticsModule } from './analytics';
import { createAudioModule } from './audio';
import { createAuthModule } from './auth';
import { createBillingModule, type InstallFacts } from './billing';
import { createEditorModule } from './editor';
import { createGenerationModule, extractSourceText } from './generation';
import { createMusicModule } from './music';
import { createOptionsModule, type OptionsService } from './options';
import { createPersonaliseModule } from './personalise';
import { createPodcastsModule } from './podcasts';
import { createPublishingModule } from './publishing';
import { createRunsModule } from './runs';
import { createSupportModule } from './support';
import { createSystemModule } from './system';
import { createVoicesModule, type VoicesService } from './voices';

/**
 * What the plan cards say about this install: the voices module's tiers and the languages scripts are written in,
 * and a user's clones. Asked at request time, once every module exists.
 */
function installFacts(modules: () => { voices: VoicesService; options: OptionsService }): InstallFacts {
  return {
    offer: async () => {
      const { voices, options } = modules();
      const languages = await options.featureOptions('language', null, null);
      return { tiers: await voices.tierOffer(), languages: languages.length };
    },
    ownedClones: (userId) => modules().voices.ownedClones(userId),
  };
}

/**
 * The one list of modules, built once per app by buildApp, in dependency order: each module is handed
 * the services of the modules it needs, and nothing else builds a service.
 */
export function createModules(platform: AppServices) {
  const install = installFacts(() => ({ voices: voices.service, options: options.service }));
  const billing = createBillingModule({ platform, install });
  // Cloning counts against the plan: billing says how many clones a plan keeps.
  const voices = createVoicesModule({
    platform,
    cloneAllowance: (userId) => billing.service.billing.cloneAllowance(userId),
  });
  const options = createOptionsModule({ platform, voices: voices.service });
  const auth = createAuthModule({ platform, billing: billing.service.billing });
  const support = createSupportModule({ platform, accounts: auth.service.auth });
  const podcasts = createPodcastsModule({ platform });
  // Jobs of every kind: generation, audio and the editor start and handle theirs through runs.
  const runs = createRunsModule({ platform, podcasts: podcasts.service });
  const generation = createGenerationModule({
    platform,
    podcasts: podcasts.service,
    options: options.service,
    runs: runs.service,
    // The script writer is chosen by configuration once, like the voice synthesizer (STYLE §5).
    writer: createScriptWriter(platform.config),
    // An episode may be as long as the plan writes (billing's limits).
    episodeAllowance: (userId) => billing.service.billing.episodeAllowance(userId),
  });
  const audio = createAudioModule({
    platform,
    runs: runs.service,
    podcasts: podcasts.service,
    voices: voices.service,
    allowance: billing.service.billing,
  });
  const personalise = createPersonaliseModule({ platform, extractText: (file) => extractSourceText({ file }) });
  const music = createMusicModule({
    platform,
    allowance: (userId) => billing.service.billing.storageAllowance(userId),
    podcastPrefixes: (userId) => podcasts.service.storagePrefixesOf(userId),
  });
  const editor = createEditorModule({
    platform,
    podcasts: podcasts.service,
    music: music.service,
    runs: runs.service,
  });
  const analytics = createAnalyticsModule({ platform });
  const publishing = createPublishingModule({
    platform,
    podcasts: podcasts.service,
    downloads: analytics.service.downloads,
    plays: analytics.service.plays,
  });
  const features = [
    voices,
    options,
    billing,
    support,
    auth,
    podcasts,
    runs,
    generation,
    audio,
    personalise,
    music,
    editor,
    analytics,
    publishing,
  ];
  const system = createSystemModule({ platform, publicConfig: features.flatMap((m) => m.publicConfig ?? []) });
  const byName = {
    options,
    billing,
    support,
    auth,
    voices,
    podcasts,
    runs,
    generation,
    audio,
    personalise,
    music,
    editor,
    analytics,
    publishing,
    system,
  };
  const all: AppModule[] = [system, ...features];
  return { ...byName, all };
}

export type AppModules = ReturnType<typeof createModules>;
