import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';
import { APPLE_CATEGORIES } from '../apple-categories';
import { podcastGuid } from '../podcast-guid';
import { rawRequest } from './publishing-test-kit';

/** The strict feed checks: what every feed we serve must pass (RSS 2.0, Apple's and Spotify's required tags). */
export const RFC_2822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (\+|-)\d{4}$/;

export const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  isArray: (name) => ['item', 'podcast:transcript', 'itunes:category'].includes(name),
});

// biome-ignore lint/suspicious/noExplicitAny: a parsed XML tree.
export type Node = any;

export async function readFeed(feedUrl: string) {
  const response = await rawRequest(feedUrl);
  expect(response.status).toBe(200);
  const xml = response.body.toString('utf8');
  expect(XMLValidator.validate(xml)).toBe(true);
  const rss = parser.parse(xml).rss as Node;
  return { xml, response, rss, channel: rss.channel as Node };
}

export const text = (node: Node) => (typeof node === 'object' && node !== null ? node['#text'] : node);

/** The Podcasting 2.0 namespace's rules for `podcast:funding` (one or more) and `podcast:txt`, when present. */
function checkShowTags(channel: Node) {
  for (const funding of [channel['podcast:funding'] ?? []].flat()) {
    expect(funding['@url']).toMatch(/^https?:\/\/\S+$/);
    expect(text(funding)?.length ?? 0).toBeGreaterThan(0);
    expect(text(funding).length).toBeLessThanOrEqual(128);
  }
  for (const txt of [channel['podcast:txt'] ?? []].flat()) {
    expect(String(text(txt) ?? '').length).toBeGreaterThan(0);
    expect(String(text(txt)).length).toBeLessThanOrEqual(4000);
    if (txt['@purpose'] !== undefined) expect(String(txt['@purpose']).length).toBeLessThanOrEqual(128);
  }
}

/** The namespace's `podcast:soundbite`: start and duration in seconds (duration above 0), a title of ≤128 characters. */
function checkSoundbites(item: Node) {
  const duration = Number(text(item['itunes:duration']));
  for (const bite of [item['podcast:soundbite'] ?? []].flat()) {
    expect(bite['@startTime']).toMatch(/^\d+(\.\d+)?$/);
    expect(bite['@duration']).toMatch(/^\d+(\.\d+)?$/);
    expect(Number(bite['@duration'])).toBeGreaterThan(0);
    expect(Number(bite['@startTime']) + Number(bite['@duration'])).toBeLessThanOrEqual(duration + 1);
    expect([...(text(bite) ?? '')].length).toBeLessThanOrEqual(128);
  }
}

/**
 * Every MUST of RSS 2.0 and the podcast namespaces for a channel and its items, Apple's and Spotify's required tags
 * included. `showFeedUrl`: the show's own feed URL when `feedUrl` is a listener's personal feed.
 */
export async function checkFeed(feedUrl: string, options: { showFeedUrl?: string } = {}) {
  const { rss, xml, response } = await readFeed(feedUrl);
  expect(rss['@version']).toBe('2.0');
  expect(rss['@xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
  expect(rss['@xmlns:podcast']).toBe('https://podcastindex.org/namespace/1.0');
  expect(rss['@xmlns:atom']).toBe('http://www.w3.org/2005/Atom');
  const channel = rss.channel;
  expect(text(channel.title)).toBeTruthy();
  expect(Buffer.byteLength(text(channel.description), 'utf8')).toBeLessThanOrEqual(4000);
  expect(text(channel.description).length).toBeGreaterThan(0);
  expect(text(channel.link)).toMatch(/^https?:\/\//);
  expect(text(channel.language)).toMatch(/^[a-z]{2,3}(-[a-z0-9]+)*$/);
  expect(channel['itunes:image']['@href']).toMatch(/^https?:\/\//);
  const category = channel['itunes:category'][0];
  const apple = APPLE_CATEGORIES.find((c) => c.name === category['@text']);
  expect(apple).toBeDefined();
  for (const sub of category['itunes:category'] ?? []) expect(apple?.subcategories).toContain(sub['@text']);
  expect(['true', 'false']).toContain(text(channel['itunes:explicit']));
  expect(text(channel['itunes:author'])).toBeTruthy();
  expect(text(channel['itunes:owner']['itunes:email'])).toMatch(/@/);
  expect(text(channel.copyright)).toBeTruthy();
  expect(['episodic', 'serial']).toContain(text(channel['itunes:type']));
  // A personal feed of a private show keeps the show's guid (its public feed URL's).
  expect(text(channel['podcast:guid'])).toBe(podcastGuid(options.showFeedUrl ?? feedUrl));
  expect(['yes', 'no']).toContain(text(channel['podcast:locked']));
  expect(channel['podcast:locked']['@owner']).toMatch(/@/);
  checkShowTags(channel);
  // The self link; a feed with a WebSub hub names it in a second atom:link.
  const self = [channel['atom:link']].flat().find((link: Node) => link?.['@rel'] === 'self');
  expect(self).toMatchObject({ '@href': feedUrl, '@rel': 'self', '@type': 'application/rss+xml' });
  expect(text(channel.lastBuildDate)).toMatch(RFC_2822);

  for (const item of channel.item ?? []) {
    expect(text(item.title)).toBeTruthy();
    expect(text(item.description)).toBeTruthy();
    expect(Buffer.byteLength(text(item.description), 'utf8')).toBeLessThanOrEqual(4000);
    expect(item.guid['@isPermaLink']).toBe('false');
    expect(text(item.guid)).toMatch(/^[0-9a-f-]{36}$/);
    expect(text(item.pubDate)).toMatch(RFC_2822);
    expect(Number.isNaN(Date.parse(text(item.pubDate)))).toBe(false);
    expect(text(item['itunes:duration'])).toMatch(/^\d+$/);
    expect(Number(text(item['itunes:season']))).toBeGreaterThanOrEqual(1);
    const enclosure = item.enclosure;
    expect(enclosure['@type']).toBe('audio/mpeg');
    const head = await rawRequest(enclosure['@url'], { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(Number(enclosure['@length']));
    const whole = await rawRequest(enclosure['@url'], { headers: { 'user-agent': 'curl/8.5.0' } });
    expect(whole.body.length).toBe(Number(enclosure['@length']));
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    checkSoundbites(item);
  }
  return { rss, channel, xml, response };
}
