import Parser from 'rss-parser';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestClock } from '../../test/clock';
import { useTestApp } from '../../test/use-test-app';
import { podcastGuid } from './podcast-guid';
import { checkFeed, RFC_2822, readFeed, text } from './testing/feed-checks';
import {
  CREATE_RSS,
  createCreator,
  createPodcastWithAudio,
  graphql,
  publish,
  rawRequest,
  renderAudio,
  rssInput,
} from './testing/publishing-test-kit';

let t: TestApp;
let token: string;
let userId: number;
const clock = createTestClock();

useTestApp(
  (app) => {
    t = app;
  },
  {},
  { now: clock.now },
);
beforeEach(async () => {
  const creator = await createCreator(t, { givenName: 'Asha' });
  userId = creator.user.id;
  token = creator.accessToken;
});

async function createFeed(overrides: Record<string, unknown> = {}) {
  const created = await graphql(t, token, CREATE_RSS, { input: rssInput(overrides) });
  expect(created.errors).toBeUndefined();
  return created.data?.createRss as { feedUrl: string; feedId: string; platform: string };
}

describe('the hosted feed', () => {
  it('has every tag Apple and Spotify require, and what the episode carries matches what is served', async () => {
    const podcast = await createPodcastWithAudio(t, userId, { seconds: 90 });
    const feed = await createFeed({ podcastId: podcast.id });
    expect(feed.feedUrl).toBe(`${t.url}/feeds/${feed.feedId}.xml`);
    const published = await publish(t, token, userId, podcast.id);
    expect(published.errors).toBeUndefined();
    const episode = published.data?.addEpisode;
    expect(episode).toMatchObject({ title: 'Episode one: the waggle dance', itunesSeason: 1, itunesEpisode: 1 });
    expect(episode.pubDate).toMatch(RFC_2822);
    expect(episode.link).toBe(episode.enclosureUrl);

    const { channel } = await checkFeed(feed.feedUrl);
    expect(channel['itunes:category'][0]['@text']).toBe('Science');
    expect(text(channel.language)).toBe('en-us');
    expect(text(channel['itunes:explicit'])).toBe('false');
    expect(text(channel.copyright)).toMatch(/^© \d{4} Asha Rao$/);
    const [item] = channel.item;
    expect(text(item.guid)).toBe(episode.guid);
    expect(item.enclosure['@url']).toBe(episode.enclosureUrl);
    expect(Number(item.enclosure['@length'])).toBe(episode.enclosureLength);
    expect(Math.abs(Number(text(item['itunes:duration'])) - 90)).toBeLessThanOrEqual(1);
    expect(text(item['itunes:episode'])).toBe('1');

    const [vtt, txt] = item['podcast:transcript'];
    expect(vtt).toMatchObject({ '@type': 'text/vtt', '@language': 'en-in' });
    expect(txt).toMatchObject({ '@type': 'text/plain' });
    const captions = (await rawRequest(vtt['@url'])).body.toString();
    expect(captions.startsWith('WEBVTT')).toBe(true);
    expect(captions).toContain('<v Ravi>Bees dance to tell each other where the flowers are.');
    expect(captions).toContain('&amp; a little &lt;strange&gt;.');
    expect((await rawRequest(txt['@url'])).body.toString()).toContain('Asha: Welcome to the show');
  });

  it('serves a generated cover that meets Apple’s artwork rules', async () => {
    const feed = await createFeed();
    const { channel } = await readFeed(feed.feedUrl);
    const cover = await rawRequest(channel['itunes:image']['@href']);
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(cover.body).metadata();
    expect(meta.width).toBe(meta.height);
    expect(meta.width).toBeGreaterThanOrEqual(1400);
    expect(meta.width).toBeLessThanOrEqual(3000);
    expect(meta.format).toBe('jpeg');
    expect(meta.space).toBe('srgb');
    expect(meta.channels).toBe(3);
  });
});

describe("the hosted feed's episodes", () => {
  it('keeps the guid across a re-render and publishes a new enclosure whose old bytes stay as they were', async () => {
    let podcast = await createPodcastWithAudio(t, userId, { seconds: 90 });
    const feed = await createFeed();
    const first = (await publish(t, token, userId, podcast.id)).data?.addEpisode;
    const again = (await publish(t, token, userId, podcast.id)).data?.addEpisode;
    expect(again.enclosureUrl).toBe(first.enclosureUrl);

    podcast = await renderAudio(t, podcast, 75, 660);
    const rerendered = (await publish(t, token, userId, podcast.id)).data?.addEpisode;
    expect(rerendered.guid).toBe(first.guid);
    expect(rerendered.episodeId).toBe(first.episodeId);
    expect(rerendered.enclosureUrl).not.toBe(first.enclosureUrl);
    expect(rerendered.enclosureLength).not.toBe(first.enclosureLength);

    const { channel } = await checkFeed(feed.feedUrl);
    expect(channel.item).toHaveLength(1);
    expect(text(channel.item[0].guid)).toBe(first.guid);
    expect(channel.item[0].enclosure['@url']).toBe(rerendered.enclosureUrl);
    const old = await rawRequest(first.enclosureUrl, { headers: { 'user-agent': 'curl/8.5.0' } });
    expect(old.status).toBe(200);
    expect(old.body.length).toBe(first.enclosureLength);
  });

  it('keeps the enclosure when the podcast is deleted', async () => {
    const podcast = await createPodcastWithAudio(t, userId);
    const feed = await createFeed();
    const episode = (await publish(t, token, userId, podcast.id)).data?.addEpisode;
    const removed = await graphql(t, token, 'mutation($id:Int!){ deletePodcast(podcastId:$id){ success } }', {
      id: podcast.id,
    });
    expect(removed.data?.deletePodcast.success).toBe(true);
    const { channel } = await checkFeed(feed.feedUrl);
    expect(channel.item[0].enclosure['@url']).toBe(episode.enclosureUrl);
  });

  it('times the transcript by the rendered lines when the podcast carries them', async () => {
    const lineTimings = [
      { index: 0, speaker: 'Asha', start: 0.5, end: 3.25 },
      { index: 1, speaker: 'Ravi', start: 3.75, end: 7 },
      { index: 2, speaker: 'Asha', start: 7.5, end: 9 },
    ];
    const podcast = await createPodcastWithAudio(t, userId, { seconds: 10, settings: { lineTimings } });
    await createFeed();
    const episode = (await publish(t, token, userId, podcast.id)).data?.addEpisode;
    const vttUrl = episode.enclosureUrl.replace(/\.mp3$/, '.vtt');
    const vtt = (await rawRequest(vttUrl)).body.toString();
    expect(vtt).toContain('00:00:00.500 --> 00:00:03.250\n<v Asha>');
    expect(vtt).toContain('00:00:03.750 --> 00:00:07.000\n<v Ravi>');
  });
});

describe('the hosted feed, as feed readers see it', () => {
  it('numbers episodes, newest first, and a feed parser library reads them', async () => {
    const feed = await createFeed({ explicit: 'yes', category: 'Science > Physics', language: 'EN-GB' });
    for (const n of [1, 2, 3]) {
      const podcast = await createPodcastWithAudio(t, userId, { seconds: 30 + n });
      const answer = await publish(t, token, userId, podcast.id, { title: `Episode ${n}` });
      expect(answer.data?.addEpisode.itunesEpisode).toBe(n);
    }
    const { channel, xml } = await checkFeed(feed.feedUrl);
    expect(text(channel['itunes:explicit'])).toBe('true');
    expect(text(channel.language)).toBe('en-gb');
    expect(channel['itunes:category'][0]['itunes:category'][0]['@text']).toBe('Physics');

    const parsed = await new Parser({ customFields: { item: ['itunes:episode', 'itunes:season'] } }).parseString(xml);
    expect(parsed.title).toBe('Bees & Friends');
    expect(parsed.feedUrl).toBe(feed.feedUrl);
    expect(parsed.itunes?.owner?.email).toBe('asha@example.com');
    expect(parsed.itunes?.explicit).toBe('true');
    expect(parsed.items.map((i) => i.title)).toEqual(['Episode 3', 'Episode 2', 'Episode 1']);
    for (const item of parsed.items) {
      expect(item.enclosure?.type).toBe('audio/mpeg');
      expect(Number(item.enclosure?.length)).toBeGreaterThan(1000);
      expect(item.guid).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(item.pubDate ?? ''))).toBe(false);
    }
  });

  it('cuts a long description to 4000 bytes and escapes what users type', async () => {
    const feed = await createFeed({
      podcastTitle: 'Tags <b>&</b> "quotes"\u0001\uFFFE',
      podcastDescription: 'é'.repeat(3999),
    });
    const { channel, xml } = await readFeed(feed.feedUrl);
    expect(text(channel.title)).toBe('Tags <b>&</b> "quotes"');
    expect(xml).toContain('Tags &lt;b&gt;&amp;&lt;/b&gt;');
    expect(Buffer.byteLength(text(channel.description), 'utf8')).toBeLessThanOrEqual(4000);
  });

  it('moves lastBuildDate and the ETag only when the content changes', async () => {
    const feed = await createFeed();
    const first = await readFeed(feed.feedUrl);
    // Past the second lastBuildDate and Last-Modified are written to.
    clock.advance(1100);
    await createFeed();
    const same = await readFeed(feed.feedUrl);
    expect(text(same.rss.channel.lastBuildDate)).toBe(text(first.rss.channel.lastBuildDate));
    expect(same.response.headers.etag).toBe(first.response.headers.etag);

    await createFeed({ podcastDescription: 'Now with wasps.' });
    const changed = await readFeed(feed.feedUrl);
    expect(text(changed.rss.channel.lastBuildDate)).not.toBe(text(first.rss.channel.lastBuildDate));
    expect(changed.response.headers.etag).not.toBe(first.response.headers.etag);
  });
});

describe('podcast:guid', () => {
  it('is the UUIDv5 of the feed URL without scheme or trailing slash', () => {
    expect(podcastGuid('https://podnews.net/rss')).toBe('9b024349-ccf0-5f69-a609-6b82873eab3c');
    expect(podcastGuid('podnews.net/rss/')).toBe('9b024349-ccf0-5f69-a609-6b82873eab3c');
    expect(podcastGuid('http://podnews.net/rss')).toBe('9b024349-ccf0-5f69-a609-6b82873eab3c');
  });
});
