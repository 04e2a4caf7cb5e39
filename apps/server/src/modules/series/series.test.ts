import { SERIES_MESSAGES } from '@podloom/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { TOKEN_REFUSALS } from '../api-tokens';
import { renderFinished } from '../audio';
import { sources } from '../generation';
import { CREATE_RSS, createCreator, graphql, rssInput } from '../publishing/testing/publishing-test-kit';
import type { SeriesService } from './series.service';
import { startRssServer } from './testing/rss-server';

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { FETCH_ALLOW_PRIVATE: '127.0.0.1' },
);

let feed: Awaited<ReturnType<typeof startRssServer>>;
beforeAll(async () => {
  feed = await startRssServer();
});
afterAll(() => feed.close());

const CREATE = 'mutation($i:SeriesInput!){ createSeries(input:$i){ id name nextRunAt autoPublish } }';
const UPDATE = 'mutation($id:Int!,$i:SeriesInput!){ updateSeries(id:$id, input:$i){ id autoPublish } }';
const RUN = 'mutation($id:Int!){ runSeries(id:$id){ id status } }';
const RUNS =
  'query($id:Int!){ seriesRuns(id:$id){ id status message podcastId startedAt finishedAt items { title link } } }';
const APPROVE = 'mutation($id:Int!){ approveSeriesRun(runId:$id){ id status message } }';
const LIVE = ['QUEUED', 'SCRIPTING', 'RENDERING'];

// biome-ignore lint/suspicious/noExplicitAny: tests read GraphQL answers.
type Run = Record<string, any>;

/** A creator with a show, and the offline voices of en-IN. */
async function creatorWithShow() {
  const creator = await createCreator(t);
  const created = await graphql(t, creator.accessToken, CREATE_RSS, { input: rssInput() });
  expect(created.errors).toBeUndefined();
  const options = await graphql(
    t,
    creator.accessToken,
    'query{ featureOptions(featureKey:"voices", languageCode:"en-IN"){ optionKey voice { gender } } }',
  );
  const voices = options.data?.featureOptions as Array<{ optionKey: string; voice: { gender: string } }>;
  const input = (overrides: Record<string, unknown> = {}) => ({
    name: 'Hive News',
    showId: created.data?.createRss.feedId,
    sources: [feed.url],
    cadence: 'weekly',
    weekday: 5,
    time: '07:30',
    timeZone: 'Europe/Berlin',
    format: 'brief',
    duration: 2,
    host: 'Asha',
    guest: 'Ravi',
    hostVoice: voices.find((v) => v.voice.gender === 'female')?.optionKey,
    guestVoice: voices.find((v) => v.voice.gender === 'male')?.optionKey,
    autoPublish: false,
    ...overrides,
  });
  return { ...creator, input };
}

/** Runs the series by hand and waits for the run's outcome. */
async function runAndWait(token: string, seriesId: number): Promise<Run> {
  const started = await graphql(t, token, RUN, { id: seriesId });
  expect(started.errors).toBeUndefined();
  const runId = started.data?.runSeries.id as number;
  const deadline = Date.now() + 150_000;
  for (;;) {
    const runs = await graphql(t, token, RUNS, { id: seriesId });
    const run = ((runs.data?.seriesRuns ?? []) as Run[]).find((r) => r.id === runId) as Run;
    if (!LIVE.includes(run.status)) return run;
    if (Date.now() > deadline) throw new Error(`the run is still ${run.status}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe('a recurring series against a local RSS feed', () => {
  it('writes from new items only: first the feed, then nothing new is skipped, then only the new item', async () => {
    feed.add({ guid: 'a1', title: 'Bees in Oslo', text: 'Honey bees in Oslo kept foraging through the autumn sleet.' });
    feed.add({ guid: 'a2', title: 'Clover harvest', text: 'Farmers near Tromsø reported a record clover harvest.' });
    const { accessToken, input } = await creatorWithShow();
    const created = await graphql(t, accessToken, CREATE, { i: input() });
    expect(created.errors).toBeUndefined();
    const seriesId = created.data?.createSeries.id as number;
    // Friday 07:30 in Berlin, stored in UTC.
    expect(created.data?.createSeries.nextRunAt).toMatch(/T0[56]:30:00\.000Z$/);

    const first = await runAndWait(accessToken, seriesId);
    expect(first).toMatchObject({ status: 'AWAITING_APPROVAL', message: null });
    expect(first.items.map((i: Run) => i.title).sort()).toEqual(['Bees in Oslo', 'Clover harvest']);
    const firstScript = await transcriptOf(accessToken, first.podcastId);
    expect(firstScript).toMatch(/Oslo|Tromsø|clover/i);
    const stored = await t.services.db.select().from(sources);
    expect(stored.map((s) => s.text).join(' ')).toContain('kept foraging through the autumn sleet');

    const approved = await graphql(t, accessToken, APPROVE, { id: first.id });
    expect(approved.errors).toBeUndefined();
    expect(approved.data?.approveSeriesRun.status).toBe('PUBLISHED');
    const again = await graphql(t, accessToken, APPROVE, { id: first.id });
    expect(again.errors?.[0]?.message).toBe(SERIES_MESSAGES.notAwaiting);

    const second = await runAndWait(accessToken, seriesId);
    expect(second).toMatchObject({ status: 'SKIPPED', message: 'Nothing new since the last run.', podcastId: null });
    expect(second.finishedAt).toEqual(expect.any(String));

    // The same story again under a new guid is not new; a new story is.
    feed.add({
      guid: 'a1-again',
      title: 'Bees in Oslo (updated)',
      text: 'Honey bees in Oslo kept foraging through the autumn sleet.',
    });
    feed.add({ guid: 'a3', title: 'Wax moths', text: 'Beekeepers in Bergen fought wax moths with frozen frames.' });
    expect(
      (await graphql(t, accessToken, UPDATE, { id: seriesId, i: input({ autoPublish: true }) })).errors,
    ).toBeUndefined();
    const third = await runAndWait(accessToken, seriesId);
    expect(third).toMatchObject({ status: 'PUBLISHED' });
    expect(third.items).toEqual([{ title: 'Wax moths', link: 'https://news.example.com/a3' }]);
    const thirdScript = await transcriptOf(accessToken, third.podcastId);
    expect(thirdScript).toMatch(/Bergen|wax moths|frozen frames/i);
    expect(thirdScript).not.toMatch(/Oslo|Tromsø/);
    const episodes = await graphql(t, accessToken, '{ episodes { title } }');
    expect(episodes.data?.episodes).toHaveLength(2);
  }, 400_000);
});

async function transcriptOf(token: string, podcastId: number): Promise<string> {
  const answer = await graphql(t, token, 'query($id:Int!){ podcast(podcastId:$id){ transcript } }', { id: podcastId });
  expect(answer.errors).toBeUndefined();
  return answer.data?.podcast.transcript as string;
}

describe("a series and the plan's minutes", () => {
  it("fails the run with the plan's sentence when no minutes are left, and gives its items back", async () => {
    const { user, accessToken, input } = await creatorWithShow();
    const own = await startRssServer([{ guid: 'm1', title: 'Pollen', text: 'Pollen counts in Lagos rose in May.' }]);
    onTestFinished(() => own.close());
    const created = await graphql(t, accessToken, CREATE, { i: input({ sources: [own.url] }) });
    const seriesId = created.data?.createSeries.id as number;
    const { db, domainEvents } = t.services;
    const used = await domainEvents.raise(db, renderFinished, {
      podcastId: 1,
      userId: user.id,
      refId: 'all-the-minutes',
      renderedSeconds: 1_000_000,
    });
    await domainEvents.dispatch([used]);
    const failed = await runAndWait(accessToken, seriesId);
    expect(failed.status).toBe('FAILED');
    expect(failed.message).toMatch(/minute/i);
    // Its items were not used: the next run takes them again rather than skipping.
    const again = await runAndWait(accessToken, seriesId);
    expect(again).toMatchObject({ status: 'FAILED', message: failed.message });
    expect(again.items).toEqual(failed.items);
  }, 200_000);
});

describe("a series' rules", () => {
  it('refuses bad input with sentences and changes nothing', async () => {
    const { accessToken, input } = await creatorWithShow();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, SERIES_MESSAGES.name],
      [{ sources: [] }, SERIES_MESSAGES.sources],
      [{ sources: ['ftp://example.com/feed'] }, SERIES_MESSAGES.url],
      [{ weekday: null }, SERIES_MESSAGES.weekday],
      [{ time: '25:00' }, SERIES_MESSAGES.time],
      [{ timeZone: 'Mars/Olympus' }, SERIES_MESSAGES.timeZone],
      [{ duration: 7 }, SERIES_MESSAGES.duration],
      [{ showId: '00000000-0000-0000-0000-000000000000' }, SERIES_MESSAGES.show],
    ];
    for (const [overrides, message] of cases) {
      const answer = await graphql(t, accessToken, CREATE, { i: input(overrides) });
      expect(answer.errors?.[0]?.message, JSON.stringify(overrides)).toBe(message);
    }
    expect((await graphql(t, accessToken, '{ series { id } }')).data?.series).toEqual([]);
  });

  it("keeps another user's series out of reach", async () => {
    const owner = await creatorWithShow();
    const other = await creatorWithShow();
    const created = await graphql(t, owner.accessToken, CREATE, { i: owner.input() });
    const id = created.data?.createSeries.id as number;
    expect((await graphql(t, other.accessToken, '{ series { id } }')).data?.series).toEqual([]);
    for (const [query, variables] of [
      [RUNS, { id }],
      [RUN, { id }],
      ['mutation($id:Int!){ deleteSeries(id:$id) }', { id }],
      [UPDATE, { id, i: other.input() }],
    ] as const) {
      const answer = await graphql(t, other.accessToken, query, variables);
      expect(answer.errors?.[0]?.message).toBe(SERIES_MESSAGES.notFound);
    }
    // Nor can a series publish to someone else's show.
    const theirs = await graphql(t, other.accessToken, CREATE, { i: other.input({ showId: owner.input().showId }) });
    expect(theirs.errors?.[0]?.message).toBe(SERIES_MESSAGES.show);
    expect((await graphql(t, owner.accessToken, RUNS, { id })).data?.seriesRuns).toEqual([]);
    expect((await graphql(t, owner.accessToken, '{ series { id } }')).data?.series).toEqual([{ id }]);
  });

  it('an API token needs the publish scope to make or run a series', async () => {
    const { accessToken, input } = await creatorWithShow();
    const made = await graphql(
      t,
      accessToken,
      'mutation{ createApiToken(input:{ name:"CI", scopes:["read","write"] }){ token } }',
    );
    const token = made.data?.createApiToken.token as string;
    const refused = await graphql(t, token, CREATE, { i: input() });
    expect(refused.errors?.[0]?.message).toBe(TOKEN_REFUSALS.publish);
    expect((await graphql(t, token, '{ series { id } }')).data?.series).toEqual([]);
  });

  it('the sweep starts one run per due time, however many processes sweep', async () => {
    const { accessToken, input } = await creatorWithShow();
    const created = await graphql(t, accessToken, CREATE, { i: input({ sources: [`${feed.url}?empty`] }) });
    const id = created.data?.createSeries.id as number;
    const service = (t.app as unknown as { modules: { series: { service: SeriesService } } }).modules.series.service;
    const { series } = await import('./series.schema');
    await t.services.db
      .update(series)
      .set({ nextRunAt: new Date(Date.now() - 60_000) })
      .where(inArray(series.id, [id]));
    const started = await Promise.all([service.sweep(), service.sweep(), service.sweep()]);
    expect(started.reduce((a, b) => a + b, 0)).toBe(1);
    const [row] = await t.services.db
      .select()
      .from(series)
      .where(inArray(series.id, [id]));
    expect(row?.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(await service.sweep()).toBe(0);
  });
});
