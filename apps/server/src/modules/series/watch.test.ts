import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrivateAllowance } from '../webhooks';
import { contentHash, readSource } from './watch';

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Hive</title><id>urn:hive</id><updated>2026-11-01T00:00:00Z</updated>
<entry><title>Swarm season</title><id>urn:hive:1</id><link href="https://hive.example.com/1"/>
<updated>2026-11-01T00:00:00Z</updated><content type="html">&lt;p&gt;Swarms leave the hive in &lt;b&gt;May&lt;/b&gt;.&lt;/p&gt;</content></entry>
</feed>`;
const PAGE = `<!doctype html><html><head><title>Apiary notes</title><script>var x = 1;</script></head>
<body><nav>Menu</nav><main><h1>Apiary notes</h1><p>Queens lay two thousand eggs a day.</p></main></body></html>`;

let server: http.Server;
let base = '';
let port = 0;
const hits: string[] = [];
beforeAll(async () => {
  server = http.createServer((request, response) => {
    hits.push(`${request.headers.host}${request.url}`);
    const redirect = /^\/to\?(.+)$/.exec(request.url ?? '')?.[1];
    if (redirect) {
      response.writeHead(302, { location: decodeURIComponent(redirect) });
      response.end();
    } else if (request.url === '/atom') {
      response.writeHead(200, { 'content-type': 'application/atom+xml' });
      response.end(ATOM);
    } else {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PAGE);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const allowed = new PrivateAllowance(['127.0.0.1']);

describe('a watched address', () => {
  it('reads an Atom feed: each entry with its id, link, title and text', async () => {
    const items = await readSource(`${base}/atom`, allowed);
    expect(items).toEqual([
      {
        key: 'urn:hive:1',
        title: 'Swarm season',
        link: 'https://hive.example.com/1',
        text: 'Swarms leave the hive in May.',
        hash: contentHash('Swarms leave the hive in May.'),
      },
    ]);
  });

  it('reads a web page as one item known by its text', async () => {
    const [page] = await readSource(`${base}/notes`, allowed);
    expect(page).toMatchObject({ key: null, title: 'Apiary notes', link: `${base}/notes` });
    expect(page?.text).toContain('Queens lay two thousand eggs a day.');
    expect(page?.text).not.toContain('var x');
    // The same text folded (case, spacing) is the same content.
    expect(contentHash('Queens  lay\nTWO thousand')).toBe(contentHash('queens lay two thousand'));
  });

  it('refuses a private address unless FETCH_ALLOW_PRIVATE allows it', async () => {
    await expect(readSource(`${base}/atom`, new PrivateAllowance([]))).rejects.toThrow(
      'This web address cannot be used: it points to a private or local network.',
    );
    await expect(readSource(`${base}/atom`, new PrivateAllowance(['10.0.0.0/8']))).rejects.toThrow(/private or local/);
  });
});

describe('a watched address on a host allowed by name', () => {
  // localhost is allowed by its name only: 127.0.0.1 and every other private address stay refused.
  const byName = new PrivateAllowance(['localhost']);
  const via = (target: string) => `http://localhost:${port}/to?${encodeURIComponent(target)}`;

  it('is read, and so is its redirect to the same allowed host', async () => {
    const [entry] = await readSource(`http://localhost:${port}/atom`, byName);
    expect(entry?.key).toBe('urn:hive:1');
    const [redirected] = await readSource(via(`http://localhost:${port}/atom`), byName);
    expect(redirected?.key).toBe('urn:hive:1');
  });

  it.each([
    ['127.0.0.1, the same server under a name that is not allowed', () => `http://127.0.0.1:${port}/atom`],
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['another private network', () => 'http://10.0.0.1/'],
  ])('cannot redirect to %s', async (_name, target) => {
    hits.length = 0;
    await expect(readSource(via(target()), byName)).rejects.toThrow(
      'This web address cannot be used: it points to a private or local network.',
    );
    // Only the allowed hop was asked: the refused one was never connected to.
    expect(hits).toEqual([`localhost:${port}/to?${encodeURIComponent(target())}`]);
  });
});
