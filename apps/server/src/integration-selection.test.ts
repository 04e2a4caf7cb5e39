import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(__dirname, '../../..');
const USES_A_DATABASE = /\b(useTestApp|createTestDatabase|startTestApp)\(/;

describe('the PostgreSQL run’s selection (scripts/integration-tests.mjs)', () => {
  it('takes every test file that opens a database or an app, and leaves out those that cannot reach one', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/integration-tests.mjs', '--list'], {
      cwd: repo,
    });
    const chosen = new Set(stdout.trim().split('\n'));
    const files = (await readdir(__dirname, { recursive: true })).filter((f) => f.endsWith('.test.ts'));
    const direct = [];
    for (const file of files) {
      if (USES_A_DATABASE.test(await readFile(path.join(__dirname, file), 'utf8'))) direct.push(file);
    }
    expect(direct.length).toBeGreaterThan(50);
    const missing = direct.map((f) => path.join('apps/server/src', f)).filter((f) => !chosen.has(f));
    expect(missing).toEqual([]);
    expect(chosen.has('apps/server/src/scale-proof.test.ts')).toBe(true);
    expect(chosen.has('apps/server/src/providers/audio/pcm.test.ts')).toBe(false);
    expect(chosen.has('apps/server/src/modules/audio/render.test.ts')).toBe(false);
  });
});
