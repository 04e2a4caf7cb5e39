import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createUser } from '../auth/testing/factories';
import { createEpisode, createFeed } from '../publishing/testing/factories';
import { enclosureDownloads, playerPlays } from './analytics.schema';
import { type Delivery, DownloadCounter } from './download-counter';
import { isRangeProbe, LISTENERS_PER_ADDRESS_PER_DAY } from './download-rules';
import { PlayBeacons } from './play-beacons';

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

  it('keeps no row for listeners past the cap, so plays and visitors stay capped too', async () => {
    const c = counter();
    for (let i = 0; i < 60; i += 1) {
      await c.record(whole('198.51.100.9', `Overcast/3.${i} (+http://overcast.fm/; iOS podcast app)`));
    }
    const rows = await database.db.select().from(enclosureDownloads).where(eq(enclosureDownloads.episodeId, episodeId));
    expect(new Set(rows.map((row) => row.listenerHash)).size).toBe(LISTENERS_PER_ADDRESS_PER_DAY);
    // An IPv6 client rotating inside its /64 is one address.
    for (let i = 0; i < 20; i += 1) {
      await c.record(whole(`2001:db8:1:2::${(i + 1).toString(16)}`, `Podcasts/1.${i}`));
    }
    const all = await database.db.select().from(enclosureDownloads).where(eq(enclosureDownloads.episodeId, episodeId));
    expect(all).toHaveLength(2 * LISTENERS_PER_ADDRESS_PER_DAY);
  });

  it('counts player plays of one address rotating user agents up to the cap, with their time and completion', async () => {
    const beacons = new PlayBeacons({ db: database.db, salt: Buffer.from('salt'), now: () => clock });
    const outcomes: string[] = [];
    for (let i = 0; i < 39; i += 1) {
      const who = {
        ip: '198.51.100.10',
        userAgent: `Mozilla/5.0 (X11; Linux x86_64) Firefox/${100 + i}.0`,
        durationSeconds: 120,
      };
      outcomes.push(await beacons.record({ ...who, beacon: { episodeId, kind: 'play', seconds: 0, source: 'web' } }));
      await beacons.record({ ...who, beacon: { episodeId, kind: 'heartbeat', seconds: 120, source: 'web' } });
      await beacons.record({ ...who, beacon: { episodeId, kind: 'complete', seconds: 0, source: 'web' } });
    }
    expect(outcomes.filter((o) => o === 'counted')).toHaveLength(LISTENERS_PER_ADDRESS_PER_DAY);
    const plays = await database.db.select().from(playerPlays).where(eq(playerPlays.episodeId, episodeId));
    expect(plays).toHaveLength(LISTENERS_PER_ADDRESS_PER_DAY);
    expect(plays.reduce((sum, play) => sum + play.listenedSeconds, 0)).toBe(120 * LISTENERS_PER_ADDRESS_PER_DAY);
  });

  it('takes tiny ranges for probes, not plays', () => {
    expect(isRangeProbe('bytes=0-1')).toBe(true);
    expect(isRangeProbe('bytes=0-2')).toBe(true);
    expect(isRangeProbe('bytes=5000-5100')).toBe(true);
    expect(isRangeProbe('bytes=0-')).toBe(false);
    expect(isRangeProbe('bytes=0-1023')).toBe(false);
    expect(isRangeProbe(undefined)).toBe(false);
  });
});
