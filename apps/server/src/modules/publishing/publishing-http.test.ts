import { gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { acceptsGzip, ENCLOSURE_RATE_MESSAGE } from './publishing.routes';
import { createPublishedEpisode, rawRequest } from './testing/publishing-test-kit';

let t: TestApp;
let feedUrl: string;
let enclosureUrl: string;
let length: number;

useTestApp((app) => {
  t = app;
});
async function publishOne() {
  const { feed, episode } = await createPublishedEpisode(t, { podcast: { seconds: 45 } });
  feedUrl = feed.feedUrl;
  enclosureUrl = episode.enclosureUrl;
  length = episode.enclosureLength;
}

const APP = { 'user-agent': 'curl/8.5.0' };

describe('enclosures', () => {
  beforeEach(publishOne);

  it('answer a flood of range requests from one address (an IPv6 /64) with 429, a sentence and Retry-After', async () => {
    const ENCLOSURE_REQUESTS_PER_MINUTE = t.services.config.enclosureRequestsPerMinute;
    expect(ENCLOSURE_REQUESTS_PER_MINUTE).toBe(120);
    const path = new URL(enclosureUrl).pathname;
    const get = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: path, remoteAddress, headers: { ...APP, range: 'bytes=0-2' } });
    const statuses: number[] = [];
    // The attacker rotates addresses inside one /64, as an IPv6 client may.
    for (let i = 0; i < ENCLOSURE_REQUESTS_PER_MINUTE + 5; i += 1) {
      statuses.push((await get(`2001:db8:7:9::${(i + 1).toString(16)}`)).statusCode);
    }
    expect(statuses.slice(0, ENCLOSURE_REQUESTS_PER_MINUTE)).toEqual(Array(ENCLOSURE_REQUESTS_PER_MINUTE).fill(206));
    expect(statuses.slice(ENCLOSURE_REQUESTS_PER_MINUTE)).toEqual(Array(5).fill(429));
    const refused = await get('2001:db8:7:9:ffff::1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: ENCLOSURE_RATE_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another /64, and an IPv4 listener, still get the episode.
    expect((await get('2001:db8:7:a::1')).statusCode).toBe(206);
    expect((await get('198.51.100.20')).statusCode).toBe(206);
  });

  it('answer HEAD with the enclosure length and no body', async () => {
    const head = await rawRequest(enclosureUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(length));
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.headers['content-type']).toBe('audio/mpeg');
    expect(head.body.length).toBe(0);
    // Public resources: web players and directories on other origins may load them.
    expect(head.headers['access-control-allow-origin']).toBe('*');
    expect(head.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(head.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answer bytes=0-1 with exactly two bytes', async () => {
    const whole = await rawRequest(enclosureUrl, { headers: APP });
    const probe = await rawRequest(enclosureUrl, { headers: { ...APP, range: 'bytes=0-1' } });
    expect(probe.status).toBe(206);
    expect(probe.headers['content-range']).toBe(`bytes 0-1/${length}`);
    expect(probe.headers['content-length']).toBe('2');
    expect(probe.body).toEqual(whole.body.subarray(0, 2));
  });

  it('answer suffix and open ranges with 206 and the right bytes', async () => {
    const whole = (await rawRequest(enclosureUrl, { headers: APP })).body;
    const suffix = await rawRequest(enclosureUrl, { headers: { ...APP, range: 'bytes=-500' } });
    expect(suffix.status).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${length - 500}-${length - 1}/${length}`);
    expect(suffix.body).toEqual(whole.subarray(length - 500));
    const open = await rawRequest(enclosureUrl, { headers: { ...APP, range: `bytes=${length - 10}-` } });
    expect(open.status).toBe(206);
    expect(open.body).toEqual(whole.subarray(length - 10));
    const middle = await rawRequest(enclosureUrl, { headers: { ...APP, range: 'bytes=100-199' } });
    expect(middle.body).toEqual(whole.subarray(100, 200));
  });

  it('answer a range past the end with 416 and the size', async () => {
    const past = await rawRequest(enclosureUrl, { headers: { ...APP, range: `bytes=${length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${length}`);
  });

  it('answer 404 for an unknown episode, revision or feed', async () => {
    const unknownRevision = enclosureUrl.replace(/\/[^/]+\.mp3$/, '/zzzzzzzz-0000.mp3');
    expect((await rawRequest(unknownRevision)).status).toBe(404);
    expect((await rawRequest(enclosureUrl.replace(/\/episodes\/\d+\//, '/episodes/999999/'))).status).toBe(404);
    const otherFeed = enclosureUrl.replace(/\/feeds\/[^/]+\//, '/feeds/00000000-0000-4000-8000-000000000000/');
    expect((await rawRequest(otherFeed)).status).toBe(404);
    expect((await rawRequest(`${t.url}/feeds/not-a-feed.xml`)).status).toBe(404);
    const missing = await rawRequest(`${t.url}/feeds/00000000-0000-4000-8000-000000000000.xml`);
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString())).toEqual({ message: 'We could not find that feed.' });
  });
});

describe('feeds', () => {
  beforeEach(publishOne);

  it('answer with an ETag and Last-Modified, and 304 when either matches', async () => {
    const first = await rawRequest(feedUrl);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false);

    const byTag = await rawRequest(feedUrl, { headers: { 'if-none-match': etag } });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect(byTag.headers.etag).toBe(etag);
    const byDate = await rawRequest(feedUrl, { headers: { 'if-modified-since': lastModified } });
    expect(byDate.status).toBe(304);
    const stale = await rawRequest(feedUrl, { headers: { 'if-none-match': '"something-else"' } });
    expect(stale.status).toBe(200);
    const older = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await rawRequest(feedUrl, { headers: { 'if-modified-since': older } })).status).toBe(200);
  });

  it('are gzip-compressed when the client accepts it, with the same XML inside', async () => {
    const plain = await rawRequest(feedUrl);
    const zipped = await rawRequest(feedUrl, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
    expect(plain.headers['content-encoding']).toBeUndefined();
    const again = await rawRequest(feedUrl, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.etag as string },
    });
    expect(again.status).toBe(304);
  });

  it('answer HEAD without a body', async () => {
    const head = await rawRequest(feedUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBeTruthy();
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['deflate, gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['br', false],
    ['*', true],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
