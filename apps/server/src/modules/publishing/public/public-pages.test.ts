import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DomUtils, parseDocument } from 'htmlparser2';
import Parser from 'rss-parser';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { useTestApp } from '../../../test/use-test-app';
import {
  CREATE_RSS,
  createCreator,
  createPodcastWithAudio,
  createPublishedEpisode,
  graphql,
  publish,
  rawRequest,
  rssInput,
} from '../testing/publishing-test-kit';

let t: TestApp;

useTestApp((app) => {
  t = app;
});

type Doc = ReturnType<typeof parseDocument>;
const byTag = (doc: Doc, tag: string) => DomUtils.getElementsByTagName(tag, doc);
const meta = (doc: Doc, key: string) =>
  byTag(doc, 'meta').find((m) => m.attribs.property === key || m.attribs.name === key)?.attribs.content;
const textOf = (doc: Doc, tag: string) => byTag(doc, tag).map((e) => DomUtils.textContent(e).trim());
const jsonLdOf = (doc: Doc) =>
  byTag(doc, 'script')
    .filter((s) => s.attribs.type === 'application/ld+json')
    .map((s) => JSON.parse(DomUtils.textContent(s)));

async function page(url: string) {
  const response = await rawRequest(url);
  return { response, html: response.body.toString('utf8'), doc: parseDocument(response.body.toString('utf8')) };
}

async function publishedEpisode(title = 'The waggle dance') {
  const published = await createPublishedEpisode(t, {
    podcast: { title: 'Private podcast title' },
    episode: { title },
  });
  return { ...published, feedId: published.feed.feedId };
}

describe('public show and episode pages', () => {
  it('render the episode as HTML with no script needed: player, transcript, subscribe links, OG and JSON-LD', async () => {
    const { episode, feedId } = await publishedEpisode();
    const { response, doc } = await page(`${t.url}/episodes/${episode.episodeId}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(textOf(doc, 'h1')).toEqual(['The waggle dance']);
    const audio = byTag(doc, 'audio')[0];
    expect(audio?.attribs.src).toBe(episode.enclosureUrl);
    expect(audio?.attribs.controls).toBeDefined();
    // The transcript, timed, from the episode's VTT.
    const cues = DomUtils.getElements({ class: 'cue' }, doc, true);
    expect(cues.map((c) => DomUtils.textContent(c))).toEqual([
      expect.stringContaining('Asha: Welcome to the show'),
      expect.stringContaining('Ravi: Bees dance'),
      expect.stringContaining('Asha: That is amazing & a little <strange>.'),
    ]);
    const links = byTag(doc, 'a').map((a) => a.attribs.href);
    expect(links).toContain(episode.feedUrl);
    expect(links).toContain(episode.feedUrl.replace('http://', 'podcast://'));
    expect(links).toContain(`${t.url}/shows/${feedId}`);
    expect(meta(doc, 'og:title')).toBe('The waggle dance · Bees & Friends');
    expect(meta(doc, 'og:audio')).toBe(episode.enclosureUrl);
    expect(meta(doc, 'twitter:card')).toBe('player');
    expect(meta(doc, 'twitter:player')).toBe(`${t.url}/embed/episodes/${episode.episodeId}`);
    const [ld] = jsonLdOf(doc);
    expect(ld).toMatchObject({
      '@type': 'PodcastEpisode',
      name: 'The waggle dance',
      associatedMedia: { contentUrl: episode.enclosureUrl },
      partOfSeries: { '@type': 'PodcastSeries', name: 'Bees & Friends', webFeed: episode.feedUrl },
    });
    const discovery = byTag(doc, 'link').find((l) => l.attribs.type === 'application/json+oembed');
    expect(discovery?.attribs.href).toBe(
      `${t.url}/oembed?url=${encodeURIComponent(`${t.url}/episodes/${episode.episodeId}`)}&format=json`,
    );
    // Not framable, like every page but the embed.
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Opened from any site without a new browsing context group (a fresh renderer on phones); the app keeps COOP.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect((await rawRequest(`${t.url}/healthz`)).headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('render the show with its published episodes, and the feed links to both pages', async () => {
    const { episode, feedId } = await publishedEpisode();
    const { response, doc } = await page(`${t.url}/shows/${feedId}`);
    expect(response.status).toBe(200);
    expect(textOf(doc, 'h1')).toEqual(['Bees & Friends']);
    expect(byTag(doc, 'a').map((a) => a.attribs.href)).toContain(`${t.url}/episodes/${episode.episodeId}`);
    expect(jsonLdOf(doc)[0]).toMatchObject({ '@type': 'PodcastSeries', name: 'Bees & Friends' });

    const feed = await new Parser().parseString((await rawRequest(episode.feedUrl)).body.toString('utf8'));
    expect(feed.link).toBe('https://bees.example.com');
    expect(feed.items[0]?.link).toBe(`${t.url}/episodes/${episode.episodeId}`);
    const sitemap = (await rawRequest(`${t.url}/sitemap.xml`)).body.toString('utf8');
    expect(sitemap).toContain(`<loc>${t.url}/shows/${feedId}</loc>`);
    expect(sitemap).toContain(`<loc>${t.url}/episodes/${episode.episodeId}</loc>`);
  });
});

describe('public pages, their embed and oEmbed', () => {
  it('answer oEmbed with valid JSON for our episode pages and embeds only', async () => {
    const { episode } = await publishedEpisode();
    const pageUrl = `${t.url}/episodes/${episode.episodeId}`;
    const answer = await rawRequest(`${t.url}/oembed?url=${encodeURIComponent(pageUrl)}&format=json&maxwidth=400`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    const json = JSON.parse(answer.body.toString('utf8'));
    expect(json).toMatchObject({ version: '1.0', type: 'rich', width: 400, height: 200, title: expect.any(String) });
    expect(json.html).toMatch(
      new RegExp(`^<iframe src="${t.url}/embed/episodes/${episode.episodeId}" width="400" height="200"`),
    );
    expect((await rawRequest(`${t.url}/oembed?url=${encodeURIComponent(pageUrl)}&format=xml`)).status).toBe(501);
    const elsewhere = `https://example.com/episodes/${episode.episodeId}`;
    expect((await rawRequest(`${t.url}/oembed?url=${encodeURIComponent(elsewhere)}`)).status).toBe(404);

    const embed = await rawRequest(`${t.url}/embed/episodes/${episode.episodeId}`);
    expect(embed.status).toBe(200);
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers['x-frame-options']).toBeUndefined();
  });

  it('never show private data: drafts, unpublished episodes, other podcasts', async () => {
    const { episode, feedId, accessToken, user } = await publishedEpisode('Soon gone');
    // Another user's feed with no episode is a draft; their unpublished podcast is nowhere.
    const other = await createCreator(t);
    await createPodcastWithAudio(t, other.user.id, { seconds: 5, title: 'Someone else draft' });
    const draft = await graphql(t, other.accessToken, CREATE_RSS, { input: rssInput({ podcastTitle: 'Draft show' }) });
    expect((await page(`${t.url}/shows/${draft.data?.createRss.feedId}`)).response.status).toBe(404);

    await graphql(t, accessToken, 'mutation($e:Int!){ unpublishEpisode(episodeId:$e){ published } }', {
      e: episode.episodeId,
    });
    expect((await page(`${t.url}/episodes/${episode.episodeId}`)).response.status).toBe(404);
    expect((await page(`${t.url}/embed/episodes/${episode.episodeId}`)).response.status).toBe(404);
    expect((await page(`${t.url}/shows/${feedId}`)).response.status).toBe(404);
    const pageUrl = `${t.url}/episodes/${episode.episodeId}`;
    expect((await rawRequest(`${t.url}/oembed?url=${encodeURIComponent(pageUrl)}`)).status).toBe(404);
    const sitemap = (await rawRequest(`${t.url}/sitemap.xml`)).body.toString('utf8');
    expect(sitemap).not.toContain(`/episodes/${episode.episodeId}<`);
    expect(sitemap).not.toContain(feedId);
    expect(sitemap).not.toContain(draft.data?.createRss.feedId);
    // A second, published episode shows on the show page; none of the private titles appear anywhere public.
    const second = await createPodcastWithAudio(t, user.id, { seconds: 5, title: 'Private podcast title' });
    const published = await publish(t, accessToken, user.id, second.id, { title: 'Still here' });
    const show = (await page(`${t.url}/shows/${feedId}`)).html;
    const episodePage = (await page(`${t.url}/episodes/${published.data?.addEpisode.episodeId}`)).html;
    for (const html of [show, episodePage]) {
      expect(html).toContain('Still here');
      for (const secret of ['Soon gone', 'Someone else draft', 'Draft show', 'Private podcast title']) {
        expect(html).not.toContain(secret);
      }
    }
  });
});

describe('what public pages weigh', () => {
  it('show the cover as a WebP at 3× the size each page shows it, made from the JPEG podcast apps keep getting', async () => {
    const { feedId, episode } = await publishedEpisode();
    const pages = [`/shows/${feedId}`, `/episodes/${episode.episodeId}`, `/embed/episodes/${episode.episodeId}`];
    const imgs = await Promise.all(pages.map(async (url) => byTag((await page(`${t.url}${url}`)).doc, 'img')[0]));
    const feed = await new Parser().parseString((await rawRequest(episode.feedUrl)).body.toString('utf8'));
    const coverUrl = feed.itunes?.image as string;
    expect(coverUrl).toMatch(new RegExp(`^${t.url}/feeds/${feedId}/cover/[0-9a-f]{16}\\.jpg$`));
    const cover = await rawRequest(coverUrl);
    expect(await sharp(cover.body).metadata()).toMatchObject({ format: 'jpeg', width: 1400 });
    for (const img of imgs) {
      const url = img?.attribs.src as string;
      const size = 3 * Number(img?.attribs.width);
      expect(url).toBe(coverUrl.replace(/\.jpg$/, `-${size}.webp`));
      // Two first visits at once both get it; it is made from the cover and then served as a stored file.
      const [first, second] = await Promise.all([rawRequest(url), rawRequest(url)]);
      for (const answer of [first, second]) {
        expect(answer.status).toBe(200);
        expect(answer.headers['content-type']).toBe('image/webp');
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(answer.headers['access-control-allow-origin']).toBe('*');
      }
      const image = await sharp(first.body).metadata();
      expect([image.format, image.width, image.height]).toEqual(['webp', size, size]);
      expect(first.body.length).toBeLessThan(cover.body.length / 5);
      expect(second.headers.etag).toBe(first.headers.etag);
      const again = await rawRequest(url, { headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.status).toBe(304);
    }
    expect(imgs.slice(0, 2).map((img) => img?.attribs.fetchpriority)).toEqual(['high', 'high']);

    // Only a cover that exists, at a size a page shows, has a thumbnail: nothing is made for a name made up.
    const hash = /([0-9a-f]{16})\.jpg$/.exec(coverUrl)?.[1];
    for (const name of ['0123456789abcdef-480.webp', `${hash}-4000.webp`, `${hash}.webp`, `${hash}-480.png`]) {
      expect((await rawRequest(`${t.url}/feeds/${feedId}/cover/${name}`)).status).toBe(404);
      expect(await t.services.storage.stat(`feeds/${feedId}/cover/${name}`)).toBeNull();
    }
  });
});

describe('public pages compressed', () => {
  it('send the pages, their script and oEmbed in brotli or gzip to whoever accepts it, plain to the rest', async () => {
    const { feedId, episode } = await publishedEpisode();
    const pageUrl = `${t.url}/episodes/${episode.episodeId}`;
    const urls = [
      `${t.url}/shows/${feedId}`,
      pageUrl,
      `${t.url}/embed/episodes/${episode.episodeId}`,
      `${t.url}/public/player.js`,
    ];
    for (const url of urls) {
      const plain = await rawRequest(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);
      const br = await rawRequest(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect([br.status, br.headers['content-encoding'], br.headers.vary]).toEqual([200, 'br', 'accept-encoding']);
      expect(br.body.length).toBeLessThan(plain.body.length / 2);
      // The same bytes, whatever they travelled in.
      expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plain.body.toString('utf8'));
      const gzip = await rawRequest(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString('utf8')).toBe(plain.body.toString('utf8'));
      expect(br.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    }
  });
});
