import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A render's scratch folder in the OS temp folder: the encoder's mix and stems before they are stored. */
export const RENDER_FOLDER_PREFIX = 'podloom-render-';
/**
 * A folder nothing has written to for this long belongs to a render that died: a killed worker never cleans up after
 * itself, so the next start sweeps what it left.
 */
export const RENDER_FOLDER_MAX_AGE_MS = 60 * 60 * 1000;

/** Folders a live render of this process holds: the sweep never takes them, whatever their age. */
const held = new Set<string>();

export interface RenderFolder {
  dir: string;
  /** Removes the folder and everything in it; safe to call twice. */
  remove(): Promise<void>;
}

/** A new scratch folder, held until it is removed. */
export async function createRenderFolder(root: string = tmpdir()): Promise<RenderFolder> {
  const dir = await mkdtemp(path.join(root, RENDER_FOLDER_PREFIX));
  held.add(dir);
  return {
    dir,
    remove: async () => {
      try {
        await rm(dir, { recursive: true, force: true });
      } finally {
        held.delete(dir);
      }
    },
  };
}

/**
 * Removes the scratch folders of renders that died with their process (a kill, a crash): those not held here
 * whose newest file is older than `maxAgeMs`. A render of another process on this host keeps writing its files,
 * so its folder stays young and is left alone. Returns the folders removed.
 */
export async function sweepRenderFolders(
  options: { root?: string; maxAgeMs?: number; now?: number } = {},
): Promise<string[]> {
  const root = options.root ?? tmpdir();
  const cutoff = (options.now ?? Date.now()) - (options.maxAgeMs ?? RENDER_FOLDER_MAX_AGE_MS);
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(RENDER_FOLDER_PREFIX)) continue;
    const dir = path.join(root, entry.name);
    if (held.has(dir)) continue;
    const newest = await newestChange(dir);
    if (newest === null || newest >= cutoff) continue;
    await rm(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}

/** The latest modification time of the folder and the files directly in it (a render writes no deeper). */
async function newestChange(dir: string): Promise<number | null> {
  try {
    let newest = (await stat(dir)).mtimeMs;
    for (const name of await readdir(dir)) {
      const info = await stat(path.join(dir, name)).catch(() => null);
      if (info) newest = Math.max(newest, info.mtimeMs);
    }
    return newest;
  } catch {
    return null; // Gone meanwhile (its render finished): nothing to sweep.
  }
}
