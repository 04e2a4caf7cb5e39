import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Config } from '../../config';
import { createS3Storage } from '../../providers/storage/s3-storage';
import type { FileStorage } from '../../providers/storage/storage';
import { type Db, embeddedDatabase, openPostgres } from '../db/client';
import { BackupError, verifyArchive } from './archive';
import { writeEmbeddedBackup } from './embedded-backup';
import type { BackupManifest } from './manifest';
import { appAnswers, requestBackup, runningPid } from './operator-socket';
import { type RestoreSummary, restoreEmbedded, restoreScale } from './restore';
import { writeScaleBackup } from './scale-backup';

export { BackupError } from './archive';
export { GuardedStorage, LocalDeleteGuard } from './delete-guard';
export { writeEmbeddedBackup } from './embedded-backup';
export type { BackupManifest } from './manifest';
export { startOperatorSocket } from './operator-socket';
export { PgDeleteGuard } from './scale-backup';

export interface BackupSummary {
  manifest: BackupManifest;
  /** How the database was read: through the running app, or by opening its folder. */
  via: 'app' | 'folder' | 'pg_dump';
  archiveBytes: number;
  ms: number;
}

/** Scale mode needs both PostgreSQL and a bucket: a backup of one without the other would not restore. */
function modeOf(config: Config): 'embedded' | 'scale' {
  if (config.databaseUrl && config.s3) return 'scale';
  if (!config.databaseUrl && !config.s3) return 'embedded';
  throw new BackupError(
    'Backups cover PGlite with local files, or PostgreSQL with an S3 bucket, not a mix of the two.',
  );
}

function bucketOf(config: Config): FileStorage {
  if (!config.s3) throw new BackupError('S3_BUCKET is not set.');
  return createS3Storage({ ...config.s3, dataDir: config.dataDir });
}

/** `npm run backup -- <file>`: writes `<file>.partial`, checks it whole, then names it `<file>`. */
export async function runBackup(config: Config, file: string): Promise<BackupSummary> {
  const started = performance.now();
  const partial = `${file}.partial`;
  const out = () => createWriteStream(partial, { mode: 0o600 });
  let via: BackupSummary['via'];
  try {
    if (modeOf(config) === 'scale') {
      via = 'pg_dump';
      await backupScale(config, out());
    } else if (await appAnswers(config.dataDir)) {
      via = 'app';
      await requestBackup(config.dataDir, out());
    } else {
      via = 'folder';
      await backupFolder(config.dataDir, out());
    }
    const manifest = await verifyArchive(partial);
    await rename(partial, file);
    const { size } = await stat(file);
    return { manifest, via, archiveBytes: size, ms: Math.round(performance.now() - started) };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function finished(out: NodeJS.WritableStream): Promise<void> {
  if ((out as { writableFinished?: boolean }).writableFinished) return;
  await new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('error', reject);
  });
}

/** No app runs: the backup opens the PGlite folder itself (refused when the pid file names a live process). */
async function backupFolder(dataDir: string, out: ReturnType<typeof createWriteStream>): Promise<void> {
  const pid = await runningPid(dataDir);
  if (pid !== null) {
    throw new BackupError(`Podloom runs (process ${pid}) but does not answer on its socket: stop it, then back up.`);
  }
  const dir = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupError(`There is no database in ${path.resolve(dir)}: check DATA_DIR.`);
  }
  const client = await PGlite.create(dir);
  try {
    const db = drizzlePglite(client) as unknown as Db;
    await writeEmbeddedBackup({ dataDir, db, database: embeddedDatabase(client, dir) }, out);
    await finished(out);
  } finally {
    await client.close();
  }
}

async function backupScale(config: Config, out: ReturnType<typeof createWriteStream>): Promise<void> {
  const databaseUrl = config.databaseUrl as string;
  const database = await openPostgres(databaseUrl, async () => undefined);
  try {
    await writeScaleBackup({ databaseUrl, db: database.db, storage: bucketOf(config), dataDir: config.dataDir }, out);
    await finished(out);
  } finally {
    await database.close();
  }
}

/** `npm run restore -- <file> [--force]`. */
export async function runRestore(
  config: Config,
  file: string,
  force: boolean,
): Promise<RestoreSummary & { ms: number }> {
  const started = performance.now();
  if (!(await stat(file).catch(() => null))?.isFile()) throw new BackupError(`There is no backup at ${file}.`);
  const summary =
    modeOf(config) === 'scale'
      ? await restoreScale(
          file,
          { databaseUrl: config.databaseUrl as string, storage: bucketOf(config), dataDir: config.dataDir },
          force,
        )
      : await restoreEmbedded(file, config.dataDir, force);
  return { ...summary, ms: Math.round(performance.now() - started) };
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What the backup did, in one paragraph for the operator. */
export function describeBackup(file: string, summary: BackupSummary): string {
  const { manifest } = summary;
  const files = manifest.entries.filter((entry) => entry.path.startsWith('files/'));
  const fileBytes = files.reduce((sum, entry) => sum + entry.size, 0);
  const how =
    summary.via === 'app'
      ? `taken by the running app, which held the database still for ${manifest.databaseMs} ms`
      : summary.via === 'folder'
        ? 'copied from its folder (no app was running)'
        : `dumped by pg_dump in ${seconds(manifest.databaseMs)}`;
  return [
    `Backed up ${manifest.versions.database} at migration ${manifest.migrations.last ?? 'none'} (${how})`,
    `and ${files.length} files (${megabytes(fileBytes)}) into ${file} (${megabytes(summary.archiveBytes)}), every`,
    `entry checked against its checksum, in ${seconds(summary.ms)}.`,
  ].join(' ');
}

export function describeRestore(file: string, where: string, summary: RestoreSummary & { ms: number }): string {
  const { manifest } = summary;
  return [
    `Restored ${manifest.versions.database} at migration ${manifest.migrations.last ?? 'none'} and ${summary.files}`,
    `files (${megabytes(summary.bytes)} in all) from ${file}, made ${manifest.createdAt}, into ${where}; every`,
    `checksum matched. It took ${seconds(summary.ms)}. Start Podloom now.`,
  ].join(' ');
}
