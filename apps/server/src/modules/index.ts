import type { DbOrTx } from '../platform/db/client';
import type { AppModule } from '../platform/module';
import type { AppServices } from '../platform/services';
import { createScriptWriter } from '../providers/llm/writer';
import { createAnalyticsModule } from './analytics';
import { createApiTokensModule } from './api-tokens';
import { createAudioModule } from './audio';
import { createAuthModule } from './auth';
import { type BillingServices, createBillingModule, type InstallFacts } from './billing';
import { createClipsModule } from './clips';
import { createEditorModule } from './editor';
import { createGenerationModule, extractSourceText } from './generation';
import { createMusicModule, type StorageCheck, type StorageGate, StorageQuota } from './music';
import { createOpenApiModule } from './openapi';
import { createOptionsModule, type OptionsService } from './options';
import { createPersonaliseModule } from './personalise';
import { createPodcastsModule } from './podcasts';
import { createPrivacyModule } from './privacy';
import { createPublishingModule } from './publishing';
import { createRunsModule } from './runs';
import { createSeriesModule } from './series';
import { createSupportModule } from './support';
import { createSystemModule } from './system';
import { createVoicesModule, type VoicesService } from './voices';
import { createWebhooksModule } from './webhooks';

/**
 * The plan's storage over the user's files: billing says how much, podcasts where their files are, and runs what
 * the user's jobs not finished yet will store. Answers the quota and the two ways modules ask it.
 */
function storageQuotaOf(
  platform: AppServices,
  billing: Pick<BillingServices, 'billing'>,
  podcasts: { storagePrefixesOf(userId: number): Promise<string[]> },
  runs: () => {
    service: { reservations(userId: number, db: DbOrTx): Promise<Array<{ refId: string; bytes: number }>> };
  },
): { quota: StorageQuota; storageCheck: StorageCheck; storageGate: StorageGate } {
  const quota = new StorageQuota({
    db: platform.db,
    storage: platform.storage,
    allowance: (userId) => billing.billing.storageAllowance(userId),
    podcastPrefixes: (userId) => podcasts.storagePrefixesOf(userId),
    reservations: (userId, db) => runs().service.reservations(userId, db),
  });
  const storageCheck: StorageCheck = (userId, bytes, what, hold) => quota.check(userId, bytes, what, hold);
  const storageGate: StorageGate = (userId, bytes, what) => quota.gate(userId, bytes, what);
  return { quota, storageCheck, storageGate };
}

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
  const podcasts = createPodcastsModule({ platform });
  // The plan's storage, asked before anything is stored; runs (built below) holds what jobs will store.
  const { quota, storageCheck, storageGate } = storageQuotaOf(platform, billing.service, podcasts.service, () => runs);
  // Cloning counts against the plan: billing says how many clones a plan keeps.
  const voices = createVoicesModule({
    platform,
    cloneAllowance: (userId) => billing.service.billing.cloneAllowance(userId),
    storageCheck,
    storeHeld: (userId, bytes, store) => quota.storeHeld(userId, bytes, 'recording', 'recording', store),
  });
  const options = createOptionsModule({ platform, voices: voices.service });
  const auth = createAuthModule({ platform, billing: billing.service.billing });
  const apiTokens = createApiTokensModule({ platform, sessions: auth.service.authenticator });
  const support = createSupportModule({ platform, accounts: auth.service.auth });
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
  const music = createMusicModule({ platform, quota });
  const audio = createAudioModule({
    platform,
    runs: runs.service,
    podcasts: podcasts.service,
    voices: voices.service,
    allowance: billing.service.billing,
    storageCheck,
    storageGate,
    music: music.service,
  });
  const personalise = createPersonaliseModule({ platform, extractText: (file) => extractSourceText({ file }) });
  const editor = createEditorModule({ platform, podcasts: podcasts.service, music: music.service, runs: runs.service });
  const analytics = createAnalyticsModule({ platform });
  const publishing = createPublishingModule({
    platform,
    podcasts: podcasts.service,
    // Show notes name the sources a script cites (generation's library).
    sourcesOf: (userId, ids) => generation.service.library.titlesOf(userId, ids),
    downloads: analytics.service.downloads,
    plays: analytics.service.plays,
    // Soundbites of clips (built next) join their episodes' feed items.
    soundbites: (podcastIds) => clips.service.soundbites(podcastIds),
  });
  const artwork = (podcastId: number) => publishing.service.artworkOf(podcastId);
  const clips = createClipsModule({ platform, podcasts: podcasts.service, runs: runs.service, storageGate, artwork });
  // Download my data and Delete my account: they read and remove every module's things.
  const privacy = createPrivacyModule({ platform, modules: { publishing, billing, voices, podcasts, auth } });
  const webhooks = createWebhooksModule({ platform });
  const openapi = createOpenApiModule({ platform });
  const series = createSeriesModule({
    platform,
    modules: { generation, runs, podcasts, audio, publishing, options, voices },
  });
  // In this order their parts are wired (routes, jobs, event handlers, public config).
  return withSystem(platform, {
    voices,
    options,
    billing,
    support,
    auth,
    apiTokens,
    podcasts,
    runs,
    generation,
    audio,
    personalise,
    music,
    editor,
    analytics,
    publishing,
    clips,
    privacy,
    webhooks,
    openapi,
    series,
  });
}

/** The feature modules, in wiring order, with the system module (which reads their public config) first in `all`. */
function withSystem<F extends Record<string, AppModule>>(platform: AppServices, features: F) {
  const listed: AppModule[] = Object.values(features);
  const system = createSystemModule({ platform, publicConfig: listed.flatMap((m) => m.publicConfig ?? []) });
  const all: AppModule[] = [system, ...listed];
  return { ...features, system, all };
}

export type AppModules = ReturnType<typeof createModules>;
