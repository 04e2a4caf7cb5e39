import type { AppModule } from '../platform/module';
import type { AppServices } from '../platform/services';
import { createAnalyticsModule } from './analytics';
import { createAudioModule } from './audio';
import { createAuthModule } from './auth';
import { createBillingModule } from './billing';
import { createGenerationModule } from './generation';
import { createOptionsModule } from './options';
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
  const voices = createVoicesModule({ platform });
  const options = createOptionsModule({ platform, voices: voices.service });
  const billing = createBillingModule({ platform });
  const auth = createAuthModule({ platform, billing: billing.service });
  const support = createSupportModule({ platform, accounts: auth.service.auth });
  const podcasts = createPodcastsModule({ platform });
  const generation = createGenerationModule({ platform, podcasts: podcasts.service, options: options.service });
  const audio = createAudioModule({
    platform,
    generation: generation.service,
    podcasts: podcasts.service,
    voices: voices.service,
  });
  const analytics = createAnalyticsModule({ platform });
  const publishing = createPublishingModule({
    platform,
    podcasts: podcasts.service,
    downloads: analytics.service.downloads,
  });
  const features = [voices, options, billing, support, auth, podcasts, generation, audio, analytics, publishing];
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
    analytics,
    publishing,
    system,
  };
  const all: AppModule[] = [system, ...features];
  return { ...byName, all };
}

export type AppModules = ReturnType<typeof createModules>;
