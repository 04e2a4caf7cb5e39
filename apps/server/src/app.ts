import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { graphQLModules, publicConfigContributors, registerModuleRoutes, startBackgroundTasks } from './modules';
import { sessionAuthenticator, sessionCheckFor } from './modules/auth/session-check';
import { TokenService } from './modules/auth/tokens';
import { registerSystemRoutes } from './modules/system/system.routes';
import { seedVoices } from './modules/voices/voices.seed';
import { type Database, openDatabase } from './platform/db/client';
import { registerGraphQL } from './platform/graphql/yoga';
import { installAuthentication } from './platform/http/authenticate';
import { installErrorHandling } from './platform/http/error-handler';
import { loggerOptions } from './platform/http/logging';
import { registerWebApp } from './platform/http/web-app';
import { createEventBus, createJobQueue } from './platform/jobs';
import { resolveSecrets } from './platform/secrets';
import type { AppServices } from './platform/services';
import { createMailer } from './providers/mail';
import { createStorage } from './providers/storage';
import { registerFileRoutes } from './providers/storage/file-routes';
import { createVoiceSynthesizer } from './providers/tts';

export type Role = 'server' | 'worker' | 'all';

export interface BuildOptions {
  /** Which parts run in this process (DESIGN §2); embedded is `all`. */
  role?: Role;
  /** Tests share one database per file instead of opening a new one per app. */
  database?: Database;
  /** Where log lines go instead of stdout (tests read the log to prove no secret reaches it). */
  logStream?: DestinationStream;
  /** Told of every route as it is added (the access-matrix test lists them). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** CSP the web app satisfies: everything from our own origin, no inline scripts (STYLE §8: never listens). */
const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const role = options.role ?? 'all';
  const app = Fastify({
    logger: { ...loggerOptions(config), ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  const log = app.log;
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const ownsDatabase = !options.database;
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const secrets = await resolveSecrets(config);
  const services: AppServices = {
    config,
    database,
    db: database.db,
    secrets,
    tokens: new TokenService(secrets.jwtSecret),
    storage: createStorage({ config, signingSecret: secrets.fileSigningSecret, log }),
    mailer: createMailer({ config, log }),
    queue: createJobQueue({ config, log, role }),
    events: createEventBus({ config, log }),
    synthesizer: createVoiceSynthesizer(config),
    log,
  };
  app.decorate('services', services);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Provider voices come and go with their keys; the catalogue follows the configuration at every start.
  await seedVoices(database.db, config);
  let stopBackgroundTasks = async () => {};
  app.addHook('onReady', async () => {
    if (role === 'server') return;
    await services.queue.start();
    stopBackgroundTasks = startBackgroundTasks(services);
    // Start the eSpeak workers before the first render needs them.
    void services.synthesizer.warm().catch((error) => log.warn({ err: error }, 'voice warm-up failed'));
  });
  app.addHook('onClose', async () => {
    await stopBackgroundTasks();
    await sessionCheckFor(services).close();
    await services.queue.close();
    await services.events.close();
    await services.mailer.close();
    await services.synthesizer.close();
    if (ownsDatabase) await database.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  await app.register(rateLimit, { global: false });
  installErrorHandling(app);
  installAuthentication(app, sessionAuthenticator(services.tokens, sessionCheckFor(services)));

  registerSystemRoutes(app, services, publicConfigContributors);
  await registerFileRoutes(app, { storage: services.storage, signingSecret: secrets.fileSigningSecret });
  await registerGraphQL(app, services, graphQLModules);
  await registerModuleRoutes(app, services);
  await registerWebApp(app);
  return app;
}
