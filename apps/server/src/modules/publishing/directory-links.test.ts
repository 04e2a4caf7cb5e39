import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { createSession, createUser } from '../auth/testing/factories';
import { CREATE_RSS, createPublishedEpisode, graphql, rawRequest, rssInput } from './testing/publishing-test-kit';

let t: TestApp;

useTestApp((app) => {
  t = app;
});

const APPLE = 'https://podcasts.apple.com/us/podcast/the-bee-show/id1234567890';
const SPOTIFY = 'https://open.spotify.com/show/4rOoJ6Egrf8K2IrywzwOMk';
const AMAZON = 'https://music.amazon.co.uk/podcasts/0b1c2d3e-aaaa-bbbb-cccc-111122223333/the-bee-show';
const FEEDS = '{ rssFeeds { feedId platform appleUrl spotifyUrl amazonUrl } }';

async function publishedShow() {
  const { user, accessToken, feed, episode } = await createPublishedEpisode(t, {
    episode: { title: 'The waggle dance' },
  });
  return { user, accessToken, feedId: feed.feedId, episodeId: episode.episodeId };
}

async function listenLinks(url: string) {
  const response = await rawRequest(url);
  expect(response.status).toBe(200);
  const doc = parseDocument(response.body.toString('utf8'));
  const links = DomUtils.getElementsByTagName('a', doc)
    .map((a) => ({ name: DomUtils.textContent(a).trim(), href: a.attribs.href, rel: a.attribs.rel }))
    .filter((a) => a.name.startsWith('Listen on'));
  const jsonLd = DomUtils.getElementsByTagName('script', doc)
    .filter((s) => s.attribs.type === 'application/ld+json')
    .map((s) => JSON.parse(DomUtils.textContent(s)));
  return { links, jsonLd };
}

const feedsOf = async (token: string) =>
  (await graphql(t, token, FEEDS)).data?.rssFeeds as Array<Record<string, unknown>>;

describe('directory listing links', () => {
  it('are shown on the show and episode pages only once set, with rel=noopener and JSON-LD sameAs', async () => {
    const { accessToken, feedId, episodeId } = await publishedShow();
    for (const url of [`${t.url}/shows/${feedId}`, `${t.url}/episodes/${episodeId}`]) {
      const before = await listenLinks(url);
      expect(before.links).toEqual([]);
      expect(JSON.stringify(before.jsonLd)).not.toContain('sameAs');
    }

    const saved = await graphql(t, accessToken, CREATE_RSS, {
      input: rssInput({ appleUrl: ` ${APPLE} `, spotifyUrl: SPOTIFY, amazonUrl: AMAZON }),
    });
    expect(saved.errors).toBeUndefined();
    expect(await feedsOf(accessToken)).toEqual([
      expect.objectContaining({ appleUrl: APPLE, spotifyUrl: SPOTIFY, amazonUrl: AMAZON }),
    ]);

    const show = await listenLinks(`${t.url}/shows/${feedId}`);
    expect(show.links).toEqual([
      { name: 'Listen on Apple Podcasts', href: APPLE, rel: 'noopener' },
      { name: 'Listen on Spotify', href: SPOTIFY, rel: 'noopener' },
      { name: 'Listen on Amazon Music', href: AMAZON, rel: 'noopener' },
    ]);
    expect(show.jsonLd[0].sameAs).toEqual([APPLE, SPOTIFY, AMAZON]);
    const episode = await listenLinks(`${t.url}/episodes/${episodeId}`);
    expect(episode.links.map((l) => l.href)).toEqual([APPLE, SPOTIFY, AMAZON]);
    expect(episode.jsonLd[0].partOfSeries.sameAs).toEqual([APPLE, SPOTIFY, AMAZON]);

    // Omitted keeps a link; empty clears it.
    const cleared = await graphql(t, accessToken, CREATE_RSS, { input: rssInput({ spotifyUrl: '' }) });
    expect(cleared.errors).toBeUndefined();
    expect((await listenLinks(`${t.url}/shows/${feedId}`)).links.map((l) => l.name)).toEqual([
      'Listen on Apple Podcasts',
      'Listen on Amazon Music',
    ]);
  });
});

describe("directory listing links that are not the directory's own", () => {
  it.each([
    ['appleUrl', 'http://podcasts.apple.com/us/podcast/id1', 'Apple Podcasts', 'podcasts.apple.com'],
    ['appleUrl', 'https://podcasts.apple.com.evil.example/id1', 'Apple Podcasts', 'podcasts.apple.com'],
    ['appleUrl', 'https://open.spotify.com/show/1', 'Apple Podcasts', 'podcasts.apple.com'],
    ['spotifyUrl', 'https://evil.example/?open.spotify.com', 'Spotify', 'open.spotify.com'],
    ['spotifyUrl', 'javascript:alert(1)//open.spotify.com', 'Spotify', 'open.spotify.com'],
    ['spotifyUrl', 'https://user@open.spotify.com/show/1', 'Spotify', 'open.spotify.com'],
    ['amazonUrl', 'https://amazon.com/podcasts/1', 'Amazon Music', 'music.amazon.com (or music.amazon.<country>)'],
    [
      'amazonUrl',
      'https://music.amazon.example.com/podcasts/1',
      'Amazon Music',
      'music.amazon.com (or music.amazon.<country>)',
    ],
    // Look-alikes anyone can register: not Amazon's storefronts.
    ...['music.amazon.zz', 'music.amazon.co.zz', 'music.amazon.com.zz'].map((host) => [
      'amazonUrl',
      `https://${host}/podcasts/1`,
      'Amazon Music',
      'music.amazon.com (or music.amazon.<country>)',
    ]),
  ])('refuse %s = %s with a sentence and change nothing', async (field, value, name, hosts) => {
    const { accessToken } = await publishedShow();
    await graphql(t, accessToken, CREATE_RSS, { input: rssInput({ appleUrl: APPLE }) });
    const before = await feedsOf(accessToken);
    const answer = await graphql(t, accessToken, CREATE_RSS, {
      input: rssInput({
        podcastTitle: 'A new title',
        [field]: value,
        ...(field === 'appleUrl' ? {} : { appleUrl: '' }),
      }),
    });
    expect(answer.errors?.[0]?.message).toBe(
      `Please paste the show's ${name} address: it starts with https:// and is on ${hosts}.`,
    );
    expect(JSON.stringify(answer)).not.toMatch(/at .*\.ts|stack/i);
    expect(await feedsOf(accessToken)).toEqual(before);
    const titles = await graphql(t, accessToken, '{ rssFeeds { podcastTitle appleUrl } }');
    expect(titles.data?.rssFeeds[0]).toMatchObject({ appleUrl: APPLE });
    expect(titles.data?.rssFeeds[0].podcastTitle).not.toBe('A new title');
  });

  it("cannot be set on another user's feed", async () => {
    const a = await publishedShow();
    const b = await createUser(t.services.db, { givenName: 'Bilal' });
    const { accessToken: tokenB } = await createSession(t.services, b);
    const answer = await graphql(t, tokenB, CREATE_RSS, {
      input: rssInput({ userId: a.user.id, appleUrl: APPLE }),
    });
    expect(answer.errors?.[0]?.message).toBe('Invalid user ID. Please log in again.');
    // Without a userId the call only ever touches the caller's own feed.
    await graphql(t, tokenB, CREATE_RSS, { input: rssInput({ spotifyUrl: SPOTIFY }) });
    expect(await feedsOf(a.accessToken)).toEqual([
      expect.objectContaining({ feedId: a.feedId, appleUrl: null, spotifyUrl: null, amazonUrl: null }),
    ]);
    expect((await listenLinks(`${t.url}/shows/${a.feedId}`)).links).toEqual([]);
  });
});
