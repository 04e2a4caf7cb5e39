import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FileStorage } from '../../providers/storage/storage';
import type { Db } from '../db/client';
import { ArchiveWriter, BackupError } from './archive';
import type { DeleteGuard } from './delete-guard';
import { addTree } from './embedded-backup';
import type { BackupManifest } from './manifest';
import { migrationLevel, podloomVersion } from './versions';

/** The advisory lock a scale-mode backup holds while it copies: every process defers its deletes meanwhile. */
export const BACKUP_LOCK_KEY = 7_140_031;

/** pg_dump and pg_restore, found on the PATH (of the server's major version or newer). */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  return name;
}

/** Defers deletes while any process holds the backup lock (each check is one short transaction). */
export class PgDeleteGuard implements DeleteGuard {
  constructor(private readonly db: Db) {}

  async held(): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock_shared(${BACKUP_LOCK_KEY}) as free`);
      return (result.rows[0] as { free?: boolean } | undefined)?.free !== true;
    });
  }
}

export interface ScaleSource {
  databaseUrl: string;
  db: Db;
  /** The bucket, unguarded (the backup itself never deletes). */
  storage: FileStorage;
  /** DATA_DIR, for generated secrets (none when JWT_SECRET is set) and temporary files. */
  dataDir: string;
}

/**
 * A scale-mode backup: pg_dump's consistent snapshot, then every object of the bucket. The backup lock is taken
 * before the dump, so no object the dump may point at is deleted until the copy is done.
 */
export async function writeScaleBackup(source: ScaleSource, out: Writable): Promise<BackupManifest> {
  const lock = new pg.Client({ connectionString: source.databaseUrl });
  await lock.connect();
  const work = await mkdtemp(path.join(tmpdir(), 'podloom-backup-'));
  const writer = new ArchiveWriter(out);
  try {
    await lock.query('select pg_advisory_lock($1)', [BACKUP_LOCK_KEY]);
    const version = (await lock.query('show server_version')).rows[0]?.server_version as string;
    const migrations = await migrationLevel(source.db);
    const dump = path.join(work, 'postgres.dump');
    const started = performance.now();
    await runTool(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--file', dump, '--dbname', source.databaseUrl]);
    const databaseMs = Math.round(performance.now() - started);
    await writer.addFile('database/postgres.dump', dump);
    await rm(dump, { force: true });
    for await (const listed of source.storage.list('')) {
      const stored = await source.storage.stat(listed.key);
      if (!stored) continue; // deleted before the lock was taken, after the listing began
      const body = await source.storage.stream(listed.key);
      await writer.addStream(`files/${listed.key}`, stored.size, body, { contentType: stored.contentType });
    }
    await addTree(writer, path.join(source.dataDir, 'secrets'), 'secrets', () => true);
    return await writer.finish({
      format: 1,
      createdAt: new Date().toISOString(),
      mode: 'scale',
      versions: { podloom: podloomVersion(), node: process.version, database: `PostgreSQL ${version}` },
      migrations,
      databaseMs,
    });
  } catch (error) {
    writer.abort(error as Error);
    throw error;
  } finally {
    await lock.end().catch(() => undefined); // ends the session, and with it the lock
    await rm(work, { recursive: true, force: true });
  }
}

/** Runs pg_dump or pg_restore; a failure is a sentence with what the tool said. */
export function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => {
      said = (said + chunk.toString('utf8')).slice(-2000);
    });
    child.on('error', (error) =>
      reject(
        new BackupError(
          `${path.basename(command)} could not be started (${error.message}): install the PostgreSQL client tools.`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${path.basename(command)} failed: ${said.trim() || `exit code ${code}`}`));
    });
  });
}
