import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

const SCRIPT = `console.log(${JSON.stringify('landing '.repeat(200))});`;
const SHELL = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('the web app’s static files', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    // What `vite build` writes: each text file with its .br and .gz beside it.
    root = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await mkdir(path.join(root, 'assets'));
    for (const [file, body] of [
      ['index.html', SHELL],
      ['assets/index-abc123.js', SCRIPT],
    ] as const) {
      await writeFile(path.join(root, file), body);
      await writeFile(path.join(root, `${file}.br`), brotliCompressSync(body));
      await writeFile(path.join(root, `${file}.gz`), gzipSync(body));
    }
    app = Fastify();
    await registerWebApp(app, root);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('sends a hashed script brotli-compressed, cached for a year, as JavaScript', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser that takes only gzip, and the plain file to one that takes neither', async () => {
    const gzipped = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the app shell compressed and never cached for a client-side route', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SHELL);
  });

  it('never serves the compressed copies as files of their own', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js.br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
