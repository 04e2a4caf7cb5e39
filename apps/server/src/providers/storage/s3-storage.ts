import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentTypeForKey } from './content-types';
import { contentDisposition, DEFAULT_URL_LIFETIME_SECONDS } from './file-signing';
import { FILE_NOT_FOUND_MESSAGE, writeAtomically } from './local-storage';
import { type FileStorage, holdEarlyErrors, type ListedFile, type StoredFile } from './storage';
import { StorageError } from './storage-error';
import { assertValidKey, normalizePrefix } from './storage-keys';

export interface S3StorageOptions {
  bucket: string;
  /** Set for S3-compatible services (MinIO, R2 …); path-style addressing is used then. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary files (stream uploads, local copies for ffmpeg) go under `${dataDir}/tmp/s3`. */
  dataDir: string;
  /** The clock presigned URLs are signed by (tests sign in the past instead of waiting for a URL to expire). */
  now?: () => number;
}

const DELETE_CONCURRENCY = 8;

/** SigV4 presigned URLs live at most a week. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

/** Scale storage: an S3-compatible bucket with real presigned URLs (DESIGN §2). */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly tempDir: string;
  private readonly now: () => number;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.now = options.now ?? Date.now;
    this.tempDir = path.resolve(options.dataDir, 'tmp', 's3');
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: Boolean(options.endpoint),
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Many S3-compatible servers do not understand the SDK's default CRC32 trailers on every
      // upload; send checksums only where the API requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | Readable, options: { contentType?: string } = {}): Promise<StoredFile> {
    holdEarlyErrors(body);
    assertValidKey(key);
    const ContentType = options.contentType ?? contentTypeForKey(key);
    if (Buffer.isBuffer(body)) {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: body.length, ContentType }),
      );
    } else {
      // A single PUT needs the length up front, so a stream of unknown length is spooled to disk first.
      const spooled = await this.spool(body);
      try {
        const { size } = await stat(spooled);
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key: key,
            Body: createReadStream(spooled),
            ContentLength: size,
            ContentType,
          }),
        );
      } finally {
        await rm(spooled, { force: true });
      }
    }
    const stored = await this.stat(key);
    if (!stored) throw new Error(`The object ${key} vanished right after it was written.`);
    return stored;
  }

  private async spool(body: Readable): Promise<string> {
    await mkdir(this.tempDir, { recursive: true });
    const file = path.join(this.tempDir, `upload-${randomUUID()}`);
    try {
      await pipeline(body, createWriteStream(file));
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    return file;
  }

  async read(key: string): Promise<Buffer> {
    const body = await this.stream(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stream(key: string, range?: { start: number; end: number }): Promise<Readable> {
    assertValidKey(key);
    try {
      const result = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // In Node the SDK's body is an http.IncomingMessage, a Readable.
      if (!(result.Body instanceof Readable)) throw new Error('The S3 response had no readable body.');
      return result.Body;
    } catch (error) {
      throw isMissing(error) ? new StorageError('not-found', FILE_NOT_FOUND_MESSAGE, 'NOT_FOUND') : error;
    }
  }

  async stat(key: string): Promise<StoredFile | null> {
    assertValidKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? contentTypeForKey(key),
        modifiedAt: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /**
   * Removes every object under `<prefix>/` (a folder of keys, as on the local store). One DELETE
   * per object, a few at a time: multi-object DeleteObjects is missing or differently signed on
   * several S3-compatible services, and a podcast's folder holds only a handful of files.
   */
  async deletePrefix(prefix: string): Promise<void> {
    let batch: string[] = [];
    const flush = async () => {
      await Promise.all(batch.map((key) => this.delete(key)));
      batch = [];
    };
    for await (const { key } of this.list(prefix)) {
      batch.push(key);
      if (batch.length === DELETE_CONCURRENCY) await flush();
    }
    await flush();
  }

  /** `list('')` lists the whole bucket (backups read every object). */
  async *list(prefix: string): AsyncIterable<ListedFile> {
    const Prefix = prefix === '' ? '' : `${normalizePrefix(prefix)}/`;
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix, ContinuationToken, MaxKeys: 1000 }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield { key: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async signedUrl(key: string, options: { expiresInSeconds?: number; downloadName?: string } = {}): Promise<string> {
    assertValidKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: options.downloadName ? contentDisposition(options.downloadName) : undefined,
    });
    const expiresIn = Math.min(options.expiresInSeconds ?? DEFAULT_URL_LIFETIME_SECONDS, MAX_PRESIGN_SECONDS);
    return getSignedUrl(this.client, command, { expiresIn, signingDate: new Date(this.now()) });
  }

  /**
   * Downloads the object for tools that need a path. The copy's name is derived from the key, so
   * asking again replaces it rather than piling up copies; the caller may delete it when done.
   */
  async localPath(key: string): Promise<string> {
    await mkdir(this.tempDir, { recursive: true });
    const digest = createHash('sha256').update(key).digest('hex').slice(0, 32);
    const file = path.join(this.tempDir, `${digest}-${path.posix.basename(key)}`);
    await writeAtomically(file, await this.stream(key));
    return file;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

export function createS3Storage(options: S3StorageOptions): S3FileStorage {
  return new S3FileStorage(options);
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}
