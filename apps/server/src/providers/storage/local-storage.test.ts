import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyFileSignature } from './file-signing';
import { createLocalStorage, type LocalFileStorage } from './local-storage';
import { isValidKey } from './storage-keys';

let dataDir: string;
let storage: LocalFileStorage;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'podloom-local-storage-'));
  storage = createLocalStorage({ dataDir, publicUrl: 'http://localhost:8080', signingSecret: 'test-secret' });
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('storage keys', () => {
  it('accepts relative slash-separated names', () => {
    expect(isValidKey('podcasts/12/episode one.mp3')).toBe(true);
    expect(isValidKey('a')).toBe(true);
  });

  it('refuses names that could escape the root or hide', () => {
    for (const key of ['', '/etc/passwd', '../x', 'a/../b', 'a/./b', 'a//b', 'a/', 'a\\b', '.hidden', 'a\nb']) {
      expect(isValidKey(key), JSON.stringify(key)).toBe(false);
    }
  });
});

describe('LocalFileStorage: writing and reading', () => {
  it('writes under DATA_DIR/files/<key> and reads back', async () => {
    const stored = await storage.put('podcasts/1/script.txt', Buffer.from('hello'));
    expect(stored.size).toBe(5);
    expect(stored.contentType).toBe('text/plain; charset=utf-8');
    expect(await readFile(path.join(dataDir, 'files', 'podcasts', '1', 'script.txt'), 'utf8')).toBe('hello');
    expect((await storage.read('podcasts/1/script.txt')).toString()).toBe('hello');
  });

  it('writes a stream and leaves no temp file behind', async () => {
    await storage.put('a/b.bin', Readable.from([Buffer.from('one '), Buffer.from('two')]));
    expect((await storage.read('a/b.bin')).toString()).toBe('one two');
    expect(await readdir(path.join(dataDir, 'files', 'a'))).toEqual(['b.bin']);
  });

  it('keeps the old file whole when a write fails half way', async () => {
    await storage.put('a/b.bin', Buffer.from('old'));
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.put('a/b.bin', failing)).rejects.toThrow('connection lost');
    expect((await storage.read('a/b.bin')).toString()).toBe('old');
    expect(await readdir(path.join(dataDir, 'files', 'a'))).toEqual(['b.bin']);
  });

  it('rejects, and nothing is left, when a stream fails before the write has begun reading it', async () => {
    // A writer that gives up while put is still making the folder (a data export whose account was deleted).
    const body = new PassThrough();
    const putting = storage.put('a/early.bin', body);
    body.destroy(new Error('The account no longer exists.'));
    await expect(putting).rejects.toThrow('The account no longer exists.');
    expect(await storage.stat('a/early.bin')).toBeNull();
    expect(await readdir(path.join(dataDir, 'files', 'a'))).toEqual([]);
  });

  it('keeps an explicit content type and otherwise goes by the extension', async () => {
    expect((await storage.put('x/audio.mp3', Buffer.from('id3'))).contentType).toBe('audio/mpeg');
    await storage.put('x/blob', Buffer.from('{}'), { contentType: 'application/json' });
    expect((await storage.stat('x/blob'))?.contentType).toBe('application/json');
    await storage.put('x/blob', Buffer.from('{}'));
    expect((await storage.stat('x/blob'))?.contentType).toBe('application/octet-stream');
  });

  it('streams a whole file or an inclusive range', async () => {
    await storage.put('r.bin', Buffer.from('0123456789'));
    expect(await text(await storage.stream('r.bin'))).toBe('0123456789');
    expect(await text(await storage.stream('r.bin', { start: 2, end: 4 }))).toBe('234');
  });
});

describe('LocalFileStorage: missing files, deleting, listing and signing', () => {
  it('answers a missing file with null from stat and a 404 elsewhere', async () => {
    expect(await storage.stat('nope.txt')).toBeNull();
    await expect(storage.read('nope.txt')).rejects.toMatchObject({ statusCode: 404 });
    await expect(storage.stream('nope.txt')).rejects.toMatchObject({ statusCode: 404 });
    await expect(storage.localPath('nope.txt')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('refuses bad keys with a 400', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toMatchObject({ statusCode: 400 });
    await expect(storage.read('/etc/passwd')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('deletes one key with its metadata, and a folder of keys', async () => {
    await storage.put('u/1/a.txt', Buffer.from('a'), { contentType: 'text/plain' });
    await storage.put('u/1/sub/b.txt', Buffer.from('b'));
    await storage.put('u/2/c.txt', Buffer.from('c'));
    await storage.delete('u/1/a.txt');
    expect(await storage.stat('u/1/a.txt')).toBeNull();
    expect(await readdir(path.join(dataDir, 'files', 'u', '1'))).toEqual(['sub']);
    await storage.deletePrefix('u/1/');
    expect(await storage.stat('u/1/sub/b.txt')).toBeNull();
    expect(await storage.stat('u/2/c.txt')).not.toBeNull();
    await storage.delete('u/1/a.txt'); // deleting what is gone is fine
  });

  it('lists every file below a folder with its size and time, and nothing that is not a key', async () => {
    await storage.put('l/1/a.txt', Buffer.from('aa'), { contentType: 'text/plain' });
    await storage.put('l/1/deep/b.txt', Buffer.from('bbb'));
    await storage.put('l/10/c.txt', Buffer.from('c'));
    const listed = [];
    for await (const file of storage.list('l/1')) listed.push(file);
    listed.sort((x, y) => x.key.localeCompare(y.key));
    expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
      { key: 'l/1/a.txt', size: 2 },
      { key: 'l/1/deep/b.txt', size: 3 },
    ]);
    expect(listed[0]?.modifiedAt).toBeInstanceOf(Date);
    const none = [];
    for await (const file of storage.list('l/nothing-here')) none.push(file);
    expect(none).toEqual([]);
  });

  it('gives the file itself as its local path', async () => {
    await storage.put('p/q.wav', Buffer.from('RIFF'));
    expect(await storage.localPath('p/q.wav')).toBe(path.join(dataDir, 'files', 'p', 'q.wav'));
  });

  it('signs URLs over key, expiry and download name', async () => {
    const url = new URL(
      await storage.signedUrl('podcasts/1/my episode.mp3', { expiresInSeconds: 60, downloadName: 'Épisode.mp3' }),
    );
    expect(url.origin).toBe('http://localhost:8080');
    expect(url.pathname).toBe('/files/podcasts/1/my%20episode.mp3');
    const exp = Number(url.searchParams.get('exp'));
    expect(exp - Date.now() / 1000).toBeGreaterThan(55);
    const signature = {
      secret: 'test-secret',
      key: 'podcasts/1/my episode.mp3',
      exp: url.searchParams.get('exp'),
      download: url.searchParams.get('download'),
      sig: url.searchParams.get('sig'),
    };
    expect(verifyFileSignature(signature)).toBe(true);
    expect(verifyFileSignature({ ...signature, key: 'podcasts/1/other.mp3' })).toBe(false);
    expect(verifyFileSignature({ ...signature, download: 'other.mp3' })).toBe(false);
    expect(verifyFileSignature({ ...signature, exp: String(exp + 1) })).toBe(false);
    expect(verifyFileSignature({ ...signature, secret: 'another-secret' })).toBe(false);
    expect(verifyFileSignature({ ...signature, now: new Date((exp + 1) * 1000) })).toBe(false);
  });
});
