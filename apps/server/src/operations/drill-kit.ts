import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { type BuildOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import type { FileStorage } from '../providers/storage/storage';
import type { TestApp } from '../test/app';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** The real app on a fixed port with its own DATA_DIR and database (no shared test database): what operators run. */
export async function startInstall(
  env: Record<string, string>,
  port: number,
  options: Pick<BuildOptions, 'queue'> = {},
): Promise<TestApp> {
  const config = loadConfig({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    RESEARCH: 'off',
    REDIS_URL: '',
    ...env,
  });
  const app = await buildApp(config, options);
  const url = await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    services: app.services,
    url,
    dataDir: config.dataDir,
    close: async () => {
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
    },
  };
}

/** Runs `npm run backup` or `npm run restore` as the operator would (the script through tsx, in its own process). */
export async function operator(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ ok: boolean; out: string; warnings?: string }> {
  const script = path.join(ROOT, 'apps/server/scripts', `${command}.ts`);
  try {
    const { stdout, stderr } = await run(path.join(ROOT, 'node_modules/.bin/tsx'), [script, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', REDIS_URL: '', ...env },
      timeout: 180_000,
    });
    // stdout is what the command says; stderr may carry a runtime's warnings (the AWS SDK's about Node 20).
    return { ok: true, out: stdout.trim(), warnings: stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, out: `${failed.stdout ?? ''}${failed.stderr ?? failed.message}`.trim() };
  }
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every file of the store with its checksum: the local folder (sidecars included) or the bucket. */
export async function checksums(storage: FileStorage, dataDir: string): Promise<Map<string, string>> {
  const sums = new Map<string, string>();
  if (storage.kind === 's3') {
    for await (const file of storage.list('')) sums.set(file.key, sha256(await storage.read(file.key)));
    return sums;
  }
  const root = path.join(dataDir, 'files');
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    const file = path.join(entry.parentPath, entry.name);
    sums.set(path.relative(root, file), sha256(await readFile(file)));
  }
  return sums;
}

/** The rows that must come back unchanged: analytics, payments, shows and episodes. */
export async function rowsThatMatter(t: TestApp): Promise<Record<string, unknown[]>> {
  const tables = [
    'enclosure_downloads',
    'player_plays',
    'payment_orders',
    'payment_transactions',
    'invoices',
    'client_subscriptions',
    'rss_feeds',
    'episodes',
    'music',
    'voice_clone_consents',
  ];
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    rows[table] = (await t.services.db.execute(sql.raw(`select * from ${table} order by 1`))).rows;
  }
  return rows;
}
