import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { seedDatabase } from '../modules/seed';
import { type Database, openPglite, openPostgres } from '../platform/db/client';

export interface TestDatabase extends Database {
  /** Removes every user and what hangs off them; seeded catalogues stay. */
  reset(): Promise<void>;
  /** Closes and, on PostgreSQL, drops the database made for this test file. */
  destroy(): Promise<void>;
}

/**
 * One database per test file (DESIGN §9): PGlite in memory by default; with DATABASE_URL, a fresh database
 * on that server, created from it and dropped afterwards, so test files never see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openPglite('memory://', seedDatabase, await pgliteSnapshot());
    return withReset(database, async () => database.close());
  }
  const name = `podloom_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), seedDatabase);
  return withReset(database, async () => {
    await database.close();
    await waitForDisconnect(url, name);
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/**
 * The run's migrated and seeded data directory (test/pglite-snapshot.ts), read once per test file; none outside
 * Vitest (the benches use this kit too) or when the run made none.
 */
let snapshot: Promise<Blob | undefined> | undefined;
function pgliteSnapshot(): Promise<Blob | undefined> {
  let file: string | undefined;
  try {
    file = inject('pgliteSnapshot');
  } catch {
    file = undefined;
  }
  snapshot ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return snapshot;
}

function withReset(database: Database, destroy: () => Promise<void>): TestDatabase {
  return {
    ...database,
    reset: async () => {
      // DELETE, not TRUNCATE … CASCADE: the latter would also empty tables that merely reference users, such as
      // the voice catalogue (whose rows have no user).
      await database.db.execute(sql`DELETE FROM support_tickets`);
      await database.db.execute(sql`DELETE FROM queue_jobs`);
      await database.db.execute(sql`DELETE FROM users`);
    },
    destroy,
  };
}

/** Lets closing connections finish, so the drop below never has to terminate one mid-goodbye. */
async function waitForDisconnect(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
