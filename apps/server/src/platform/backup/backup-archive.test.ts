import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { runBackup, runRestore } from '.';
import { verifyArchive } from './archive';

/** The archive and the embedded path without an app: a PGlite folder and files, backed up and restored. */
let work: string;
let dataDir: string;
let archive: string;
const config = (dir: string) => loadConfig({ DATA_DIR: dir, DATABASE_URL: '', S3_BUCKET: '', NODE_ENV: 'test' });

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'podloom-backup-'));
  dataDir = path.join(work, 'data');
  await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  await db.exec(`create schema drizzle; create table drizzle.__drizzle_migrations (id serial primary key);
    insert into drizzle.__drizzle_migrations default values;
    create table notes (id serial primary key, body text); insert into notes (body) values ('bees'), ('tides');`);
  await db.close();
  await mkdir(path.join(dataDir, 'files', 'podcasts', '7'), { recursive: true });
  await writeFile(path.join(dataDir, 'files', 'podcasts', '7', 'audio.mp3'), 'ID3 not really audio');
  await writeFile(path.join(dataDir, 'files', 'podcasts', '7', '.audio.mp3.meta.json'), '{"contentType":"audio/mpeg"}');
  await writeFile(path.join(dataDir, 'files', 'podcasts', '7', '.half.mp3.1234.tmp'), 'half written');
  archive = path.join(work, 'backup.tar.gz');
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('backup and restore of a stopped embedded install', () => {
  it('copies the database folder and the files (no temporary ones) with a checksum for each', async () => {
    const summary = await runBackup(config(dataDir), archive);
    expect(summary.via).toBe('folder');
    const paths = summary.manifest.entries.map((entry) => entry.path);
    expect(paths).toContain('files/podcasts/7/audio.mp3');
    expect(paths).toContain('files/podcasts/7/.audio.mp3.meta.json');
    expect(paths.some((p) => p.endsWith('.tmp'))).toBe(false);
    expect(paths).toContain('database/pglite/PG_VERSION');
    expect(summary.manifest.migrations.count).toBe(1);
    expect((await verifyArchive(archive)).entries.length).toBe(paths.length);
  });

  it('refuses a damaged archive and a data directory that is not empty, changing nothing', async () => {
    const bytes = gunzipSync(await readFile(archive));
    const at = bytes.indexOf('ID3 not really audio');
    bytes[at] = 'X'.charCodeAt(0);
    const damaged = path.join(work, 'damaged.tar.gz');
    await writeFile(damaged, gzipSync(bytes));
    const empty = path.join(work, 'empty');
    await expect(runRestore(config(empty), damaged, false)).rejects.toThrow(
      'files/podcasts/7/audio.mp3 does not match its checksum: the backup is damaged.',
    );
    await expect(runRestore(config(dataDir), archive, false)).rejects.toThrow(
      /already holds pglite\/ and files\/.*--force/,
    );
    await expect(runRestore(config(empty), path.join(work, 'none.tar.gz'), false)).rejects.toThrow(
      /^There is no backup at /,
    );
  });

  it('restores into an empty data directory: the database opens with its rows, the files are there', async () => {
    const target = path.join(work, 'restored');
    const summary = await runRestore(config(target), archive, false);
    expect(summary.files).toBe(2);
    const db = await PGlite.create(path.join(target, 'pglite'));
    expect((await db.query('select body from notes order by id')).rows).toEqual([{ body: 'bees' }, { body: 'tides' }]);
    await db.close();
    expect(await readFile(path.join(target, 'files', 'podcasts', '7', 'audio.mp3'), 'utf8')).toBe(
      'ID3 not really audio',
    );
  });
});
