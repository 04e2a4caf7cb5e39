import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FileStorage } from '../../providers/storage/storage';
import { BackupError, readArchive, verifyArchive, writeFileFrom } from './archive';
import { type BackupManifest, MANIFEST_PATH } from './manifest';
import { appAnswers, runningPid } from './operator-socket';
import { pgTool, runTool } from './scale-backup';
import { committedMigrations } from './versions';

export interface RestoreSummary {
  manifest: BackupManifest;
  files: number;
  bytes: number;
}

/** The folders of DATA_DIR a restore writes; anything else there (mail, voices, temporary files) is left alone. */
const EMBEDDED_FOLDERS = ['pglite', 'files', 'secrets'] as const;

async function isEmptyFolder(folder: string): Promise<boolean> {
  const entries = await readdir(folder).catch(() => []);
  return entries.length === 0;
}

function checkMode(manifest: BackupManifest, mode: BackupManifest['mode']): void {
  const newest = committedMigrations().length;
  if (manifest.migrations.count > newest) {
    throw new BackupError(
      `This backup was made by a newer Podloom (${manifest.migrations.count} migrations; this one knows ${newest}): ` +
        'restore it with that version or a later one.',
    );
  }
  if (manifest.mode !== mode) {
    const made = manifest.mode === 'embedded' ? 'an embedded install (PGlite)' : 'PostgreSQL and S3';
    throw new BackupError(`This backup was made of ${made}: restore it into the same kind of install.`);
  }
}

/** Brings a stopped embedded install back: the archive is checked whole first, then unpacked beside and moved in. */
export async function restoreEmbedded(file: string, dataDir: string, force: boolean): Promise<RestoreSummary> {
  const pid = await runningPid(dataDir);
  if ((await appAnswers(dataDir)) || pid !== null) {
    throw new BackupError(
      `Podloom is running on ${path.resolve(dataDir)}${pid ? ` (process ${pid})` : ''}: stop it first, then restore.`,
    );
  }
  const occupied = [];
  for (const folder of EMBEDDED_FOLDERS.slice(0, 2)) {
    if (!(await isEmptyFolder(path.join(dataDir, folder)))) occupied.push(`${folder}/`);
  }
  if (occupied.length > 0 && !force) {
    throw new BackupError(
      `${path.resolve(dataDir)} already holds ${occupied.join(' and ')}: restore into an empty data directory, ` +
        'or add --force to replace them.',
    );
  }
  const manifest = await verifyArchive(file);
  checkMode(manifest, 'embedded');
  const staging = path.join(dataDir, `.restore-${randomUUID()}`);
  let files = 0;
  let bytes = 0;
  try {
    await readArchive(file, async ({ path: entry, size, body, directory }) => {
      if (entry === MANIFEST_PATH) return;
      const target = path.join(staging, embeddedTarget(entry));
      if (directory) return void (await mkdir(target, { recursive: true }));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFileFrom(body, target);
      if (entry.startsWith('files/')) files++;
      bytes += size;
    });
    for (const folder of EMBEDDED_FOLDERS) {
      await rm(path.join(dataDir, folder), { recursive: true, force: true });
      await rename(path.join(staging, folder), path.join(dataDir, folder)).catch((error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      });
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return { manifest, files, bytes };
}

function embeddedTarget(entry: string): string {
  if (entry.startsWith('database/pglite/')) return `pglite/${entry.slice('database/pglite/'.length)}`;
  if (entry.startsWith('files/') || entry.startsWith('secrets/')) return entry;
  throw new BackupError(`The backup holds "${entry}", which an embedded install has no place for.`);
}

export interface ScaleTarget {
  databaseUrl: string;
  storage: FileStorage;
  dataDir: string;
}

/** What else uses the database, and whether it or the bucket holds anything. */
async function scaleTargetState(target: ScaleTarget) {
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const others = await client.query(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const tables = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    let objects = 0;
    for await (const _ of target.storage.list('')) {
      objects++;
      break;
    }
    return { connections: others.rows[0].n as number, tables: tables.rows[0].n as number, objects };
  } finally {
    await client.end();
  }
}

/** Brings PostgreSQL and the bucket back from a scale-mode backup (pg_restore, then every object). */
export async function restoreScale(file: string, target: ScaleTarget, force: boolean): Promise<RestoreSummary> {
  const state = await scaleTargetState(target);
  if (state.connections > 0) {
    throw new BackupError(
      `Podloom seems to be running: ${state.connections} other connection(s) to the database. ` +
        'Stop every server and worker first, then restore.',
    );
  }
  if ((state.tables > 0 || state.objects > 0) && !force) {
    throw new BackupError(
      'The database or the bucket is not empty: restore into an empty database and bucket, or add --force to replace them.',
    );
  }
  const manifest = await verifyArchive(file);
  checkMode(manifest, 'scale');
  const contentTypes = new Map(manifest.entries.map((entry) => [entry.path, entry.contentType]));
  const work = await mkdtemp(path.join(tmpdir(), 'podloom-restore-'));
  const dump = path.join(work, 'postgres.dump');
  let files = 0;
  let bytes = 0;
  const restored = new Set<string>();
  try {
    await readArchive(file, async ({ path: entry, size, body, directory }) => {
      if (entry === MANIFEST_PATH || directory) return;
      bytes += size;
      if (entry === 'database/postgres.dump') return writeFileFrom(body, dump);
      if (entry.startsWith('secrets/')) {
        const secret = path.join(target.dataDir, entry);
        await mkdir(path.dirname(secret), { recursive: true });
        return writeFileFrom(body, secret);
      }
      if (!entry.startsWith('files/')) throw new BackupError(`The backup holds "${entry}", which has no place here.`);
      const key = entry.slice('files/'.length);
      await target.storage.put(key, body, { contentType: contentTypes.get(entry) });
      restored.add(key);
      files++;
    });
    const clean = force ? ['--clean', '--if-exists'] : [];
    const options = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...clean];
    await runTool(pgTool('pg_restore'), [...options, '--dbname', target.databaseUrl, dump]);
    // A forced restore replaces the bucket: what the backup does not hold (files of the install it replaces) goes,
    // once the database is back, so no row of the restored install points at a file that was removed.
    if (force) await removeOthers(target.storage, restored);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return { manifest, files, bytes };
}

/** Deletes every object of the bucket whose key is not in `keep`. */
async function removeOthers(storage: FileStorage, keep: ReadonlySet<string>): Promise<void> {
  const strays: string[] = [];
  for await (const file of storage.list('')) if (!keep.has(file.key)) strays.push(file.key);
  for (const key of strays) await storage.delete(key);
}
