import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { CREATE_RSS, createCreator, graphql, rssInput } from '../publishing/testing/publishing-test-kit';
import { startRssServer } from './testing/rss-server';

/**
 * A run is a job: queued by a process that runs no jobs (role server) and closed, it is taken by the next process
 * that runs jobs, on the same database. A series deleted meanwhile leaves its queued run nothing to do.
 */
let database: TestDatabase;
let feed: Awaited<ReturnType<typeof startRssServer>>;
const apps: TestApp[] = [];
const env = { FETCH_ALLOW_PRIVATE: '127.0.0.1' };

beforeAll(async () => {
  database = await createTestDatabase();
  feed = await startRssServer();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await feed.close();
  await database.destroy();
});

const CREATE = 'mutation($i:SeriesInput!){ createSeries(input:$i){ id } }';
const RUN = 'mutation($id:Int!){ runSeries(id:$id){ id status } }';
const RUNS = 'query($id:Int!){ seriesRuns(id:$id){ id status message } }';

async function newSeries(t: TestApp, token: string, showId: string, source: string): Promise<number> {
  const voices = await graphql(
    t,
    token,
    'query{ featureOptions(featureKey:"voices", languageCode:"en-IN"){ optionKey } }',
  );
  const created = await graphql(t, token, CREATE, {
    i: {
      name: 'Night shift',
      showId,
      sources: [source],
      cadence: 'daily',
      time: '23:00',
      timeZone: 'Asia/Tokyo',
      host: 'Asha',
      hostVoice: voices.data?.featureOptions[0].optionKey,
    },
  });
  expect(created.errors).toBeUndefined();
  return created.data?.createSeries.id as number;
}

describe('a series run', () => {
  it('survives a restart: the next process that runs jobs takes it', async () => {
    const server = await startTestApp(database, env, { role: 'server' });
    apps.push(server);
    const { accessToken } = await createCreator(server);
    const show = await graphql(server, accessToken, CREATE_RSS, { input: rssInput() });
    const showId = show.data?.createRss.feedId as string;
    const kept = await newSeries(server, accessToken, showId, `${feed.url}?empty`);
    const deleted = await newSeries(server, accessToken, showId, `${feed.url}?deleted-empty`);
    expect((await graphql(server, accessToken, RUN, { id: kept })).data?.runSeries.status).toBe('QUEUED');
    expect((await graphql(server, accessToken, RUN, { id: deleted })).errors).toBeUndefined();
    const removed = await graphql(server, accessToken, 'mutation($id:Int!){ deleteSeries(id:$id) }', { id: deleted });
    expect(removed.data?.deleteSeries).toBe(true);
    await server.close();
    apps.pop();
    expect(feed.state.fetches).toBe(0);

    const worker = await startTestApp(database, env, { role: 'all' });
    apps.push(worker);
    const deadline = Date.now() + 60_000;
    let runs: Array<{ status: string; message: string | null }> = [];
    while (Date.now() < deadline) {
      runs = (await graphql(worker, accessToken, RUNS, { id: kept })).data?.seriesRuns;
      if (runs[0]?.status !== 'QUEUED') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(runs).toEqual([expect.objectContaining({ status: 'SKIPPED', message: 'Nothing new since the last run.' })]);
    // The deleted series' queued run fetched nothing.
    expect(feed.state.fetches).toBe(1);
  }, 120_000);
});
