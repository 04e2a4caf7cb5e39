import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeForKey } from './content-types';
import { type SigningSecret, signFileUrl } from './file-signing';
import { type FileStorage, holdEarlyErrors, type ListedFile, type StoredFile } from './storage';
import { StorageError } from './storage-error';
import { assertValidKey, normalizePrefix } from './storage-keys';

export const FILE_NOT_FOUND_MESSAGE = 'We could not find that file.';

export interface LocalStorageOptions {
  /** Files live under `${dataDir}/files/<key>`. */
  dataDir: string;
  publicUrl: string;
  signingSecret: SigningSecret;
}

/**
 * Embedded storage on the local disk (DESIGN §2).
 *
 * Content type: when `put` is given one, it is kept in a sidecar `.<name>.meta.json` beside the
 * file; otherwise it comes from the key's extension. Keys never have dot-leading segments, so
 * sidecars and the `.<name>.<uuid>.tmp` files that `put` writes before its atomic rename can
 * never collide with a key, and `deletePrefix` removes them with their folder.
 */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(private readonly options: LocalStorageOptions) {
    this.root = path.resolve(options.dataDir, 'files');
  }

  /** The absolute path of a key, checked to stay inside the root. */
  pathFor(key: string): string {
    const file = path.resolve(this.root, ...assertValidKey(key).split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Key escapes the storage root: ${key}`);
    return file;
  }

  private metaPathFor(file: string): string {
    return path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);
  }

  async put(key: string, body: Buffer | Readable, options: { contentType?: string } = {}): Promise<StoredFile> {
    holdEarlyErrors(body);
    const file = this.pathFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    // A reader sees the old file or the whole new one, never a half-written one.
    await writeAtomically(file, body);
    const meta = this.metaPathFor(file);
    if (options.contentType) {
      await writeAtomically(meta, Buffer.from(JSON.stringify({ contentType: options.contentType })));
    } else {
      await rm(meta, { force: true });
    }
    const stored = await this.stat(key);
    if (!stored) throw new Error(`The file ${key} vanished right after it was written.`);
    return stored;
  }

  async read(key: string): Promise<Buffer> {
    try {
      return await readFile(this.pathFor(key));
    } catch (error) {
      throw translateMissing(error);
    }
  }

  async stream(key: string, range?: { start: number; end: number }): Promise<Readable> {
    // Opening first turns a missing file into a rejected promise rather than a stream error later.
    const handle = await open(this.pathFor(key), 'r').catch((error) => {
      throw translateMissing(error);
    });
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<StoredFile | null> {
    const file = this.pathFor(key);
    const info = await stat(file).catch((error) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!info?.isFile()) return null;
    return { size: info.size, modifiedAt: info.mtime, contentType: await this.contentTypeOf(key, file) };
  }

  private async contentTypeOf(key: string, file: string): Promise<string> {
    try {
      const meta = JSON.parse(await readFile(this.metaPathFor(file), 'utf8')) as { contentType?: unknown };
      if (typeof meta.contentType === 'string' && meta.contentType) return meta.contentType;
    } catch {
      // No sidecar (or an unreadable one): fall back to the extension.
    }
    return contentTypeForKey(key);
  }

  async delete(key: string): Promise<void> {
    const file = this.pathFor(key);
    await rm(file, { force: true });
    await rm(this.metaPathFor(file), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.pathFor(normalizePrefix(prefix)), { recursive: true, force: true });
  }

  async *list(prefix: string): AsyncIterable<ListedFile> {
    const folder = this.pathFor(normalizePrefix(prefix));
    let entries: Array<{ name: string; parentPath: string; isFile(): boolean }>;
    try {
      entries = await readdir(folder, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      // Sidecars (`.x.meta.json`) and half-written temp files start with a dot; keys never do.
      if (!entry.isFile() || entry.name.startsWith('.')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const info = await stat(file).catch(() => null);
      if (!info) continue; // Deleted while we looked.
      const key = path.relative(this.root, file).split(path.sep).join('/');
      yield { key, size: info.size, modifiedAt: info.mtime };
    }
  }

  async signedUrl(key: string, options: { expiresInSeconds?: number; downloadName?: string } = {}): Promise<string> {
    return signFileUrl({
      publicUrl: this.options.publicUrl,
      secret: this.options.signingSecret,
      key: assertValidKey(key),
      expiresInSeconds: options.expiresInSeconds,
      downloadName: options.downloadName,
    });
  }

  async localPath(key: string): Promise<string> {
    const file = this.pathFor(key);
    if (!(await this.stat(key))) throw new StorageError('not-found', FILE_NOT_FOUND_MESSAGE, 'NOT_FOUND');
    return file;
  }
}

export function createLocalStorage(options: LocalStorageOptions): LocalFileStorage {
  return new LocalFileStorage(options);
}

/** Writes beside the target, then renames over it (rename is atomic within one folder). */
export async function writeAtomically(target: string, body: Buffer | Readable): Promise<void> {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
  try {
    if (Buffer.isBuffer(body)) await writeFile(temp, body);
    else await pipeline(body, createWriteStream(temp));
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

function translateMissing(error: unknown): unknown {
  return isMissing(error) ? new StorageError('not-found', FILE_NOT_FOUND_MESSAGE, 'NOT_FOUND') : error;
}
