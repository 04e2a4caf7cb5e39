import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../platform/db/client';
import { nextRevisions } from '../audio';
import { podcastSettings } from './podcast-settings';

const MIGRATION = '0002_settings_revisions';

/** The committed migrations up to (not including) `tag`, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const source = migrationsFolder();
  const folder = mkdtempSync(path.join(tmpdir(), 'podloom-migrations-'));
  cpSync(source, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe(`migration ${MIGRATION}: podcasts.settings keeps revisions only`, () => {
  let client: PGlite;
  let before: string;
  const settingsOf = async (id: number) =>
    (await client.query<{ settings: unknown }>('select settings from podcasts where id = $1', [id])).rows[0]?.settings;

  beforeAll(async () => {
    client = await PGlite.create('memory://');
    before = migrationsBefore(MIGRATION);
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    await client.query(`insert into users (id, email) values (1, 'asha@example.com')`);
    const rows: Array<[number, unknown]> = [
      [1, { category: 'Science', hostVoice: 'en-1', revision: 'r0', lineTimings: [] }],
      [2, { revision: 'r0', revisions: ['r2', 'r1'] }],
      [3, { revisions: 'nonsense' }],
      [4, { revisions: ['r2', 7, 'r1'], revision: 5 }],
      [5, { category: 'Business', revisions: ['r1'] }],
      [6, {}],
    ];
    for (const [id, settings] of rows) {
      await client.query('insert into podcasts (id, user_id, title, settings) values ($1, 1, $2, $3)', [
        id,
        `Podcast ${id}`,
        JSON.stringify(settings),
      ]);
    }
    await migrate(db, { migrationsFolder: migrationsFolder() });
  });

  afterAll(async () => {
    await client?.close();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  it('folds the single legacy revision into revisions and drops the key, keeping everything else', async () => {
    expect(await settingsOf(1)).toEqual({ category: 'Science', hostVoice: 'en-1', revisions: ['r0'], lineTimings: [] });
  });

  it('keeps an existing revisions list as it was (newest first) and only drops the legacy key', async () => {
    expect(await settingsOf(2)).toEqual({ revisions: ['r2', 'r1'] });
  });

  it('keeps only the names in revisions, as the code always read them', async () => {
    expect(await settingsOf(3)).toEqual({});
    expect(await settingsOf(4)).toEqual({ revisions: ['r2', 'r1'] });
  });

  it('leaves settings without the legacy key untouched', async () => {
    expect(await settingsOf(5)).toEqual({ category: 'Business', revisions: ['r1'] });
    expect(await settingsOf(6)).toEqual({});
  });

  it('leaves every row readable by the settings schema, with the renders older code kept', async () => {
    const all = await client.query<{ id: number; settings: unknown }>('select id, settings from podcasts order by id');
    for (const row of all.rows) expect(podcastSettings.safeParse(row.settings).success, `row ${row.id}`).toBe(true);
    // What older code made of these rows when the next render landed, now read from the migrated shape.
    const legacy = podcastSettings.parse(await settingsOf(1));
    expect(nextRevisions(legacy, 'r1')).toEqual({ revisions: ['r1', 'r0'], stale: [] });
    const nonsense = podcastSettings.parse(await settingsOf(3));
    expect(nextRevisions(nonsense, 'r1')).toEqual({ revisions: ['r1'], stale: [] });
  });
});
