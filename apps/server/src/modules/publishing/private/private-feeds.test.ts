import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LISTENER_MESSAGES, MESSAGES } from '@podloom/contract';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app';
import { useTestApp } from '../../../test/use-test-app';
import { enclosureDownloads } from '../../schema';
import { checkFeed, readFeed, text } from '../testing/feed-checks';
import {
  createCreator,
  createPublishedEpisode,
  type GraphQLAnswer,
  graphql,
  PODCAST_APP,
  rawRequest,
  rssInput,
} from '../testing/publishing-test-kit';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

const UPDATE_SHOW = 'mutation($id:String!,$input:ShowInput!){ updateShow(showId:$id, input:$input){ id visibility } }';
const ADD = `mutation($s:String!,$n:String!,$e:String!){ addListener(showId:$s, name:$n, email:$e){ listenerId feedUrl } }`;
const LISTENERS = `query($s:String!){ listeners(showId:$s){ id name email createdAt lastFetchAt downloads revoked feedUrl } }`;
const REVOKE = 'mutation($l:String!){ revokeListener(listenerId:$l){ id revoked feedUrl } }';
const ROTATE = 'mutation($l:String!){ rotateListener(listenerId:$l){ listenerId feedUrl } }';

function dataOf(answer: GraphQLAnswer) {
  expect(answer.errors).toBeUndefined();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary GraphQL shapes.
  return answer.data as Record<string, any>;
}

/** The outbox's mails, their quoted-printable text decoded. */
async function mails(): Promise<string[]> {
  const dir = path.join(t.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'));
  const raw = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return raw.map((mail) =>
    mail
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  );
}

/** A published episode on a show made private, and two listeners of it. */
async function privateShow() {
  const setup = await createPublishedEpisode(t);
  const { platform: _platform, ...form } = rssInput();
  const made = dataOf(
    await graphql(t, setup.accessToken, UPDATE_SHOW, {
      id: setup.feed.feedId,
      input: { ...form, visibility: 'PRIVATE' },
    }),
  );
  expect(made.updateShow.visibility).toBe('PRIVATE');
  const add = async (name: string, email: string) =>
    dataOf(await graphql(t, setup.accessToken, ADD, { s: setup.feed.feedId, n: name, e: email })).addListener as {
      listenerId: string;
      feedUrl: string;
    };
  // Fresh addresses each time: the listener mails of an address are limited per hour, whichever show sends them.
  const run = randomUUID().slice(0, 8);
  const emails = { mira: `mira.${run}@example.com`, tom: `tom.${run}@example.com` };
  const mira = await add('Mira Patel', emails.mira);
  const tom = await add('Tom Okafor', emails.tom);
  return { ...setup, mira, tom, emails };
}

const episodeIdOf = (url: URL) => Number(url.pathname.split('/')[4]);

const enclosureOf = async (feedUrl: string) => {
  const { channel } = await readFeed(feedUrl);
  return new URL(channel.item[0].enclosure['@url'] as string);
};

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
}

describe('private feeds', () => {
  it('hides a private show: its public feed, pages and sitemap entries are absent', async () => {
    const { feed, episode } = await privateShow();
    expect((await rawRequest(feed.feedUrl)).status).toBe(404);
    expect((await rawRequest(`${t.url}/shows/${feed.feedId}`)).status).toBe(404);
    expect((await rawRequest(`${t.url}/episodes/${episode.episodeId}`)).status).toBe(404);
    expect((await rawRequest(`${t.url}/embed/episodes/${episode.episodeId}`)).status).toBe(404);
    const sitemap = (await rawRequest(`${t.url}/sitemap.xml`)).body.toString();
    expect(sitemap).not.toContain(feed.feedId);
    expect(sitemap).not.toContain(`/episodes/${episode.episodeId}`);
    // The public enclosure URL, unsigned, is refused.
    const unsigned = await rawRequest(episode.enclosureUrl);
    expect(unsigned.status).toBe(403);
    expect(JSON.parse(unsigned.body.toString()).message).toMatch(/listeners only/);
  });
});

describe('links to public pages', () => {
  const EPISODES = 'query($p:String){ episodes(platform:$p){ episodeId pageUrl embedCode } }';
  const SHOWS = '{ shows { id pageUrl } }';
  const UNPUBLISH = 'mutation($e:Int!){ unpublishEpisode(episodeId:$e){ episodeId pageUrl embedCode } }';

  it("gives no page URL or embed code for a private show's episodes, nor a page URL for the show", async () => {
    const { feed, accessToken, episode } = await privateShow();
    for (const platform of [null, feed.platform]) {
      const episodes = dataOf(await graphql(t, accessToken, EPISODES, { p: platform })).episodes;
      expect(episodes).toEqual([{ episodeId: episode.episodeId, pageUrl: null, embedCode: null }]);
    }
    expect(dataOf(await graphql(t, accessToken, SHOWS)).shows).toEqual([{ id: feed.feedId, pageUrl: null }]);

    // Public again: the links come back, and they open.
    const { platform: _platform, ...form } = rssInput();
    dataOf(await graphql(t, accessToken, UPDATE_SHOW, { id: feed.feedId, input: { ...form, visibility: 'PUBLIC' } }));
    const [shown] = dataOf(await graphql(t, accessToken, EPISODES, { p: null })).episodes;
    expect(shown.pageUrl).toBe(`${t.url}/episodes/${episode.episodeId}`);
    expect(shown.embedCode).toContain(`src="${t.url}/embed/episodes/${episode.episodeId}"`);
    expect((await rawRequest(shown.pageUrl)).status).toBe(200);
    const [show] = dataOf(await graphql(t, accessToken, SHOWS)).shows;
    expect((await rawRequest(show.pageUrl)).status).toBe(200);
  });

  it("answers an unpublished private episode's links as null too", async () => {
    const { accessToken, episode } = await privateShow();
    const unpublished = dataOf(await graphql(t, accessToken, UNPUBLISH, { e: episode.episodeId })).unpublishEpisode;
    expect(unpublished).toEqual({ episodeId: episode.episodeId, pageUrl: null, embedCode: null });
  });
});

describe('personal feeds', () => {
  it('mails each listener a personal feed that passes the strict checks, blocked and locked, counted per listener', async () => {
    const { feed, accessToken, mira, emails } = await privateShow();
    expect(mira.feedUrl).toMatch(/\/feeds\/private\/[A-Za-z0-9_-]{43}\.xml$/);
    const mailed = (await mails()).filter((m) => m.includes(`To: ${emails.mira}`) && m.includes(mira.feedUrl));
    expect(mailed).toHaveLength(1);

    const { channel, response } = await checkFeed(mira.feedUrl, { showFeedUrl: feed.feedUrl });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(text(channel['itunes:block'])).toBe('Yes');
    expect(text(channel['podcast:locked'])).toBe('yes');
    expect([channel['atom:link']].flat().some((l) => l['@rel'] === 'hub')).toBe(false);
    const enclosure = new URL(channel.item[0].enclosure['@url'] as string);
    expect(enclosure.searchParams.get('listener')).toBe(mira.listenerId);

    const listeners = await waitFor(
      async () => dataOf(await graphql(t, accessToken, LISTENERS, { s: feed.feedId })).listeners,
      (rows) => rows[0]?.downloads > 0,
    );
    expect(listeners.map((l: { name: string }) => l.name)).toEqual(['Mira Patel', 'Tom Okafor']);
    expect(listeners[0]).toMatchObject({
      email: emails.mira,
      downloads: 1,
      revoked: false,
      feedUrl: mira.feedUrl,
    });
    expect(listeners[0].lastFetchAt).toMatch(/^\d{4}-/);
    expect(listeners[1]).toMatchObject({ downloads: 0, lastFetchAt: null });
    // Still in the episode's own analytics (a podcast app's download: the strict checks' curl is not counted there).
    const downloaded = await rawRequest(enclosure.toString(), { headers: { 'user-agent': PODCAST_APP } });
    expect(downloaded.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.app.modules.publishing.service.runtime.downloads.flush();
    const counted = await t.services.db.select().from(enclosureDownloads);
    expect(counted.map((row) => row.episodeId)).toContain(episodeIdOf(enclosure));
  });

  it("refuses an enclosure without a signature, or with another listener's", async () => {
    const { mira, tom } = await privateShow();
    const miraFile = await enclosureOf(mira.feedUrl);
    const tomFile = await enclosureOf(tom.feedUrl);
    expect((await rawRequest(miraFile.toString())).status).toBe(200);
    // Tom's signature with Mira's name, and Mira's with Tom's: neither opens the file.
    const swapped = new URL(miraFile);
    swapped.searchParams.set('sig', tomFile.searchParams.get('sig') as string);
    expect((await rawRequest(swapped.toString())).status).toBe(403);
    const borrowed = new URL(miraFile);
    borrowed.searchParams.set('listener', tom.listenerId);
    expect((await rawRequest(borrowed.toString())).status).toBe(403);
    const bare = new URL(miraFile);
    bare.search = '';
    expect((await rawRequest(bare.toString())).status).toBe(403);
  });
});

describe('revoking and rotating', () => {
  it('answers 410 at once after a revocation, and for the old URL after a rotation', async () => {
    const { feed, accessToken, mira, tom, emails } = await privateShow();
    const miraFile = await enclosureOf(mira.feedUrl);
    const revoked = dataOf(await graphql(t, accessToken, REVOKE, { l: mira.listenerId })).revokeListener;
    expect(revoked).toEqual({ id: mira.listenerId, revoked: true, feedUrl: null });
    expect((await rawRequest(mira.feedUrl)).status).toBe(410);
    expect((await rawRequest(miraFile.toString())).status).toBe(403);
    const again = await graphql(t, accessToken, ROTATE, { l: mira.listenerId });
    expect(again.errors?.[0]?.message).toBe(LISTENER_MESSAGES.revoked);

    const tomFile = await enclosureOf(tom.feedUrl);
    const rotated = dataOf(await graphql(t, accessToken, ROTATE, { l: tom.listenerId })).rotateListener;
    expect(rotated.feedUrl).not.toBe(tom.feedUrl);
    expect((await rawRequest(tom.feedUrl)).status).toBe(410);
    expect((await rawRequest(tomFile.toString())).status).toBe(403);
    await checkFeed(rotated.feedUrl, { showFeedUrl: feed.feedUrl });
    expect((await mails()).some((m) => m.includes(emails.tom) && m.includes(rotated.feedUrl))).toBe(true);
    // An unknown token is simply not found.
    expect((await rawRequest(`${t.url}/feeds/private/${'A'.repeat(43)}.xml`)).status).toBe(404);
  });

  it('moves a personal feed to the public one when the show is public again', async () => {
    const { feed, accessToken, mira } = await privateShow();
    const { platform: _platform, ...form } = rssInput();
    dataOf(await graphql(t, accessToken, UPDATE_SHOW, { id: feed.feedId, input: { ...form, visibility: 'PUBLIC' } }));
    const moved = await rawRequest(mira.feedUrl);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(feed.feedUrl);
    await checkFeed(feed.feedUrl);
  });
});

describe('listeners', () => {
  it("refuses another user's calls and bad input, changing nothing", async () => {
    const { feed, accessToken, mira, emails } = await privateShow();
    const other = await createCreator(t);
    const refusals = [
      await graphql(t, other.accessToken, LISTENERS, { s: feed.feedId }),
      await graphql(t, other.accessToken, ADD, { s: feed.feedId, n: 'Eve', e: 'eve@example.com' }),
      await graphql(t, other.accessToken, REVOKE, { l: mira.listenerId }),
      await graphql(t, other.accessToken, ROTATE, { l: mira.listenerId }),
      await graphql(t, null, LISTENERS, { s: feed.feedId }),
    ];
    for (const answer of refusals) expect(answer.errors?.length).toBeGreaterThan(0);
    expect(refusals[2]?.errors?.[0]?.message).toBe(LISTENER_MESSAGES.notFound);
    const bad = await graphql(t, accessToken, ADD, { s: feed.feedId, n: 'Eve', e: 'not-an-email' });
    expect(bad.errors?.[0]?.message).toBe(MESSAGES.invalidEmail);
    const noName = await graphql(t, accessToken, ADD, { s: feed.feedId, n: '  ', e: 'eve@example.com' });
    expect(noName.errors?.[0]?.message).toBe(LISTENER_MESSAGES.nameRequired);
    const twice = await graphql(t, accessToken, ADD, { s: feed.feedId, n: 'Mira', e: emails.mira.toUpperCase() });
    expect(twice.errors?.[0]?.message).toBe(LISTENER_MESSAGES.duplicate);

    const listeners = dataOf(await graphql(t, accessToken, LISTENERS, { s: feed.feedId })).listeners;
    expect(listeners).toHaveLength(2);
    expect(listeners[0]).toMatchObject({ revoked: false, feedUrl: mira.feedUrl });
    expect((await rawRequest(mira.feedUrl)).status).toBe(200);
  });
});
