import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, migrationsFolder } from '../db/client';

const journal = z.object({ entries: z.array(z.object({ tag: z.string() })) });

/** The committed migrations' names, in order. */
export function committedMigrations(): string[] {
  const file = path.join(migrationsFolder(), 'meta', '_journal.json');
  return journal.parse(JSON.parse(readFileSync(file, 'utf8'))).entries.map((entry) => entry.tag);
}

/** How many migrations the database has applied, and the name of the last. */
export async function migrationLevel(db: Db): Promise<{ count: number; last: string | null }> {
  const result = await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  const count = Number((result.rows[0] as { count?: number } | undefined)?.count ?? 0);
  return { count, last: committedMigrations()[count - 1] ?? null };
}

/** The version of this server: its package's, beside the migrations folder (sources and bundle alike). */
export function podloomVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(migrationsFolder(), '..', 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
}
