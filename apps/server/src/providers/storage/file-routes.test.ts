import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerFileRoutes } from './file-routes';
import { signFileUrl } from './file-signing';
import { createLocalStorage, type LocalFileStorage } from './local-storage';

const SECRET = 'file-routes-test-secret';
const BYTES = randomBytes(2000);

let dataDir: string;
let storage: LocalFileStorage;
let app: FastifyInstance;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'podloom-file-routes-'));
  storage = createLocalStorage({ dataDir, publicUrl: 'http://localhost:8080', signingSecret: SECRET });
  await storage.put('podcasts/7/episode.mp3', BYTES);
  app = Fastify();
  await app.register(registerFileRoutes, { storage, signingSecret: SECRET });
  await app.ready();
});

afterEach(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The path and query of a signed URL, for `app.inject`. */
async function signedPath(key = 'podcasts/7/episode.mp3', options = {}) {
  const url = new URL(await storage.signedUrl(key, options));
  return `${url.pathname}${url.search}`;
}

describe('GET /files/*: whole files and ranges', () => {
  it('serves the whole file with its headers', async () => {
    const res = await app.inject({ method: 'GET', url: await signedPath() });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(BYTES)).toBe(true);
    expect(res.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-length': '2000',
      'content-type': 'audio/mpeg',
      'cache-control': 'private',
    });
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(res.headers['last-modified'] as string).getTime()).not.toBeNaN();
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('answers HEAD with the same headers and no body', async () => {
    const get = await app.inject({ method: 'GET', url: await signedPath() });
    const head = await app.inject({ method: 'HEAD', url: await signedPath() });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const name of ['accept-ranges', 'content-length', 'content-type', 'etag', 'last-modified', 'cache-control']) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
  });

  it('serves bytes=0-1 as exactly two bytes', async () => {
    const res = await app.inject({ method: 'GET', url: await signedPath(), headers: { range: 'bytes=0-1' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 0-1/2000');
    expect(res.headers['content-length']).toBe('2');
    expect(res.rawPayload.equals(BYTES.subarray(0, 2))).toBe(true);
  });

  it('serves a suffix range and an open range', async () => {
    const suffix = await app.inject({ method: 'GET', url: await signedPath(), headers: { range: 'bytes=-500' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe('bytes 1500-1999/2000');
    expect(suffix.rawPayload.equals(BYTES.subarray(1500))).toBe(true);

    const open = await app.inject({ method: 'GET', url: await signedPath(), headers: { range: 'bytes=100-' } });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe('bytes 100-1999/2000');
    expect(open.headers['content-length']).toBe('1900');
    expect(open.rawPayload.equals(BYTES.subarray(100))).toBe(true);
  });

  it('answers HEAD with a range like GET, without the body', async () => {
    const res = await app.inject({ method: 'HEAD', url: await signedPath(), headers: { range: 'bytes=10-19' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 10-19/2000');
    expect(res.headers['content-length']).toBe('10');
    expect(res.rawPayload.length).toBe(0);
  });

  it('refuses an unsatisfiable range with 416 and the size', async () => {
    const res = await app.inject({ method: 'GET', url: await signedPath(), headers: { range: 'bytes=5000-' } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */2000');
    expect(res.json()).toEqual({ message: 'That part of the file does not exist.' });
  });
});

describe('GET /files/*: versions, download names, links and streaming', () => {
  it('serves the whole file when If-Range names another version', async () => {
    const res = await app.inject({
      method: 'GET',
      url: await signedPath(),
      headers: { range: 'bytes=0-1', 'if-range': '"0-0"' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(2000);
  });

  it('answers 304 when the client already has this version', async () => {
    const first = await app.inject({ method: 'GET', url: await signedPath() });
    const again = await app.inject({
      method: 'GET',
      url: await signedPath(),
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('names the download when the URL was signed with a name', async () => {
    const res = await app.inject({
      method: 'GET',
      url: await signedPath(undefined, { downloadName: 'Mon épisode.mp3' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Mon _pisode.mp3"; filename*=UTF-8''Mon%20%C3%A9pisode.mp3`,
    );
  });

  it('refuses a tampered or expired link with 403', async () => {
    const good = new URL(await storage.signedUrl('podcasts/7/episode.mp3'));
    const cases: string[] = [];
    const sig = good.searchParams.get('sig') as string;
    cases.push(`${good.pathname}?exp=${good.searchParams.get('exp')}&sig=${sig.slice(0, -2)}AA`);
    cases.push(`${good.pathname}?exp=${Number(good.searchParams.get('exp')) + 60}&sig=${sig}`);
    cases.push(`/files/podcasts/7/other.mp3${good.search}`);
    cases.push(`${good.pathname}${good.search}&download=evil.exe`);
    cases.push(good.pathname);
    const expired = signFileUrl({
      publicUrl: 'http://localhost:8080',
      secret: SECRET,
      key: 'podcasts/7/episode.mp3',
      now: new Date(Date.now() - 7200_000),
    });
    cases.push(new URL(expired).pathname + new URL(expired).search);
    for (const url of cases) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: 'This link has expired or is not valid.' });
    }
  });

  it('answers 404 with a message for a validly signed link to a missing file', async () => {
    const res = await app.inject({ method: 'GET', url: await signedPath('podcasts/7/gone.mp3') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'We could not find that file.' });
  });

  it('streams a large file over a real socket', async () => {
    const big = randomBytes(5 * 1024 * 1024);
    await storage.put('big/file.wav', big);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}${await signedPath('big/file.wav')}`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(big)).toBe(true);
    const part = await fetch(url, { headers: { range: 'bytes=1048576-1048675' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(big.subarray(1048576, 1048676))).toBe(true);
  });
});
