import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { createPublishedEpisode, graphql, PODCAST_APP, rawRequest } from '../publishing/testing/publishing-test-kit';
import { enclosureDownloads } from './analytics.schema';
import { periodStart } from './analytics.service';

let t: TestApp;
let token: string;
let episode: { episodeId: number; enclosureUrl: string; enclosureLength: number };

useTestApp((app) => {
  t = app;
});
beforeEach(async () => {
  const published = await createPublishedEpisode(t, { podcast: { seconds: 120 } });
  token = published.accessToken;
  episode = published.episode;
});

const ANALYTICS = `query($id:Int,$period:String){ episodeAnalytics(episodeId:$id, period:$period){
  episodeId period periodStart totalPlays uniqueListeners downloads completionRate listeningTimeSeconds
  countries { name count } visitors { total new averageTimeSeconds } devices { name count } platforms { name count }
  ageGroups { name count } gender { name count } unavailable { figure reason }
} }`;

/** Waits until the counter has written what the responses delivered. */
async function settle() {
  // A response's 'close' comes just after the client has read it; two rounds leave it time.
  for (let round = 0; round < 2; round++) {
    await new Promise((r) => setTimeout(r, 50));
    await t.app.modules.analytics.service.downloads.flush();
  }
}

const get = (headers: Record<string, string>) => rawRequest(episode.enclosureUrl, { headers });
const stored = () => t.services.db.select().from(enclosureDownloads);

describe('enclosure downloads over HTTP', () => {
  it('are not counted for bots, HEAD requests or bytes=0-1 probes', async () => {
    await get({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await get({ 'user-agent': 'curl/8.5.0' });
    await rawRequest(episode.enclosureUrl, { method: 'HEAD', headers: { 'user-agent': PODCAST_APP } });
    await get({ 'user-agent': PODCAST_APP, range: 'bytes=0-1' });
    await settle();
    expect(await stored()).toHaveLength(0);
  });

  it('add partial ranges up to one download, then report it on the analytics page', async () => {
    const size = episode.enclosureLength;
    const minute = Math.ceil(size / 2); // 120 s: one minute is half the bytes
    await get({ 'user-agent': PODCAST_APP, range: 'bytes=0-1' });
    await get({ 'user-agent': PODCAST_APP, range: `bytes=0-${Math.floor(minute / 2)}` });
    await settle();
    expect((await stored())[0]?.countedAt).toBeNull();
    await get({ 'user-agent': PODCAST_APP, range: `bytes=${Math.floor(minute / 2) + 1}-${minute + 10}` });
    await get({ 'user-agent': PODCAST_APP, range: `bytes=${minute + 11}-` });
    // A second listener on another app downloads part of it: a play, not a download.
    // (More than 1 KiB: a range under it is a probe, not a play.)
    await get({ 'user-agent': 'Spotify/8.9.2 Android/33 (SM-S911B)', range: 'bytes=0-4095' });
    await settle();

    const rows = await stored();
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.countedAt)).toHaveLength(1);

    const { data, errors } = await graphql(t, token, ANALYTICS, { id: episode.episodeId, period: 'This Week' });
    expect(errors).toBeUndefined();
    const figures = data?.episodeAnalytics;
    expect(figures).toMatchObject({
      episodeId: episode.episodeId,
      period: 'This Week',
      totalPlays: 2,
      uniqueListeners: 1,
      downloads: 1,
      completionRate: 50,
      countries: [{ name: 'Unknown', count: 2 }],
      visitors: { total: 2, new: 2 },
      ageGroups: null,
      gender: null,
    });
    expect(figures.listeningTimeSeconds).toBeGreaterThanOrEqual(119);
    expect(figures.listeningTimeSeconds).toBeLessThanOrEqual(122);
    expect(figures.platforms).toEqual(
      expect.arrayContaining([
        { name: 'Overcast', count: 1 },
        { name: 'Spotify', count: 1 },
      ]),
    );
    expect(figures.devices).toEqual([{ name: 'Mobile', count: 2 }]);
    expect(figures.unavailable.map((u: { figure: string }) => u.figure)).toEqual(['ageGroups', 'gender']);
    expect(figures.unavailable[0].reason).toMatch(/age/);

    const all = (await graphql(t, token, ANALYTICS, { period: 'All Time' })).data?.episodeAnalytics;
    expect(all).toMatchObject({ episodeId: null, periodStart: null, downloads: 1, totalPlays: 2 });
  });

  it('count a whole download once however many times it is fetched in a day', async () => {
    for (let i = 0; i < 3; i++) await get({ 'user-agent': PODCAST_APP });
    await settle();
    const figures = (await graphql(t, token, ANALYTICS, { id: episode.episodeId, period: 'All Time' })).data
      ?.episodeAnalytics;
    expect(figures).toMatchObject({ downloads: 1, uniqueListeners: 1, totalPlays: 1, completionRate: 100 });
  });

  it('refuses an unknown period', async () => {
    const answer = await graphql(t, token, ANALYTICS, { period: 'Forever' });
    expect(answer.errors?.[0]?.message).toBe('Please choose This Week, This Month or All Time.');
  });
});

describe('periodStart', () => {
  it('starts weeks on Monday and months on the 1st, in UTC', () => {
    const wednesday = new Date('2025-03-05T15:00:00Z');
    expect(periodStart('This Week', wednesday)?.toISOString()).toBe('2025-03-03T00:00:00.000Z');
    expect(periodStart('This Month', wednesday)?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(periodStart('This Week', new Date('2025-03-09T23:00:00Z'))?.toISOString()).toBe('2025-03-03T00:00:00.000Z');
    expect(periodStart('All Time', wednesday)).toBeNull();
  });
});

describe('enclosure downloads by podcast apps', () => {
  it("name the podcast apps behind real user agents, Apple's player included", async () => {
    const apps = [
      'AppleCoreMedia/1.0.0.21B101 (iPhone; U; CPU OS 17_1_2 like Mac OS X; en_us)',
      'Podcasts/1650.20 CFNetwork/1408.0.4 Darwin/22.5.0',
      'Spotify/8.8.96 iOS/17.1.1 (iPhone14,5)',
      'AmazonMusic/22.13.3 iPad7,3 CFNetwork/1335.0.3 Darwin/21.6.0',
      'com.google.android.apps.youtube.music/6.29.55 (Linux; U; Android 14) gzip',
      'Pocket Casts/7.52 CFNetwork/1474 Darwin/23.0.0',
    ];
    for (const ua of apps) await get({ 'user-agent': ua });
    await settle();
    const figures = (await graphql(t, token, ANALYTICS, { id: episode.episodeId, period: 'All Time' })).data
      ?.episodeAnalytics;
    expect(figures.downloads).toBe(apps.length);
    expect(figures.platforms).toEqual(
      expect.arrayContaining([
        { name: 'Apple Podcasts', count: 2 },
        { name: 'Spotify', count: 1 },
        { name: 'Amazon Music', count: 1 },
        { name: 'YouTube Music', count: 1 },
        { name: 'Pocket Casts', count: 1 },
      ]),
    );
  });
});
