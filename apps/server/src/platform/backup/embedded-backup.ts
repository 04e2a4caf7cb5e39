import { randomUUID } from 'node:crypto';
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { Db, EmbeddedDatabase } from '../db/client';
import { ArchiveWriter } from './archive';
import type { LocalDeleteGuard } from './delete-guard';
import type { BackupManifest } from './manifest';
import { migrationLevel, podloomVersion } from './versions';

export interface EmbeddedSource {
  /** DATA_DIR: the database under `pglite/`, files under `files/`, generated secrets under `secrets/`. */
  dataDir: string;
  db: Db;
  database: EmbeddedDatabase;
  /** Held while files are copied, so no file the snapshot may point at is deleted meanwhile. */
  guard?: LocalDeleteGuard;
  /** Runs the deletes held meanwhile. */
  afterwards?: () => Promise<void>;
}

/**
 * An embedded backup: the PGlite directory copied while the database is held still (a few hundred milliseconds
 * for a small one: requests wait, none sees half a change), then the files. Files are written before any row points
 * at them, and deletes wait until the end, so every file the snapshot names is in the archive; files written later
 * (a render that finished meanwhile) are there too, unnamed.
 */
export async function writeEmbeddedBackup(source: EmbeddedSource, out: Writable): Promise<BackupManifest> {
  const release = source.guard?.hold();
  const staging = path.join(source.dataDir, 'tmp', `backup-${randomUUID()}`);
  const writer = new ArchiveWriter(out);
  try {
    const migrations = await migrationLevel(source.db);
    const database = await databaseVersion(source.database.dir);
    const started = performance.now();
    await source.database.holdStill(() => cp(source.database.dir, staging, { recursive: true }));
    const databaseMs = Math.round(performance.now() - started);
    await addTree(writer, staging, 'database/pglite', () => true);
    await rm(staging, { recursive: true, force: true });
    // Half-written files (`.name.uuid.tmp`, renamed into place when whole) are left out; content-type sidecars stay.
    await addTree(writer, path.join(source.dataDir, 'files'), 'files', (name) => !name.endsWith('.tmp'));
    await addTree(writer, path.join(source.dataDir, 'secrets'), 'secrets', () => true);
    return await writer.finish({
      format: 1,
      createdAt: new Date().toISOString(),
      mode: 'embedded',
      versions: { podloom: podloomVersion(), node: process.version, database },
      migrations,
      databaseMs,
    });
  } catch (error) {
    writer.abort(error as Error);
    throw error;
  } finally {
    release?.();
    await rm(staging, { recursive: true, force: true });
    await source.afterwards?.();
  }
}

async function databaseVersion(dir: string): Promise<string> {
  const major = (await readFile(path.join(dir, 'PG_VERSION'), 'utf8')).trim();
  return `PostgreSQL ${major} (PGlite)`;
}

/** Every file under `root` (none when it does not exist), as `<prefix>/<relative path>`, in a stable order. */
export async function addTree(
  writer: ArchiveWriter,
  root: string,
  prefix: string,
  keep: (name: string) => boolean,
): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  for (const folder of folders) writer.addDirectory(`${prefix}/${folder}`);
  const files = entries
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  let added = 0;
  for (const file of files) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    try {
      await writer.addFile(`${prefix}/${relative}`, file);
      added++;
    } catch (error) {
      // A file gone between listing and opening (a temporary file renamed into place) is not an error.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return added;
}
