import type { AppModule } from '../platform/module';
import type { AppServices } from '../platform/services';
import { createAnalyticsModule } from './analytics';
import { createAudioModule } from './audio';
import { createAuthModule } from './auth';
import { createBillingModule } from './billing';
import { createEditorModule } from './editor';
import { createGenerationModule, extractSourceText } from './generation';
import { createMusicModule } from './music';
import { createOptionsModule } from './options';
import { createPersonaliseModule } from './personalise';
import { createPodcastsModule } from './podcasts';
import { createPublishingModule } from './publishing';
import { createSupportModule } from './support';
import { createSystemModule } from './system';
import { createVoicesModule } from './voices';

/**
 * The one list of modules (issue 9), built once per app by buildApp, in dependency order: each module is handed
 * the services of the modules it needs, and nothing else builds a service.
 */
export function createModules(platform: AppServices) {
  const billing = createBillingModule({ platform });
  // Cloning counts against the plan (issue 11): billing says how many clones a plan keeps.
  const voices = createVoicesModule({
    platform,
    cloneAllowance: (userId) => billing.service.billing.cloneAllowance(userId),
  });
  const options = createOptionsModule({ platform, voices: voices.service });
  const auth = createAuthModule({ platform, billing: billing.service.billing });
  const support = createSupportModule({ platform, accounts: auth.service.auth });
  const podcasts = createPodcastsModule({ platform });
  const generation = createGenerationModule({ platform, podcasts: podcasts.service, options: options.service });
  const audio = createAudioModule({
    platform,
    generation: generation.service,
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
    generation: generation.service,
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
