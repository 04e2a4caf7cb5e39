import { SERIES_MESSAGES } from '@podloom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { CREATE_RSS, createCreator, graphql, rssInput } from '../publishing/testing/publishing-test-kit';
import { insertRun } from './series.repository';
import { series, seriesRuns } from './series.schema';
import type { SeriesService } from './series.service';

/**
 * One run of a series at a time, whoever starts it: Run now clicked twice, Run now and the schedule, two processes'
 * sweeps. A process that runs no jobs (role server) keeps every run queued, so each attempt meets a live run.
 */
let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { FETCH_ALLOW_PRIVATE: '127.0.0.1' },
  { role: 'server' },
);

const RUN = 'mutation($id:Int!){ runSeries(id:$id){ id status } }';
const RUNS = 'query($id:Int!){ seriesRuns(id:$id){ id status message } }';

const seriesService = () =>
  (t.app as unknown as { modules: { series: { service: SeriesService } } }).modules.series.service;

async function newSeries() {
  const creator = await createCreator(t);
  const token = creator.accessToken;
  const show = await graphql(t, token, CREATE_RSS, { input: rssInput() });
  const voices = await graphql(
    t,
    token,
    'query{ featureOptions(featureKey:"voices", languageCode:"en-IN"){ optionKey } }',
  );
  const created = await graphql(t, token, 'mutation($i:SeriesInput!){ createSeries(input:$i){ id } }', {
    i: {
      name: 'Morning hive',
      showId: show.data?.createRss.feedId,
      sources: ['http://127.0.0.1:9/feed.xml'],
      cadence: 'daily',
      time: '06:00',
      timeZone: 'UTC',
      host: 'Asha',
      hostVoice: voices.data?.featureOptions[0].optionKey,
    },
  });
  expect(created.errors).toBeUndefined();
  return { token, userId: creator.user.id, id: created.data?.createSeries.id as number };
}

const runsOf = async (token: string, id: number) =>
  (await graphql(t, token, RUNS, { id })).data?.seriesRuns as Array<{ id: number; status: string; message: string }>;

/** Makes the series due a minute ago, as if its time had come. */
async function makeDue(id: number): Promise<Date> {
  const dueAt = new Date(Date.now() - 60_000);
  await t.services.db.update(series).set({ nextRunAt: dueAt }).where(eq(series.id, id));
  return dueAt;
}

describe('a series runs once at a time', () => {
  it('Run now clicked three times at once starts one run; the others are told the series is running', async () => {
    const { token, userId, id } = await newSeries();
    const service = seriesService();
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => service.runNow(userId, id)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as Error).message] : []));
    expect(refused).toEqual([SERIES_MESSAGES.busy, SERIES_MESSAGES.busy]);
    expect(await runsOf(token, id)).toEqual([expect.objectContaining({ status: 'QUEUED' })]);
    // Over GraphQL, while that run is under way, clicks are refused with the sentence.
    const answers = await Promise.all([graphql(t, token, RUN, { id }), graphql(t, token, RUN, { id })]);
    expect(answers.map((a) => a.errors?.[0]?.message)).toEqual([SERIES_MESSAGES.busy, SERIES_MESSAGES.busy]);
    expect(await runsOf(token, id)).toHaveLength(1);
  });

  it('the database refuses a second live run, however it is inserted', async () => {
    const { userId, id } = await newSeries();
    const { db } = t.services;
    const inserted = await Promise.all([
      insertRun(db, { seriesId: id, userId }),
      insertRun(db, { seriesId: id, userId }),
      insertRun(db, { seriesId: id, userId, dueAt: new Date() }),
    ]);
    expect(inserted.filter(Boolean)).toHaveLength(1);
    // Once the run has ended, the next one may start.
    const [live] = inserted.filter((run) => run !== null);
    await db
      .update(seriesRuns)
      .set({ status: 'SKIPPED' })
      .where(eq(seriesRuns.id, live?.id ?? 0));
    expect(await insertRun(db, { seriesId: id, userId })).not.toBeNull();
  });

  it('the schedule and Run now at once start one run; the schedule records its due time as skipped', async () => {
    const { token, id } = await newSeries();
    await makeDue(id);
    const service = seriesService();
    const [swept, clicked, swept2] = await Promise.all([
      service.sweep(),
      graphql(t, token, RUN, { id }),
      service.sweep(),
    ]);
    const runs = await runsOf(token, id);
    expect(runs.filter((r) => r.status === 'QUEUED')).toHaveLength(1);
    // Whoever came second: the click is refused with the sentence, or the due time is skipped and says why.
    expect(swept + swept2 + (clicked.data?.runSeries ? 1 : 0)).toBe(1);
    if (clicked.errors) expect(clicked.errors[0]?.message).toBe(SERIES_MESSAGES.busy);
    else expect(runs).toContainEqual(expect.objectContaining({ status: 'SKIPPED', message: SERIES_MESSAGES.overlap }));
  });

  it('a due time that comes while a run is under way is skipped, says so, and the schedule moves on', async () => {
    const { token, id } = await newSeries();
    const [running] = (await graphql(t, token, RUN, { id })).data ? await runsOf(token, id) : [];
    await makeDue(id);
    const sweeps = await Promise.all([seriesService().sweep(), seriesService().sweep()]);
    expect(sweeps).toEqual([0, 0]);
    const runs = await runsOf(token, id);
    expect(runs).toEqual([
      expect.objectContaining({ status: 'SKIPPED', message: SERIES_MESSAGES.overlap }),
      expect.objectContaining({ id: running?.id, status: 'QUEUED' }),
    ]);
    const [row] = await t.services.db.select().from(series).where(eq(series.id, id));
    expect(row?.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(await seriesService().sweep()).toBe(0);
    expect(await runsOf(token, id)).toHaveLength(2);
  });
});
