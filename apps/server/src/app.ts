import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { type AppModules, createModules } from './modules';
import { apiTokenGuards } from './modules/api-tokens';
import { seedDatabase } from './modules/seed';
import { seedVoices } from './modules/voices';
import { TokenService } from './platform/auth/tokens';
import {
  GuardedStorage,
  LocalDeleteGuard,
  PgDeleteGuard,
  startOperatorSocket,
  writeEmbeddedBackup,
} from './platform/backup';
import { type Database, openDatabase } from './platform/db/client';
import { createOutbox, type Outbox } from './platform/events/outbox';
import { registerGraphQL } from './platform/graphql/yoga';
import { installAuthentication } from './platform/http/authenticate';
import { contentSecurityPolicy } from './platform/http/content-security-policy';
import { installErrorHandling } from './platform/http/error-handler';
import { loggerOptions } from './platform/http/logging';
import { fastifyTrustProxy } from './platform/http/trusted-proxy';
import { registerWebApp } from './platform/http/web-app';
import { createEventBus, createJobQueue, DEFAULT_REDIS_PREFIX } from './platform/jobs';
import { instrumentQueue } from './platform/jobs/instrumented-queue';
import { createMetrics } from './platform/metrics/metrics';
import { registerMetrics } from './platform/metrics/metrics-route';
import { RateLimits } from './platform/rate-limits';
import { resolveSecrets } from './platform/secrets';
import type { AppServices } from './platform/services';
import { createMailer } from './providers/mail';
import { createStorage } from './providers/storage';
import { registerFileRoutes } from './providers/storage/file-routes';
import { createVoiceSynthesizer } from './providers/tts';

export type Role = 'server' | 'worker' | 'all';
/** The roles `node dist/main.js <role>` accepts (the Dockerfile and compose.yaml run exactly these). */
export const ROLES: readonly Role[] = ['server', 'worker', 'all'];

export interface BuildOptions {
  /** Which parts run in this process (DESIGN §2); embedded is `all`. */
  role?: Role;
  /** Tests share one database per file instead of opening a new one per app. */
  database?: Database;
  /** The clock; the real one unless a test moves time. */
  now?: () => number;
  /** Redis key prefix of the queues and the event bus; tests give each file its own, so no file runs another's jobs. */
  redisPrefix?: string;
  /** Where log lines go instead of stdout (tests read the log to prove no secret reaches it). */
  logStream?: DestinationStream;
  /** Tuning of the database job queue (tests shorten its lease and poll). */
  queue?: { leaseMs?: number; pollMs?: number };
  /** Told of every route as it is added (the access-matrix test lists them). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** Every module, built once here: tests reach a module's service through it. */
    modules: AppModules;
  }
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const role = options.role ?? 'all';
  const app = Fastify({
    logger: { ...loggerOptions(config), ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, seed: seedDatabase }));
  const { services, outbox, backups } = await createServices(config, options, app.log, database);
  app.decorate('services', services);
  // The composition root: every module once, in dependency order; then their parts are wired below.
  const modules = createModules(services);
  app.decorate('modules', modules);
  outbox.registerJob(services.queue);
  for (const module of modules.all) {
    module.jobs?.(services.queue);
    module.events?.(outbox);
  }

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerMetrics(app, { metrics: services.metrics, token: config.metricsToken });
  // Provider voices come and go with their keys; the catalogue follows the configuration at every start.
  // Local models and a speech server's voices are found here too; what cannot be used is said, never thrown.
  const voices = await seedVoices(database.db, config, await services.synthesizer.discover());
  for (const problem of voices.problems) services.log.warn(problem);
  for (const notice of voices.notices) services.log.info(notice);
  installLifecycle(app, { role, services, outbox, modules, closeDatabase: !options.database });
  installOperatorSocket(app, services, backups);
  await registerHttp(app, services, modules);
  await registerWebApp(app);
  return app;
}

/** The platform's services every module is handed, each built once per app. */
async function createServices(config: Config, options: BuildOptions, log: FastifyBaseLogger, database: Database) {
  const secrets = await resolveSecrets(config);
  const outbox = createOutbox({ db: database.db, log });
  // Per app, not prom-client's global registry: several apps in one process (the tests) each count their own.
  const metrics = createMetrics();
  const role = options.role ?? 'all';
  const queue = createJobQueue({ config, log, role, prefix: options.redisPrefix, database, ...options.queue });
  metrics.watchQueue(queue);
  // Deletes wait while a backup copies files: in this process (embedded) or any (PostgreSQL's advisory lock).
  const guard = database.kind === 'postgres' ? new PgDeleteGuard(database.db) : new LocalDeleteGuard();
  const storage = new GuardedStorage(
    createStorage({ config, signingSecret: secrets.fileSigningSecret, log }),
    guard,
    log,
  );
  const services: AppServices = {
    config,
    database,
    db: database.db,
    secrets,
    tokens: new TokenService(secrets.jwtSecret),
    storage,
    mailer: createMailer({ config, log }),
    // Handlers run with a logger bound to their job and request, and are timed for /metrics.
    queue: instrumentQueue(queue, { log, metrics }),
    events: createEventBus({ config, log, prefix: options.redisPrefix }),
    domainEvents: outbox,
    synthesizer: createVoiceSynthesizer(config),
    log,
    metrics,
    // Under the queues' prefix: tests give each file its own, and an install's limits are its own in a shared Redis.
    rateLimits: RateLimits.create({
      redisUrl: config.redisUrl,
      prefix: options.redisPrefix ?? config.redisPrefix ?? DEFAULT_REDIS_PREFIX,
      keySecret: secrets.counterKeySecret,
    }),
    now: options.now ?? Date.now,
  };
  return { services, outbox, backups: { guard, storage } };
}

/**
 * Embedded mode (PGlite in DATA_DIR, files on the local disk): the app answers `npm run backup` on its operator
 * socket, since no other process may open the database while it runs.
 */
function installOperatorSocket(
  app: FastifyInstance,
  services: AppServices,
  backups: { guard: LocalDeleteGuard | PgDeleteGuard; storage: GuardedStorage },
): void {
  const embedded = services.database.embedded;
  const { guard, storage } = backups;
  let stop = async () => {};
  app.addHook('onReady', async () => {
    if (!embedded || storage.kind !== 'local' || !(guard instanceof LocalDeleteGuard)) return;
    const source = { dataDir: services.config.dataDir, db: services.db, database: embedded, guard };
    stop = await startOperatorSocket({
      dataDir: services.config.dataDir,
      log: services.log,
      backup: (out) => writeEmbeddedBackup({ ...source, afterwards: () => storage.flush() }, out),
    });
  });
  app.addHook('onClose', async () => {
    await stop();
    await storage.close();
  });
}

/**
 * Starting and stopping: a process that runs jobs (roles worker and all) starts the queue and the modules'
 * background tasks when ready; closing stops them, then the queue, the bus, the mailer and the voices.
 */
function installLifecycle(
  app: FastifyInstance,
  parts: { role: Role; services: AppServices; outbox: Outbox; modules: AppModules; closeDatabase: boolean },
): void {
  const { role, services, outbox, modules } = parts;
  let stopBackgroundTasks = async () => {};
  app.addHook('onReady', async () => {
    if (role === 'server') return;
    await services.queue.start();
    const stops = [
      outbox.startSweep(services.queue),
      ...modules.all.flatMap((module) => (module.background ? [module.background()] : [])),
    ];
    stopBackgroundTasks = async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
    // Start the eSpeak workers before the first render needs them.
    void services.synthesizer.warm().then(
      () => {
        const note = services.synthesizer.provider('espeak')?.engineNote?.();
        if (note) services.log.info(note);
      },
      (error) => services.log.warn({ err: error }, 'voice warm-up failed'),
    );
  });
  app.addHook('onClose', async () => {
    await stopBackgroundTasks();
    for (const module of modules.all) await module.close?.();
    await services.queue.close();
    await services.events.close();
    await services.mailer.close();
    await services.rateLimits.close();
    await services.synthesizer.close();
    if (parts.closeDatabase) await services.database.close();
  });
}

/** Security headers, rate limits, errors, authentication, files, GraphQL and every module's routes. */
async function registerHttp(app: FastifyInstance, services: AppServices, modules: AppModules): Promise<void> {
  const { config, secrets } = services;
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy({ paymentProvider: config.payments.provider }),
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  // The routes' own limits (downloads, play reports, research, voice recordings) count in the same store as the
  // others, with the client's address hashed: with Redis, every server behind one address counts a client once. A
  // counter out of reach lets the request through, as the login limits do: an outage of Redis must not stop every
  // download.
  await app.register(rateLimit, { global: false, store: services.rateLimits.routeStore(), skipOnError: true });
  installErrorHandling(app);
  // Every bearer token: API tokens (with what their scopes refuse) and the browser's sessions.
  installAuthentication(app, modules.apiTokens.service.authenticator, apiTokenGuards.request);

  await registerFileRoutes(app, { storage: services.storage, signingSecret: secrets.fileSigningSecret });
  await registerGraphQL(app, services, graphQLParts(modules), apiTokenGuards.operation);
  for (const module of modules.all) await module.routes?.(app);
  // Stopping (SIGTERM): after the modules' own preClose hooks (progress streams end at once), running jobs are
  // handed back while the database and the event bus are still open; closing the queue again later is a no-op.
  app.addHook('preClose', async () => {
    await services.queue.close();
  });
}

/** Every module's share of the GraphQL schema; the committed schema.graphql is printed from these. */
export function graphQLParts(modules: AppModules) {
  return modules.all.flatMap((module) => (module.graphQL ? [module.graphQL] : []));
}
