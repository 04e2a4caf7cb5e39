import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import type { AppServices } from '../platform/services';
import type { TestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  services: AppServices;
  /** Base URL of the listening app, e.g. http://127.0.0.1:40123 */
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * With REDIS_URL, apps of one test file share queues and events (a server and a worker must), but never another
 * file's: a worker of one file would take jobs whose rows live in another file's database.
 */
const redisPrefixes = new WeakMap<TestDatabase, string>();
function redisPrefixOf(database: TestDatabase): string {
  let prefix = redisPrefixes.get(database);
  if (!prefix) {
    prefix = `podloom-test-${randomUUID()}`;
    redisPrefixes.set(database, prefix);
  }
  return prefix;
}

/** The real app on a free port, with its own DATA_DIR and the test file's shared database (STYLE §8). */
export async function startTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'role' | 'logStream' | 'onRoute' | 'now' | 'redisPrefix'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'podloom-test-'));
  const port = await freePort();
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    REDIS_URL: process.env.REDIS_URL ?? '',
    // Tests never reach the internet: research is off unless a test points it at a local wiki.
    RESEARCH: 'off',
    ...env,
  });
  const app = await buildApp(config, { database, redisPrefix: redisPrefixOf(database), ...options });
  const address = await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    services: app.services,
    url: address,
    dataDir,
    close: async () => {
      // A response still finishing would otherwise hold close() for the keep-alive timeout.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signed URLs and feeds carry PUBLIC_URL, so the port is chosen before the app is built. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
