import type { FastifyInstance } from 'fastify';
import type { GraphQLModule } from '../platform/graphql/context';
import type { AppServices } from '../platform/services';
import { audioGraphQL } from './audio/audio.graphql';
import { registerAudioModule } from './audio/audio.routes';
import { startLineCacheSweeper } from './audio/line-cache-sweep';
import { authPublicConfig } from './auth/auth.config';
import { authGraphQL } from './auth/auth.graphql';
import { registerAuthRoutes } from './auth/auth.routes';
import { billingGraphQL } from './billing/billing.graphql';
import { registerGenerationModule } from './generation/generation.routes';
import { optionsGraphQL } from './options/options.graphql';
import { podcastsGraphQL } from './podcasts/podcasts.graphql';
import { publishingModule } from './publishing/publishing.module';
import { supportGraphQL } from './support/support.graphql';
import type { PublicConfigContributor } from './system/system.routes';

/** Every module's share of the GraphQL schema; the committed schema.graphql is printed from these. */
export const graphQLModules: GraphQLModule[] = [
  optionsGraphQL,
  billingGraphQL,
  supportGraphQL,
  authGraphQL,
  podcastsGraphQL,
  audioGraphQL,
  publishingModule.graphQL,
];

/** What each module adds to GET /api/podloom/v1/config. */
export const publicConfigContributors: PublicConfigContributor[] = [authPublicConfig];

/** Every module's REST routes. */
export async function registerModuleRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  await registerAuthRoutes(app, services);
  await registerGenerationModule(app, services);
  await registerAudioModule(app, services);
  await publishingModule.registerRoutes(app, services);
}

/** Housekeeping run by the processes that run jobs (roles worker and all). Answers a function that stops it. */
export function startBackgroundTasks(services: AppServices): () => Promise<void> {
  const sweeper = startLineCacheSweeper(services.storage, services.log);
  return () => sweeper.stop();
}
