import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestClock } from '../../test/clock';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { webhookDeliveries, webhookEndpoints } from '../schema';
import type { PublishingServices } from '.';
import { SCHEDULE_MESSAGES } from './publishing-input';
import { checkFeed, readFeed } from './testing/feed-checks';
import {
  createCreator,
  createPodcastWithAudio,
  type GraphQLAnswer,
  graphql,
  rawRequest,
  rssInput,
} from './testing/publishing-test-kit';

const HOUR = 60 * 60 * 1000;
const clock = createTestClock();
let database: TestDatabase;
let t: TestApp;
/** One DATA_DIR for both processes, as a restarted server keeps its disk. */
let dataDir: string;
/** A local WebSub hub and Podcast Index pubnotify endpoint: the feed URLs each was told of. */
const told: Array<{ target: 'websub' | 'podcastindex'; url: string | null }> = [];
const hub = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    if (req.method === 'POST') {
      told.push({ target: 'websub', url: new URLSearchParams(Buffer.concat(chunks).toString()).get('hub.url') });
    } else told.push({ target: 'podcastindex', url: new URL(req.url ?? '/', 'http://x').searchParams.get('url') });
    res.writeHead(204).end();
  });
});
let hubBase: string;
const start = () =>
  startTestApp(
    database,
    { DATA_DIR: dataDir, WEBSUB_HUB_URL: `${hubBase}/hub`, PODCAST_INDEX_PING_URL: `${hubBase}/api/1.0/hub/pubnotify` },
    { now: clock.now },
  );

beforeAll(async () => {
  await new Promise<void>((resolve) => hub.listen(0, '127.0.0.1', resolve));
  hubBase = `http://127.0.0.1:${(hub.address() as AddressInfo).port}`;
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'podloom-releases-'));
  t = await start();
});
afterAll(async () => {
  await t?.close();
  await database?.destroy();
  await rm(dataDir, { recursive: true, force: true });
  await new Promise((resolve) => hub.close(resolve));
});

const CREATE_SHOW = 'mutation($input: ShowInput!){ createShow(input:$input){ id feedUrl } }';
const PUBLISH = `mutation($input: PublishEpisodeInput!){
  publishEpisode(input:$input){ episodeId guid pubDate status publishAt }
}`;
const EPISODES = '{ episodes { episodeId status publishAt published } }';
const SHOW = 'query($id:String!){ show(showId:$id){ episodeCount scheduled { episodeId title publishAt } } }';
const UNPUBLISH = 'mutation($id:Int!){ unpublishEpisode(episodeId:$id){ episodeId published status } }';

function dataOf(answer: GraphQLAnswer) {
  expect(answer.errors).toBeUndefined();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary GraphQL shapes.
  return answer.data as Record<string, any>;
}

const publishingOf = (app: TestApp): PublishingServices => app.app.modules.publishing.service;

/** "2026-12-01T14:30:00+05:30" for an instant, in India's time zone (no daylight saving), as a creator there types it. */
function inKolkata(ms: number): string {
  const local = new Date(ms + 5.5 * HOUR).toISOString().slice(0, 19);
  return `${local}+05:30`;
}

async function setUp() {
  const creator = await createCreator(t);
  const { platform: _platform, ...form } = rssInput();
  const show = dataOf(await graphql(t, creator.accessToken, CREATE_SHOW, { input: form })).createShow;
  const podcast = await createPodcastWithAudio(t, creator.user.id, { seconds: 3 });
  const publish = (publishAt: string | null) =>
    graphql(t, creator.accessToken, PUBLISH, {
      input: {
        showId: show.id,
        podcastId: podcast.id,
        platform: 'spotify',
        title: 'Later',
        description: 'Soon.',
        publishAt,
      },
    });
  return { creator, show, podcast, publish };
}

const itemCount = async (feedUrl: string) => [(await readFeed(feedUrl)).channel.item ?? []].flat().length;

describe('scheduled releases', () => {
  it('keep the episode off the feed, pages and sitemap until its time, and release it after a restart', async () => {
    const { creator, show, publish } = await setUp();
    const releaseAt = Math.floor((clock.now() + 2 * HOUR) / 1000) * 1000;
    const toldBefore = told.length;
    const scheduled = dataOf(await publish(inKolkata(releaseAt))).publishEpisode;
    // Scheduling changes nothing podcast apps can see: nobody is told.
    expect(told.length).toBe(toldBefore);
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', publishAt: new Date(releaseAt).toISOString() });
    const listed = dataOf(await graphql(t, creator.accessToken, EPISODES)).episodes;
    expect(listed).toEqual([expect.objectContaining({ episodeId: scheduled.episodeId, status: 'SCHEDULED' })]);
    const onShow = dataOf(await graphql(t, creator.accessToken, SHOW, { id: show.id })).show;
    expect(onShow).toEqual({
      episodeCount: 0,
      scheduled: [{ episodeId: scheduled.episodeId, title: 'Later', publishAt: new Date(releaseAt).toISOString() }],
    });

    expect(await itemCount(show.feedUrl)).toBe(0);
    expect((await rawRequest(`${t.url}/episodes/${scheduled.episodeId}`)).status).toBe(404);
    expect((await rawRequest(`${t.url}/sitemap.xml`)).body.toString()).not.toContain(
      `/episodes/${scheduled.episodeId}`,
    );
    // A sweep before its time releases nothing.
    clock.advance(HOUR);
    expect(await publishingOf(t).releases.releaseDue()).toBe(0);
    expect(await itemCount(show.feedUrl)).toBe(0);

    // The process stops; the time passes while none runs; the next one's first sweep releases it.
    await t.close();
    clock.advance(HOUR + 1000);
    t = await start();
    await vi.waitFor(async () => expect(await itemCount(t.url + new URL(show.feedUrl).pathname)).toBe(1), {
      timeout: 15_000,
      interval: 200,
    });
    const feedUrl = t.url + new URL(show.feedUrl).pathname;
    await vi.waitFor(() =>
      expect(told.filter((x) => x.url === feedUrl).map((x) => x.target)).toEqual(
        expect.arrayContaining(['websub', 'podcastindex']),
      ),
    );
    const { channel } = await checkFeed(feedUrl);
    const item = [channel.item].flat()[0];
    expect(new Date(item.pubDate).getTime()).toBe(releaseAt);
    expect((await rawRequest(`${t.url}/episodes/${scheduled.episodeId}`)).status).toBe(200);
    expect((await rawRequest(`${t.url}/sitemap.xml`)).body.toString()).toContain(`/episodes/${scheduled.episodeId}`);
    const released = dataOf(await graphql(t, creator.accessToken, SHOW, { id: show.id })).show;
    expect(released).toEqual({ episodeCount: 1, scheduled: [] });
    // Released once: another sweep finds nothing.
    expect(await publishingOf(t).releases.releaseDue()).toBe(0);
  });

  it('can be re-timed, published now, or cancelled before its time; past times are refused', async () => {
    const { creator, show, publish } = await setUp();
    expect((await publish(inKolkata(clock.now() - HOUR))).errors?.[0]?.message).toBe(SCHEDULE_MESSAGES.publishAtPast);
    expect((await publish('next tuesday')).errors?.[0]?.message).toBe(SCHEDULE_MESSAGES.invalidPublishAt);

    const first = dataOf(await publish(inKolkata(clock.now() + 3 * HOUR))).publishEpisode;
    const later = clock.now() + 5 * HOUR;
    const retimed = dataOf(await publish(new Date(later).toISOString())).publishEpisode;
    expect(retimed).toMatchObject({ episodeId: first.episodeId, status: 'SCHEDULED' });
    expect(new Date(retimed.publishAt).getTime()).toBe(later);

    const cancelled = dataOf(await graphql(t, creator.accessToken, UNPUBLISH, { id: first.episodeId }));
    expect(cancelled.unpublishEpisode).toMatchObject({ published: false, status: 'PUBLISHED' });
    clock.advance(6 * HOUR);
    expect(await publishingOf(t).releases.releaseDue()).toBe(0);
    expect(await itemCount(show.feedUrl.replace(/^http:\/\/[^/]+/, t.url))).toBe(0);

    const now = dataOf(await publish(null)).publishEpisode;
    expect(now.status).toBe('PUBLISHED');
    expect(await itemCount(show.feedUrl.replace(/^http:\/\/[^/]+/, t.url))).toBe(1);
    // An episode already out is not pulled back by a schedule.
    expect((await publish(inKolkata(clock.now() + HOUR))).errors?.[0]?.message).toBe(SCHEDULE_MESSAGES.alreadyOut);
  });
});

describe('a scheduled release', () => {
  it('raises the episode.published webhook at release time, not before', async () => {
    const { creator, publish } = await setUp();
    await t.services.db.insert(webhookEndpoints).values({
      userId: creator.user.id,
      url: 'http://127.0.0.1:9/hook',
      events: ['episode.published'],
      secret: 'whsec_x',
    });
    const releaseAt = clock.now() + HOUR;
    const scheduled = dataOf(await publish(inKolkata(releaseAt))).publishEpisode;
    const deliveries = () => t.services.db.select().from(webhookDeliveries);
    expect(await deliveries()).toEqual([]);
    clock.advance(HOUR + 1000);
    expect(await publishingOf(t).releases.releaseDue()).toBe(1);
    await vi.waitFor(async () =>
      expect((await deliveries()).map((d) => [d.event, d.eventKey])).toEqual([
        ['episode.published', `episode.published:${scheduled.episodeId}:${scheduled.guid}`],
      ]),
    );
    const [delivery] = await deliveries();
    expect((delivery as { payload: { data: unknown } }).payload.data).toMatchObject({
      episodeId: scheduled.episodeId,
      title: 'Later',
      guid: scheduled.guid,
    });
  });
});
