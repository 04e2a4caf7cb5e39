import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RENDER_FOLDER_PREFIX } from '../../providers/audio/render-folders';
import { useTestApps } from '../../test/use-test-app';

const apps = useTestApps();
const made: string[] = [];

afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A folder in the OS temp folder as a killed render leaves it, last written `hours` ago. */
async function leftover(hours: number): Promise<string> {
  const dir = path.join(tmpdir(), `${RENDER_FOLDER_PREFIX}sweep-test-${randomUUID()}`);
  made.push(dir);
  await mkdir(dir);
  const then = new Date(Date.now() - hours * 60 * 60 * 1000);
  await writeFile(path.join(dir, 'mix.mp3'), Buffer.alloc(2048));
  await utimes(path.join(dir, 'mix.mp3'), then, then);
  await utimes(dir, then, then);
  return dir;
}

const exists = (dir: string) =>
  stat(dir).then(
    () => true,
    () => false,
  );

async function gone(dir: string, timeoutMs = 5000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!(await exists(dir))) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('a job-running process sweeps dead renders’ folders at start', () => {
  it('removes an old render folder when a worker starts, and leaves a young one', async () => {
    const old = await leftover(3);
    const young = await leftover(0);
    await apps.start({}, { role: 'worker' });
    expect(await gone(old)).toBe(true);
    expect(await exists(young)).toBe(true);
  });

  it('does not sweep in a server-only process, which runs no renders', async () => {
    const old = await leftover(3);
    await apps.start({}, { role: 'server' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await exists(old)).toBe(true);
  });
});
