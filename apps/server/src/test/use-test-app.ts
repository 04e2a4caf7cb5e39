import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { BuildOptions } from '../app';
import { startTestApp, type TestApp } from './app';
import { createTestDatabase, type TestDatabase } from './database';

/**
 * The usual integration test file (STYLE §8): one database and one app for the whole file, closed after it, and
 * the data reset before each test (before the file's own `beforeEach`, which is registered after this call).
 * `onStart` receives the app once it listens: assign it to the file's `t`.
 */
export function useTestApp(
  onStart: (t: TestApp) => void,
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'role' | 'logStream' | 'onRoute' | 'now' | 'redisPrefix'> = {},
): void {
  let database: TestDatabase | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startTestApp(database, env, options);
    onStart(t);
  });
  afterAll(async () => {
    await t?.close();
    await database?.destroy();
  });
  beforeEach(async () => {
    await database?.reset();
  });
}

/**
 * A test file that starts its own apps (several processes on one database, or apps of other settings): one database
 * for the file, not reset between tests; every app `start` made is closed after the file, then the database.
 */
export function useTestApps() {
  let database: TestDatabase | undefined;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.destroy();
  });
  const shared = (): TestDatabase => {
    if (!database) throw new Error('useTestApps: the database is made in beforeAll');
    return database;
  };
  return {
    database: shared,
    start: async (env: Record<string, string> = {}, options: Parameters<typeof startTestApp>[2] = {}) => {
      const app = await startTestApp(shared(), env, options);
      apps.push(app);
      return app;
    },
  };
}
