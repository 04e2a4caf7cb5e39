import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { useTestApp } from '../../../test/use-test-app';
import { createCreatorWithFeed, createPublishedEpisode } from '../testing/publishing-test-kit';
import { PRIVATE_PATHS, sitemapXml } from './crawler-documents';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

let t: TestApp;

useTestApp((app) => {
  t = app;
});

/** Strict, namespace-aware parse (saxes throws on anything not well-formed); returns every <loc> and <lastmod>. */
function parseSitemap(xml: string): { locs: string[]; lastmods: string[]; root: string; ns: string } {
  const parser = new SaxesParser({ xmlns: true });
  const locs: string[] = [];
  const lastmods: string[] = [];
  const stack: string[] = [];
  let root = '';
  let ns = '';
  let failure: Error | null = null;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => {
    if (stack.length === 0) {
      root = tag.local;
      ns = tag.uri;
    }
    stack.push(tag.local);
  });
  parser.on('text', (text) => {
    const path = stack.join('/');
    if (path === 'urlset/url/loc') locs.push(text);
    if (path === 'urlset/url/lastmod') lastmods.push(text);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (failure) throw failure;
  return { locs, lastmods, root, ns };
}

describe('GET /robots.txt', () => {
  it('answers plain text that allows the public pages, closes every private route and names the sitemap', async () => {
    const response = await fetch(`${t.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).not.toMatch(/<html/i);
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/pricing', '/terms-and-conditions', '/feeds/', '/shows/', '/episodes/']) {
      expect(lines).toContain(`Allow: ${path}`);
    }
    for (const path of [
      '/welcome-to-podloom-ai',
      '/create-podcast',
      '/MyProfile',
      '/analytics',
      '/my-shows',
      '/audioedit',
      '/personlize',
      '/create-new-podcast',
      '/billingform',
      '/payment-status',
      '/managesubscription',
      '/api/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${t.url}/sitemap.xml`);
    // A bare "Disallow: /" would hide the landing page and the feeds.
    expect(lines).not.toContain('Disallow: /');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and only published feeds, as valid sitemap XML', async () => {
    const { feed: published, episode } = await createPublishedEpisode(t);
    // Another user's feed with no episode yet: a draft, never announced.
    const { feed: draft } = await createCreatorWithFeed(t);
    expect(draft.feedId).not.toBe(published.feedId);

    const response = await fetch(`${t.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const sitemap = parseSitemap(await response.text());
    expect(sitemap.root).toBe('urlset');
    expect(sitemap.ns).toBe(SITEMAP_NS);
    expect(sitemap.locs).toEqual(
      expect.arrayContaining([`${t.url}/`, `${t.url}/pricing`, `${t.url}/terms-and-conditions`, published.feedUrl]),
    );
    expect(published.feedUrl).toBe(`${t.url}/feeds/${published.feedId}.xml`);
    expect(sitemap.locs.join('\n')).not.toContain(draft.feedId);
    for (const loc of sitemap.locs) {
      expect(loc.startsWith(`${t.url}/`)).toBe(true);
      expect(PRIVATE_PATHS.some((path) => new URL(loc).pathname.startsWith(path))).toBe(false);
    }
    // The feed, its show page and its episode's page carry a lastmod; the app's pages do not.
    expect(sitemap.locs).toEqual(
      expect.arrayContaining([`${t.url}/shows/${published.feedId}`, `${t.url}/episodes/${episode.episodeId}`]),
    );
    expect(sitemap.lastmods).toHaveLength(3);
    expect(Number.isNaN(Date.parse(sitemap.lastmods[0] ?? ''))).toBe(false);
  });

  it('escapes what XML reserves, so an odd PUBLIC_URL cannot break the document', () => {
    const xml = sitemapXml([{ loc: "https://example.com/a?b=1&c='2'" }]);
    expect(parseSitemap(xml).locs.join('')).toBe("https://example.com/a?b=1&c='2'");
  });
});
