import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../platform/events/outbox.schema';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import {
  CREATE_RSS,
  createCreatorWithFeed,
  graphql,
  publish,
  rawRequest,
  rssInput,
} from './testing/publishing-test-kit';

/** A local WebSub hub and pubnotify endpoint that record what they were told (and can refuse once). */
interface Told {
  kind: 'websub' | 'podcastindex';
  mode?: string | null;
  url: string | null;
}
let told: Told[] = [];
let refuseNext = 0;
const hub = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const status = refuseNext > 0 ? 503 : 204;
    if (refuseNext > 0) refuseNext--;
    else if (req.method === 'POST' && req.url === '/hub') {
      expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      told.push({ kind: 'websub', mode: form.get('hub.mode'), url: form.get('hub.url') });
    } else if (req.method === 'GET' && req.url?.startsWith('/api/1.0/hub/pubnotify')) {
      told.push({ kind: 'podcastindex', url: new URL(req.url, 'http://x').searchParams.get('url') });
    }
    res.writeHead(status).end();
  });
});

let database: TestDatabase;
let t: TestApp;
let hubUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => hub.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(hub.address() as AddressInfo).port}`;
  hubUrl = `${base}/hub`;
  database = await createTestDatabase();
  t = await startTestApp(database, {
    WEBSUB_HUB_URL: hubUrl,
    PODCAST_INDEX_PING_URL: `${base}/api/1.0/hub/pubnotify`,
  });
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
  await new Promise((resolve) => hub.close(resolve));
});
beforeEach(async () => {
  await database.reset();
  told = [];
  refuseNext = 0;
});

async function setUp() {
  const { user, accessToken, podcast, feed } = await createCreatorWithFeed(t);
  return { user, accessToken, podcast, feedUrl: feed.feedUrl };
}

const both = (feedUrl: string): Told[] => [
  { kind: 'websub', mode: 'publish', url: feedUrl },
  { kind: 'podcastindex', url: feedUrl },
];

describe('WebSub and Podcast Index pings', () => {
  it('name the hub in the feed, and tell it once each of publishing, editing and unpublishing', async () => {
    const { user, accessToken, podcast, feedUrl } = await setUp();
    told = [];
    const xml = (await rawRequest(feedUrl)).body.toString('utf8');
    const links = new XMLParser({ ignoreAttributes: false }).parse(xml).rss.channel['atom:link'];
    expect(links).toContainEqual({ '@_href': hubUrl, '@_rel': 'hub' });

    const published = await publish(t, accessToken, user.id, podcast.id, { title: 'Bees' });
    expect(published.errors).toBeUndefined();
    expect(told).toEqual(both(feedUrl));

    // The same again is no change: nobody is told.
    await publish(t, accessToken, user.id, podcast.id, { title: 'Bees' });
    expect(told).toEqual(both(feedUrl));

    await publish(t, accessToken, user.id, podcast.id, { title: 'Bees, edited' });
    expect(told).toEqual([...both(feedUrl), ...both(feedUrl)]);

    const episodeId = published.data?.addEpisode.episodeId as number;
    await graphql(t, accessToken, 'mutation($e:Int!){ unpublishEpisode(episodeId:$e){ published } }', { e: episodeId });
    expect(told).toEqual([...both(feedUrl), ...both(feedUrl), ...both(feedUrl)]);

    // Editing the feed itself is a change too.
    await graphql(t, accessToken, CREATE_RSS, { input: rssInput({ podcastTitle: 'Bees and more' }) });
    expect(told).toHaveLength(8);

    // So is editing it on the Shows screen (updateShow); saving it unchanged tells nobody.
    const showId = feedUrl.split('/feeds/')[1]?.replace('.xml', '');
    const { platform: _platform, ...form } = rssInput({ podcastTitle: 'Bees, the show' });
    const update = 'mutation($s:String!,$i:ShowInput!){ updateShow(showId:$s, input:$i){ title } }';
    expect((await graphql(t, accessToken, update, { s: showId, i: form })).errors).toBeUndefined();
    expect(told.slice(8)).toEqual(both(feedUrl));
    await graphql(t, accessToken, update, { s: showId, i: form });
    expect(told).toHaveLength(10);
  });

  it('retries a hub that refused, and tells it once when it answers', async () => {
    const { user, accessToken, podcast, feedUrl } = await setUp();
    told = [];
    refuseNext = 1;
    await publish(t, accessToken, user.id, podcast.id);
    // The hub refused: Podcast Index was told, the hub's ping waits for the outbox's retry.
    expect(told).toEqual([{ kind: 'podcastindex', url: feedUrl }]);
    // The retry time comes (the sweep would find it then).
    await t.services.db.update(outboxEvents).set({ claimedUntil: new Date(0) });
    await t.services.domainEvents.dispatchPending();
    await t.services.domainEvents.dispatchPending();
    expect(told).toEqual([
      { kind: 'podcastindex', url: feedUrl },
      { kind: 'websub', mode: 'publish', url: feedUrl },
    ]);
  });
});

describe('a private show', () => {
  it('is never announced: making it private, publishing to it and editing it tell nobody', async () => {
    const { user, accessToken, podcast, feedUrl } = await setUp();
    const showId = feedUrl.split('/feeds/')[1]?.replace('.xml', '');
    const { platform: _platform, ...form } = rssInput();
    const update = 'mutation($s:String!,$i:ShowInput!){ updateShow(showId:$s, input:$i){ visibility } }';
    told = [];
    const made = await graphql(t, accessToken, update, { s: showId, i: { ...form, visibility: 'PRIVATE' } });
    expect(made.data?.updateShow.visibility).toBe('PRIVATE');
    expect((await publish(t, accessToken, user.id, podcast.id, { title: 'Hidden' })).errors).toBeUndefined();
    await graphql(t, accessToken, update, { s: showId, i: { ...form, podcastTitle: 'Still hidden' } });
    await t.services.domainEvents.dispatchPending();
    expect(told).toEqual([]);
    // Public again: that is news.
    await graphql(t, accessToken, update, { s: showId, i: { ...form, visibility: 'PUBLIC' } });
    expect(told).toEqual(both(feedUrl));
  });
});
