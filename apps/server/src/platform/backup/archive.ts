import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { type BackupManifest, backupManifest, isSafeEntryPath, MANIFEST_PATH, type ManifestEntry } from './manifest';

/** A sentence for the operator: the scripts print it and exit non-zero, without a stack. */
export class BackupError extends Error {}

/**
 * Writes a gzipped tar one entry at a time: each entry is streamed from its source (never held whole) while its
 * SHA-256 is taken, and the manifest listing every entry with its checksum is written last.
 */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  readonly entries: ManifestEntry[] = [];
  readonly directories: string[] = [];
  private readonly done: Promise<void>;

  constructor(out: Writable) {
    this.done = pipeline(this.pack, createGzip({ level: 1 }), out);
    // A failed destination rejects `done`; finish() reports it.
    this.done.catch(() => undefined);
  }

  /** Adds a file of the local disk; its size is taken from the open file, so a rename over it does not matter. */
  async addFile(path: string, file: string, extra: { contentType?: string } = {}): Promise<void> {
    const handle = await open(file, 'r');
    try {
      const { size } = await handle.stat();
      const body =
        size === 0 ? Readable.from([]) : handle.createReadStream({ autoClose: false, start: 0, end: size - 1 });
      await this.addStream(path, size, body, extra);
    } finally {
      await handle.close();
    }
  }

  /** Adds a folder, kept even when it is empty. */
  addDirectory(path: string): void {
    if (!isSafeEntryPath(path)) throw new BackupError(`"${path}" cannot be stored in a backup.`);
    this.pack.entry({ name: path, type: 'directory', mode: 0o700 });
    this.directories.push(path);
  }

  /** Adds `size` bytes read from `source`. */
  async addStream(path: string, size: number, source: Readable, extra: { contentType?: string } = {}): Promise<void> {
    if (!isSafeEntryPath(path)) throw new BackupError(`"${path}" cannot be stored in a backup.`);
    const hash = createHash('sha256');
    const header = { name: path, size, mode: 0o600, mtime: new Date() };
    if (size === 0) {
      source.destroy();
      this.pack.entry(header, Buffer.alloc(0));
    } else {
      await pipeline(source, hashing(hash), this.pack.entry(header));
    }
    this.entries.push({ path, size, sha256: hash.digest('hex'), ...extra });
  }

  /** Writes the manifest and waits for every byte to reach the destination. */
  async finish(manifest: Omit<BackupManifest, 'entries' | 'directories'>): Promise<BackupManifest> {
    const whole = backupManifest.parse({ ...manifest, entries: this.entries, directories: this.directories });
    const body = Buffer.from(JSON.stringify(whole, null, 2));
    this.pack.entry({ name: MANIFEST_PATH, size: body.length, mode: 0o600 }, body);
    this.pack.finalize();
    await this.done;
    return whole;
  }

  abort(error: Error): void {
    this.pack.destroy(error);
  }
}

function hashing(hash: ReturnType<typeof createHash>): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
}

/** One entry as the reader meets it: its path, size and body (which must be read or drained). */
export type EntryHandler = (entry: { path: string; size: number; body: Readable; directory: boolean }) => Promise<void>;

/** Reads an archive from start to end, handing each entry (the manifest included) to `onEntry`. */
export async function readArchive(file: string, onEntry: EntryHandler): Promise<void> {
  const extract = tar.extract();
  const reading = (async () => {
    for await (const entry of extract) {
      const { name: raw, size = 0, type } = entry.header;
      const name = raw.replace(/\/$/, '');
      if (type !== 'file' && type !== 'directory')
        throw new BackupError(`The backup holds "${name}", which is not a file.`);
      if (!isSafeEntryPath(name)) throw new BackupError(`The backup holds "${name}", a path outside its folders.`);
      await onEntry({ path: name, size, body: Readable.from(entry), directory: type === 'directory' });
      entry.resume();
    }
  })();
  await Promise.all([pipeline(createReadStream(file), createGunzip(), extract), reading]).catch((error) => {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a complete Podloom backup (${(error as Error).message}).`);
  });
}

/**
 * Reads the whole archive once, checking every entry against the manifest (size and SHA-256) and that nothing is
 * missing or extra. Answers the manifest; refuses with a sentence naming the first difference.
 */
export async function verifyArchive(file: string): Promise<BackupManifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifest: BackupManifest | undefined;
  const directories = new Set<string>();
  await readArchive(file, async ({ path, size, body, directory }) => {
    if (directory) {
      directories.add(path);
      return;
    }
    if (path === MANIFEST_PATH) {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      const parsed = backupManifest.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      if (!parsed.success) throw new BackupError(`${file} has a manifest this version of Podloom cannot read.`);
      manifest = parsed.data;
      return;
    }
    const hash = createHash('sha256');
    for await (const chunk of body) hash.update(chunk as Buffer);
    seen.set(path, { size, sha256: hash.digest('hex') });
  });
  if (!manifest) throw new BackupError(`${file} has no manifest: it is not a complete Podloom backup.`);
  for (const entry of manifest.entries) {
    const found = seen.get(entry.path);
    if (!found) throw new BackupError(`${entry.path} is missing from the backup.`);
    if (found.size !== entry.size || found.sha256 !== entry.sha256) {
      throw new BackupError(`${entry.path} does not match its checksum: the backup is damaged.`);
    }
    seen.delete(entry.path);
  }
  for (const folder of manifest.directories) directories.delete(folder);
  const extra = [...seen.keys(), ...directories][0];
  if (extra) throw new BackupError(`${extra} is in the backup but not in its manifest.`);
  return manifest;
}

/** Writes a stream to a file, removing the file when anything fails. */
export async function writeFileFrom(source: Readable, file: string): Promise<void> {
  try {
    await pipeline(source, createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}
