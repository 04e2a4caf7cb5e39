import { gzipSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/http/errors';
import { extractSourceText, SOURCE_MESSAGES } from './extract-source-text';
import { type FetchPageOptions, fetchPublicPage, URL_MESSAGES } from './fetch-public-page';
import { isPublicAddress } from './public-address';
import { type PageServer, startPageServer } from './test-page-server';

const ARTICLE = `<!doctype html><html><head><title>Solar today</title><style>body{color:red}</style>
<script>var secret = "do not read";</script></head><body>
<nav><a href="/">Home</a> <a href="/about">About us</a></nav>
<main><h1>Solar today</h1><p>Solar panels convert sunlight into electricity.&nbsp;Prices fell by ninety percent.</p>
<p hidden>Hidden paragraph.</p><ul><li>Cheap</li><li>Clean &amp; quiet</li></ul>
<p>Installers check the roof for shade first, and they look at its orientation before quoting a price for the job.</p>
<script>alert(1)</script></main><footer>Copyright notice</footer></body></html>`;

let server: PageServer;
/** The address check with one exception, this machine's test server: every other private address stays refused. */
const onlyTestServer: FetchPageOptions = { addressCheck: (ip) => ip === '127.0.0.1' || isPublicAddress(ip) };

beforeAll(async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('A PDF served over HTTP.', { x: 50, y: 700, size: 12, font });
  const pdf = Buffer.from(await doc.save());
  server = await startPageServer({
    '/article': (_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE),
    '/gzip': (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(ARTICLE)),
    '/latin1': (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' })
        .end(Buffer.from('<p>Crème brûlée.</p>', 'latin1')),
    '/plain': (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('Just text.'),
    '/doc.pdf': (_req, res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf),
    '/image': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(10)),
    '/big': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(50_000)),
    '/big-chunked': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      for (let i = 0; i < 50; i += 1) res.write('y'.repeat(1_000));
      res.end();
    },
    '/bomb': (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
        .end(gzipSync(Buffer.alloc(5_000_000, 0x61))),
    '/slow': () => {
      // Never answers: the fetch must give up by itself.
    },
    '/missing': (_req, res) => res.writeHead(404).end(),
    '/r1': (_req, res) => res.writeHead(302, { location: '/r2' }).end(),
    '/r2': (_req, res) => res.writeHead(301, { location: '/r3' }).end(),
    '/r3': (_req, res) => res.writeHead(307, { location: `${server.url}/article` }).end(),
    '/r0': (_req, res) => res.writeHead(302, { location: '/r1' }).end(),
    '/to-metadata': (_req, res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    '/to-file': (_req, res) => res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
    '/to-loopback': (_req, res) => res.writeHead(302, { location: `${server.url}/article` }).end(),
    '/to-wiki': (req, res) => res.writeHead(302, { location: `http://${req.headers.host}/article` }).end(),
  });
});
afterAll(() => server.close());

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).statusCode).toBe(400);
  return error as AppError;
}

describe('web addresses are refused when they reach inside the network (SSRF)', () => {
  it('refuses the local test server: loopback', async () => {
    const error = await refusal(extractSourceText({ url: `${server.url}/article` }));
    expect(error.message).toBe(URL_MESSAGES.private);
    expect(server.hits).not.toContain('/article');
  });

  it('refuses localhost by name (DNS answers with loopback)', async () => {
    const port = new URL(server.url).port;
    expect((await refusal(fetchPublicPage(`http://localhost:${port}/article`))).message).toBe(URL_MESSAGES.private);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fe80::1]/',
    'http://10.0.0.1/',
    'http://0.0.0.0/',
    'http://2130706433/',
    'http://0x7f.1/',
  ])('refuses %s', async (url) => {
    expect((await refusal(fetchPublicPage(url))).message).toBe(URL_MESSAGES.private);
  });

  it('refuses a host when any of its DNS answers is private', async () => {
    const resolveHost = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '10.0.0.7', family: 4 as const },
    ];
    expect((await refusal(fetchPublicPage('http://mixed.example/', { resolveHost }))).message).toBe(
      URL_MESSAGES.private,
    );
  });

  it.each(['ftp://example.com/file', 'file:///etc/passwd', 'javascript:alert(1)', 'gopher://example.com/'])(
    'refuses the non-http scheme of %s',
    async (url) => {
      expect((await refusal(fetchPublicPage(url))).message).toBe(URL_MESSAGES.scheme);
    },
  );

  it('refuses addresses that are not addresses, or carry credentials', async () => {
    expect((await refusal(fetchPublicPage('not a url'))).message).toBe(URL_MESSAGES.invalid);
    expect((await refusal(fetchPublicPage('http://user:pw@example.com/'))).message).toBe(URL_MESSAGES.credentials);
  });

  it('checks every redirect hop: a redirect to the metadata address or to a file is refused', async () => {
    const toMetadata = await refusal(fetchPublicPage(`${server.url}/to-metadata`, onlyTestServer));
    expect(toMetadata.message).toBe(URL_MESSAGES.private);
    expect((await refusal(fetchPublicPage(`${server.url}/to-file`, onlyTestServer))).message).toBe(URL_MESSAGES.scheme);
  });
});

describe('a host allowed by name (FETCH_ALLOW_PRIVATE) is allowed for its own hop only', () => {
  // wiki.internal stands for a host on the operator's network: it answers with this machine's test server.
  const wiki: FetchPageOptions = {
    allowPrivateFor: (host) => host === 'wiki.internal',
    resolveHost: async (host) => (host === 'wiki.internal' ? [{ address: '127.0.0.1', family: 4 }] : []),
  };
  const wikiUrl = () => `http://wiki.internal:${new URL(server.url).port}`;

  it('reads the allowed host, and follows its redirect to itself', async () => {
    expect((await fetchPublicPage(`${wikiUrl()}/article`, wiki)).body.toString()).toContain('Solar today');
    const page = await fetchPublicPage(`${wikiUrl()}/to-wiki`, wiki);
    expect(page.url).toBe(`${wikiUrl()}/article`);
    expect(page.body.toString()).toContain('Solar today');
  });

  it('refuses its redirect to a private address of a host that is not allowed, before connecting', async () => {
    const before = server.hits.length;
    expect((await refusal(fetchPublicPage(`${wikiUrl()}/to-loopback`, wiki))).message).toBe(URL_MESSAGES.private);
    expect((await refusal(fetchPublicPage(`${wikiUrl()}/to-metadata`, wiki))).message).toBe(URL_MESSAGES.private);
    expect(server.hits.slice(before)).toEqual(['/to-loopback', '/to-metadata']);
  });
});

describe('fetching (address check injected for the local server)', () => {
  it('turns HTML into readable text without scripts, styles, navigation or hidden parts', async () => {
    const text = await extractSourceText({ url: `${server.url}/article` }, { fetch: onlyTestServer });
    expect(text).toBe(
      [
        'Solar today',
        'Solar panels convert sunlight into electricity. Prices fell by ninety percent.',
        'Cheap',
        'Clean & quiet',
        'Installers check the roof for shade first, and they look at its orientation before quoting a price for the job.',
      ].join('\n'),
    );
  });

  it('decompresses gzip and honours the declared charset', async () => {
    const text = await extractSourceText({ url: `${server.url}/gzip` }, { fetch: onlyTestServer });
    expect(text).toContain('Prices fell by ninety percent.');
    expect(await extractSourceText({ url: `${server.url}/latin1` }, { fetch: onlyTestServer })).toBe('Crème brûlée.');
  });

  it('reads plain text and PDFs; refuses other content', async () => {
    expect(await extractSourceText({ url: `${server.url}/plain` }, { fetch: onlyTestServer })).toBe('Just text.');
    expect(await extractSourceText({ url: `${server.url}/doc.pdf` }, { fetch: onlyTestServer })).toBe(
      'A PDF served over HTTP.',
    );
    const image = await refusal(extractSourceText({ url: `${server.url}/image` }, { fetch: onlyTestServer }));
    expect(image.message).toBe(SOURCE_MESSAGES.pageType);
  });

  it('enforces the size limit, declared or streamed, and after decompression', async () => {
    const limit = { ...onlyTestServer, maxBytes: 20_000 };
    expect((await refusal(fetchPublicPage(`${server.url}/big`, limit))).code).toBe('SOURCE_URL_TOO_LARGE');
    expect((await refusal(fetchPublicPage(`${server.url}/big-chunked`, limit))).code).toBe('SOURCE_URL_TOO_LARGE');
    const bomb = await refusal(fetchPublicPage(`${server.url}/bomb`, { ...onlyTestServer, maxBytes: 1_000_000 }));
    expect(bomb.message).toBe('That page is too large to use (the limit is 1 MB).');
  });

  it('follows up to three redirects and refuses a fourth', async () => {
    const page = await fetchPublicPage(`${server.url}/r1`, onlyTestServer);
    expect(page.url).toBe(`${server.url}/article`);
    expect((await refusal(fetchPublicPage(`${server.url}/r0`, onlyTestServer))).message).toBe(URL_MESSAGES.redirects);
  });

  it('gives up after the time limit', async () => {
    const started = Date.now();
    const error = await refusal(fetchPublicPage(`${server.url}/slow`, { ...onlyTestServer, timeoutMs: 300 }));
    expect(error.message).toBe(URL_MESSAGES.timeout);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('reports error statuses and unreachable hosts as sentences', async () => {
    expect((await refusal(fetchPublicPage(`${server.url}/missing`, onlyTestServer))).message).toBe(
      URL_MESSAGES.status(404),
    );
    const closed = 'http://127.0.0.1:1/';
    expect((await refusal(fetchPublicPage(closed, onlyTestServer))).message).toBe(URL_MESSAGES.unreachable);
    const unknown = await refusal(
      fetchPublicPage('http://nowhere.invalid/', {
        resolveHost: async () => {
          throw new Error('ENOTFOUND');
        },
      }),
    );
    expect(unknown.message).toBe(URL_MESSAGES.notFound);
  });
});
