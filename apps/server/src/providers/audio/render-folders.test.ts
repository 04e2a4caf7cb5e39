import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRenderFolder, RENDER_FOLDER_MAX_AGE_MS, sweepRenderFolders } from './render-folders';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'podloom-sweep-test-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const now = Date.now();
const hoursAgo = (hours: number) => new Date(now - hours * 60 * 60 * 1000);

/** A scratch folder as a render that died left it: a partial mix, last written `hours` ago. */
async function leftover(name: string, hours: number): Promise<string> {
  const dir = path.join(root, name);
  await mkdir(dir);
  const file = path.join(dir, 'mix.mp3');
  await writeFile(file, Buffer.alloc(1024));
  await utimes(file, hoursAgo(hours), hoursAgo(hours));
  await utimes(dir, hoursAgo(hours), hoursAgo(hours));
  return dir;
}

describe('sweeping render folders at start', () => {
  it('removes the folders of dead renders and keeps young ones and other folders', async () => {
    const dead = await leftover('podloom-render-dead', 3);
    await leftover('podloom-render-young', 0.1);
    await leftover('someone-elses-folder', 5);
    expect(await sweepRenderFolders({ root, now })).toEqual([dead]);
    expect((await readdir(root)).sort()).toEqual(['podloom-render-young', 'someone-elses-folder']);
  });

  it('keeps an old folder whose render still writes to it', async () => {
    const dir = await leftover('podloom-render-busy', 2);
    await writeFile(path.join(dir, 'stem-0.flac'), Buffer.alloc(16));
    expect(await sweepRenderFolders({ root, now: Date.now() })).toEqual([]);
  });

  it('never takes a folder a live render of this process holds, however old', async () => {
    const folder = await createRenderFolder(root);
    await utimes(folder.dir, hoursAgo(5), hoursAgo(5));
    expect(await sweepRenderFolders({ root, now, maxAgeMs: RENDER_FOLDER_MAX_AGE_MS })).toEqual([]);
    await folder.remove();
    expect(await readdir(root)).toEqual([]);
    await folder.remove(); // twice is harmless
  });

  it('answers an empty list when the temp folder cannot be read', async () => {
    expect(await sweepRenderFolders({ root: path.join(root, 'missing') })).toEqual([]);
  });
});
