import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3FileStorage } from './s3-storage';

// A real server speaking the S3 protocol (signature checks included) on a free port.
let s3Dir: string;
let dataDir: string;
let server: S3rver;
let storage: S3FileStorage;
/** Where the storage's clock stands against the real one. */
let clockOffsetMs = 0;

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'podloom-s3rver-'));
  dataDir = await mkdtemp(path.join(tmpdir(), 'podloom-s3-data-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'podloom-test' }],
  });
  const { port } = await server.run();
  storage = createS3Storage({
    bucket: 'podloom-test',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    dataDir,
    now: () => Date.now() + clockOffsetMs,
  });
  // s3rver canonicalises a bucket's own path as `/bucket` while the SDK signs `/bucket/`; both name
  // the same resource on S3, so bucket-level requests (listing) are sent without the slash here.
  storage.client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { path?: string };
      if (typeof request.path === 'string' && /^\/[^/]+\/$/.test(request.path)) {
        request.path = request.path.slice(0, -1);
      }
      return next(args);
    },
    { step: 'build', name: 's3rverBucketPath' },
  );
});

afterAll(async () => {
  await storage?.close();
  await server?.close();
  await rm(s3Dir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe('S3FileStorage', () => {
  it('puts a buffer and reads it back with its metadata', async () => {
    const stored = await storage.put('podcasts/1/script.txt', Buffer.from('hello'));
    expect(stored).toMatchObject({ size: 5, contentType: 'text/plain; charset=utf-8' });
    expect(stored.modifiedAt).toBeInstanceOf(Date);
    expect((await storage.read('podcasts/1/script.txt')).toString()).toBe('hello');
  });

  it('puts a stream of unknown length and keeps an explicit content type', async () => {
    const body = Readable.from([Buffer.from('{"a":'), Buffer.from('1}')]);
    const stored = await storage.put('podcasts/1/data', body, { contentType: 'application/json' });
    expect(stored).toMatchObject({ size: 7, contentType: 'application/json' });
    expect((await storage.read('podcasts/1/data')).toString()).toBe('{"a":1}');
  });

  it('streams a range', async () => {
    await storage.put('r.bin', Buffer.from('0123456789'));
    expect(await text(await storage.stream('r.bin', { start: 2, end: 4 }))).toBe('234');
    expect(await text(await storage.stream('r.bin'))).toBe('0123456789');
  });

  it('answers a missing object with null from stat and a 404 elsewhere', async () => {
    expect(await storage.stat('missing/file.mp3')).toBeNull();
    await expect(storage.read('missing/file.mp3')).rejects.toMatchObject({ statusCode: 404 });
    await expect(storage.put('../bad', Buffer.from('x'))).rejects.toMatchObject({ statusCode: 400 });
  });

  it('deletes one key and a folder of keys', async () => {
    await storage.put('u/9/a.txt', Buffer.from('a'));
    await storage.put('u/9/sub/b.txt', Buffer.from('b'));
    await storage.put('u/90/keep.txt', Buffer.from('c'));
    await storage.delete('u/9/a.txt');
    expect(await storage.stat('u/9/a.txt')).toBeNull();
    await storage.deletePrefix('u/9');
    expect(await storage.stat('u/9/sub/b.txt')).toBeNull();
    // `u/9` is a folder, so `u/90/…` stays.
    expect(await storage.stat('u/90/keep.txt')).not.toBeNull();
  });

  it('lists every object below a folder with its size and time', async () => {
    await storage.put('l/7/a.txt', Buffer.from('aa'));
    await storage.put('l/7/deep/b.txt', Buffer.from('bbb'));
    await storage.put('l/70/c.txt', Buffer.from('c'));
    const listed = [];
    for await (const file of storage.list('l/7')) listed.push(file);
    listed.sort((x, y) => x.key.localeCompare(y.key));
    expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
      { key: 'l/7/a.txt', size: 2 },
      { key: 'l/7/deep/b.txt', size: 3 },
    ]);
    expect(listed[0]?.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('hands out presigned URLs that the server honours, and refuses tampered ones', async () => {
    await storage.put('podcasts/2/episode.mp3', Buffer.from('ID3 audio'));
    const url = await storage.signedUrl('podcasts/2/episode.mp3', {
      expiresInSeconds: 60,
      downloadName: 'Episode.mp3',
    });
    expect(url).toContain('X-Amz-Signature=');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ID3 audio');
    expect(res.headers.get('content-disposition')).toContain('filename="Episode.mp3"');

    const ranged = await fetch(url, { headers: { range: 'bytes=0-1' } });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe('ID');

    const tampered = new URL(url);
    tampered.pathname = tampered.pathname.replace('episode.mp3', 'other.mp3');
    expect((await fetch(tampered)).status).toBe(403);
  });

  it('refuses a presigned URL once it has expired', async () => {
    await storage.put('podcasts/2/short.mp3', Buffer.from('x'));
    // Handed out 2.1 s ago with a lifetime of 1 s (the server checks it against its own, real clock).
    clockOffsetMs = -2100;
    const url = await storage.signedUrl('podcasts/2/short.mp3', { expiresInSeconds: 1 }).finally(() => {
      clockOffsetMs = 0;
    });
    expect((await fetch(url)).status).toBe(403);
  });

  it('copies an object to a local path for tools', async () => {
    await storage.put('podcasts/3/voice.wav', Buffer.from('RIFF....'));
    const file = await storage.localPath('podcasts/3/voice.wav');
    expect(file.startsWith(path.join(dataDir, 'tmp', 's3'))).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('RIFF....');
    await expect(storage.localPath('podcasts/3/none.wav')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('S3FileStorage: a stream that fails early', () => {
  it('rejects, and stores nothing, when a stream fails before the upload has begun reading it', async () => {
    const body = new PassThrough();
    const putting = storage.put('podcasts/1/early.bin', body);
    body.destroy(new Error('The account no longer exists.'));
    await expect(putting).rejects.toThrow('The account no longer exists.');
    expect(await storage.stat('podcasts/1/early.bin')).toBeNull();
  });
});
