import type { Readable } from 'node:stream';

export interface StoredFile {
  size: number;
  contentType: string;
  modifiedAt: Date;
}

/** A file found by `list`. */
export interface ListedFile extends Omit<StoredFile, 'contentType'> {
  key: string;
}

/** Where files live: local disk under DATA_DIR/files (embedded) or an S3-compatible bucket (scale). */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer | Readable, options?: { contentType?: string }): Promise<StoredFile>;
  read(key: string): Promise<Buffer>;
  stream(key: string, range?: { start: number; end: number }): Promise<Readable>;
  stat(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** Every file below a folder of keys (`a/b` lists `a/b/…` at any depth), in no particular order. */
  list(prefix: string): AsyncIterable<ListedFile>;
  /** A URL that works without a session until it expires (DESIGN §4). */
  signedUrl(key: string, options?: { expiresInSeconds?: number; downloadName?: string }): Promise<string>;
  /** A path on this machine for tools such as ffmpeg: the file itself, or a temporary copy. */
  localPath(key: string): Promise<string>;
}

/**
 * Called first thing in `put`: a stream may fail before `put` starts reading it (its writer gave up while the folder
 * or spool file was being made). Its error then stays on the stream (`errored`, which the pipeline that reads it
 * reports, so `put` rejects with it) instead of reaching the process as an 'error' event nobody listens to.
 */
export function holdEarlyErrors(body: Buffer | Readable): void {
  if (!Buffer.isBuffer(body)) body.on('error', () => undefined);
}
