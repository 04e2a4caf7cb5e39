import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createUser } from '../auth/testing/factories';
import { createEpisode, createFeed } from '../publishing/testing/factories';
import { enclosureDownloads } from './analytics.schema';
import { AnalyticsService } from './analytics.service';

let database: TestDatabase;
let userId: number;
let episodeId: number;
/** Wednesday 5 March 2025, 15:00 UTC: "This Week" began on Monday the 3rd, "This Month" on the 1st. */
const NOW = new Date('2025-03-05T15:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});
beforeEach(async () => {
  await database.reset();
  const user = await createUser(database.db);
  userId = user.id;
  const feed = await createFeed(database.db, userId);
  const episode = await createEpisode(database.db, feed.id, { audioBytes: 1_000_000 });
  episodeId = episode.id;
});

/** A listening window of `listener` that began at `at` (what the download counter stores). */
const listened = (listener: string, at: string) =>
  database.db.insert(enclosureDownloads).values({
    episodeId,
    listenerHash: listener,
    windowStart: new Date(at),
    bytesDelivered: 1_000_000,
    countedAt: new Date(at),
    lastSeenAt: new Date(at),
  });

const service = () => new AnalyticsService({ db: database.db }, () => NOW);

describe('Total Visitors per day', () => {
  beforeEach(async () => {
    await listened('alice', '2025-02-20T10:00:00Z'); // last month: alice's first day
    await listened('alice', '2025-03-03T08:00:00Z'); // Monday: alice again, not new
    await listened('bob', '2025-03-03T23:59:59Z'); // Monday, last second (UTC)
    await listened('carol', '2025-03-05T00:00:00Z'); // today, first second
    await listened('alice', '2025-03-05T09:00:00Z');
  });

  it('gives every day of This Week up to today, zeros included, with visitors and new listeners', async () => {
    const figures = await service().episodeAnalytics(userId, episodeId, 'This Week');
    expect(figures.visitors.days).toEqual([
      { date: '2025-03-03', visitors: 2, new: 1 },
      { date: '2025-03-04', visitors: 0, new: 0 },
      { date: '2025-03-05', visitors: 2, new: 1 },
    ]);
    // The days add up to the card's New; distinct visitors over the week are fewer than the sum of days.
    expect(figures.visitors.new).toBe(2);
    expect(figures.visitors.total).toBe(3);
  });

  it('follows the selector: This Month from the 1st, All Time from the first listening day', async () => {
    const month = await service().episodeAnalytics(userId, episodeId, 'This Month');
    expect(month.visitors.days.map((d) => d.date)).toEqual([
      '2025-03-01',
      '2025-03-02',
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
    ]);
    const all = await service().episodeAnalytics(userId, episodeId, 'All Time');
    expect(all.visitors.days[0]).toEqual({ date: '2025-02-20', visitors: 1, new: 1 });
    expect(all.visitors.days).toHaveLength(14);
    expect(all.visitors.days.reduce((sum, d) => sum + d.new, 0)).toBe(all.visitors.new);
  });

  it('moves with the injected clock', async () => {
    const nextMonday = new AnalyticsService({ db: database.db }, () => new Date('2025-03-10T06:00:00Z'));
    const figures = await nextMonday.episodeAnalytics(userId, episodeId, 'This Week');
    expect(figures.visitors.days).toEqual([{ date: '2025-03-10', visitors: 0, new: 0 }]);
  });
});

it('is empty for All Time when nobody has listened yet', async () => {
  const figures = await service().episodeAnalytics(userId, null, 'All Time');
  expect(figures.visitors.days).toEqual([]);
});
