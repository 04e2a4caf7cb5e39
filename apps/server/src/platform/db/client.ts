import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/**
 * Queries are written with the query builder on each module's own tables, so the connection needs no schema:
 * platform knows no module. The composition level hands in the seed to run after migrating.
 */
export type Db = NodePgDatabase;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** An embedded database kept in a directory (PGlite on disk), which a backup copies while it is held still. */
  embedded?: EmbeddedDatabase;
}

export interface EmbeddedDatabase {
  /** The PGlite data directory. */
  dir: string;
  /** Runs `fn` after a checkpoint, while no query or transaction can run: the directory is then a consistent copy. */
  holdStill<T>(fn: () => Promise<T>): Promise<T>;
}

/** Where the committed migrations live, both from source and from the bundled server. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of ['../../../drizzle', '../drizzle', './drizzle']) {
    const folder = path.resolve(here, candidate);
    if (existsSync(path.join(folder, 'meta', '_journal.json'))) return folder;
  }
  throw new Error('The database migrations folder was not found.');
}

/** A fixed key for the advisory lock that keeps two starting processes from migrating at once. */
const MIGRATION_LOCK_KEY = 7_140_001;

/** Fills the catalogues after migrating; idempotent, so it runs on every start. */
export type Seed = (db: Db) => Promise<void>;

export async function openDatabase(options: { databaseUrl?: string; dataDir: string; seed: Seed }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.seed);
  return openPglite(path.join(options.dataDir, 'pglite'), options.seed);
}

export async function openPostgres(url: string, seed: Seed): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, an administrator) is dropped and replaced by the pool;
  // without a listener that would crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const locked = drizzlePg(client);
      await migratePg(locked, { migrationsFolder: migrationsFolder() });
      await seed(locked);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite at a directory, or in memory with `memory://` (tests). `loadDataDir` starts it from a dumped data directory
 * (`PGlite.dumpDataDir`) instead of a new one; migrations and the seed still run, and find their work done.
 */
export async function openPglite(dir: string, seed: Seed, loadDataDir?: Blob): Promise<Database> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  await seed(db as unknown as Db);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ...(dir.startsWith('memory://') ? {} : { embedded: embeddedDatabase(client, dir) }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** The hold a backup takes: a transaction (so no other query runs) that writes nothing, after a checkpoint. */
export function embeddedDatabase(client: PGlite, dir: string): EmbeddedDatabase {
  return {
    dir,
    holdStill: (fn) =>
      client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return fn();
      }),
  };
}
