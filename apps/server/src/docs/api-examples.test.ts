import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { REPO_ROOT } from './generated-sections';

const run = promisify(execFile);

/** The ```sh runnable blocks of a doc, in order: one shell session a reader can follow block by block. */
function runnableBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```sh runnable\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');
}

describe('docs/api.md', () => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startTestApp(database);
  });
  afterAll(async () => {
    await t?.close();
    await database?.destroy();
  });

  it('finds the runnable blocks, and only between their fences', () => {
    const blocks = runnableBlocks(
      '```sh runnable\necho one\n```\n\n```sh\necho skipped\n```\n```sh runnable\necho two\n```\n',
    );
    expect(blocks).toEqual(['echo one\n', 'echo two\n']);
  });

  it('runs every curl example against the app, in order, and each one succeeds', async () => {
    const blocks = runnableBlocks(await readFile(path.join(REPO_ROOT, 'docs/api.md'), 'utf8'));
    expect(blocks.length).toBeGreaterThanOrEqual(6);
    // Each block announces itself on stderr, so a failure names the block that stopped the session.
    const script = ['set -euo pipefail', ...blocks.map((block, i) => `echo "--- block ${i + 1}" >&2\n${block}`)];
    const outcome = await run('bash', ['-c', script.join('\n')], {
      env: { PATH: process.env.PATH, BASE: t.url, DATA_DIR: t.dataDir },
      timeout: 150_000,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { code?: number; stdout?: string; stderr?: string }) => error);
    if ('code' in outcome && outcome.code) {
      throw new Error(`a runnable example in docs/api.md failed:\n${outcome.stderr}\n${outcome.stdout?.slice(-2000)}`);
    }
    expect(outcome.stderr).toContain(`--- block ${blocks.length}`);
    expect(outcome.stdout).toContain('"file_sas"');
    expect(outcome.stdout).toContain('<enclosure ');
  }, 180_000);
});
