import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createUser } from '../auth/testing/factories';
import { createEpisode, createFeed } from '../publishing/testing/factories';
import { type Delivery, DownloadCounter } from './download-counter';
import { LISTENERS_PER_ADDRESS_PER_DAY } from './download-rules';

const SIZE = 960_000;
let database: TestDatabase;
let episodeId: number;
let clock: Date;

const counter = () =>
  new DownloadCounter({
    db: database.db,
    salt: Buffer.from('salt'),
    country: () => 'Unknown',
    log: { error: () => {}, warn: () => {} },
    now: () => clock,
  });
const whole = (ip: string, userAgent: string): Delivery => ({
  episodeId,
  ip,
  userAgent,
  spans: [[0, SIZE - 1]],
  sizeBytes: SIZE,
  durationSeconds: 120,
});

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});
beforeEach(async () => {
  await database.reset();
  clock = new Date('2025-03-03T09:00:00Z');
  const user = await createUser(database.db);
  const feed = await createFeed(database.db, user.id);
  const episode = await createEpisode(database.db, feed.id, { audioBytes: SIZE });
  episodeId = episode.id;
});

describe('listeners per address', () => {
  it('counts one address rotating user agents as at most the cap of listeners per episode a day', async () => {
    const c = counter();
    const outcomes: string[] = [];
    for (let i = 0; i < LISTENERS_PER_ADDRESS_PER_DAY + 5; i += 1) {
      outcomes.push(await c.record(whole('198.51.100.7', `AppleCoreMedia/1.0.0.${i} (iPhone; U; CPU OS 17_0)`)));
    }
    expect(outcomes.filter((o) => o === 'counted')).toHaveLength(LISTENERS_PER_ADDRESS_PER_DAY);
    expect(outcomes.slice(LISTENERS_PER_ADDRESS_PER_DAY)).toEqual(Array(5).fill('capped'));
    // Another address is not affected, and the next day the address counts again.
    expect(await c.record(whole('198.51.100.8', 'AppleCoreMedia/1.0.0.0 (iPhone; U; CPU OS 17_0)'))).toBe('counted');
    clock = new Date(clock.getTime() + 25 * 60 * 60 * 1000);
    expect(await c.record(whole('198.51.100.7', 'AppleCoreMedia/9 (iPhone; U; CPU OS 17_0)'))).toBe('counted');
  });
});
