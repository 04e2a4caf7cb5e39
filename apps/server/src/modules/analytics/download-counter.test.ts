import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createUser } from '../auth/testing/factories';
import { createEpisode, createFeed } from '../publishing/testing/factories';
import { enclosureDownloads } from './analytics.schema';
import { type Delivery, DownloadCounter } from './download-counter';

let database: TestDatabase;
let episodeId: number;
let clock: Date;

const HOUR = 60 * 60 * 1000;
const SIZE = 960_000; // 120 s at 64 kbit/s
const DURATION = 120;
const MINUTE_BYTES = 480_000;
const APP = 'Podcasts/1555.2.1 CFNetwork/1240.0.4 Darwin/20.6.0';

const log = { error: () => {}, warn: () => {} };
const counter = () =>
  new DownloadCounter({ db: database.db, salt: Buffer.from('salt'), country: () => 'Unknown', log, now: () => clock });
const delivery = (spans: Array<[number, number]>, overrides: Partial<Delivery> = {}): Delivery => ({
  episodeId,
  ip: '203.0.113.9',
  userAgent: APP,
  spans,
  sizeBytes: SIZE,
  durationSeconds: DURATION,
  ...overrides,
});
const rows = () => database.db.select().from(enclosureDownloads).where(eq(enclosureDownloads.episodeId, episodeId));
const counted = async () => (await rows()).filter((r) => r.countedAt !== null).length;

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
  const episode = await createEpisode(database.db, feed.id, {
    audioPath: 'feeds/x/episodes/y/r.mp3',
    audioBytes: SIZE,
    durationSeconds: DURATION,
  });
  episodeId = episode.id;
});

describe('download counting (IAB v2.2)', () => {
  it('does not count a bot', async () => {
    const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect(await counter().record(delivery([[0, SIZE - 1]], { userAgent: bot }))).toBe('bot');
    expect(await counter().record(delivery([[0, SIZE - 1]], { userAgent: '' }))).toBe('bot');
    expect(await rows()).toHaveLength(0);
  });

  it('adds partial ranges up to one download once a minute of audio has arrived', async () => {
    const c = counter();
    expect(await c.record(delivery([[0, 199_999]]))).toBe('accumulated');
    expect(await c.record(delivery([[0, 99_999]]))).toBe('accumulated'); // a re-fetched range adds nothing
    expect(await c.record(delivery([[200_000, 399_999]]))).toBe('accumulated');
    expect(await c.record(delivery([[400_000, MINUTE_BYTES - 1]]))).toBe('counted');
    expect(await c.record(delivery([[MINUTE_BYTES, SIZE - 1]]))).toBe('already-counted');
    const [row] = await rows();
    expect(row?.bytesDelivered).toBe(SIZE);
    expect(row?.ranges).toEqual([[0, SIZE - 1]]);
    expect(row?.app).toBe('Apple Podcasts');
    expect(row?.device).toBe('Mobile');
    expect(await counted()).toBe(1);
  });

  it('counts at most one download per listener and episode in a rolling 24 hours', async () => {
    const c = counter();
    expect(await c.record(delivery([[0, SIZE - 1]]))).toBe('counted');
    clock = new Date(clock.getTime() + 23 * HOUR);
    expect(await c.record(delivery([[0, SIZE - 1]]))).toBe('already-counted');
    clock = new Date(clock.getTime() + 2 * HOUR); // 25 h after the first
    expect(await c.record(delivery([[0, SIZE - 1]]))).toBe('counted');
    expect(await counted()).toBe(2);
  });

  it('never counts two downloads less than 24 hours apart, even across windows', async () => {
    const c = counter();
    expect(await c.record(delivery([[0, 1000]]))).toBe('accumulated'); // opens a window
    clock = new Date(clock.getTime() + 23 * HOUR);
    expect(await c.record(delivery([[0, SIZE - 1]]))).toBe('counted'); // counted late in that window
    clock = new Date(clock.getTime() + 2 * HOUR); // a new window, but only 2 h after the count
    expect(await c.record(delivery([[0, SIZE - 1]]))).toBe('already-counted');
    clock = new Date(clock.getTime() + 23 * HOUR);
    expect(await c.record(delivery([[0, SIZE - 1]]))).toBe('counted');
  });

  it('tells listeners apart by address and user agent, with IPv6 cut to /64', async () => {
    const c = counter();
    await c.record(delivery([[0, SIZE - 1]], { ip: '2001:db8:1:2:aaaa::1' }));
    expect(await c.record(delivery([[0, SIZE - 1]], { ip: '2001:db8:1:2:bbbb::9' }))).toBe('already-counted');
    expect(await c.record(delivery([[0, SIZE - 1]], { ip: '2001:db8:1:3::1' }))).toBe('counted');
    expect(await c.record(delivery([[0, SIZE - 1]], { userAgent: 'Overcast/3.0 (+http://overcast.fm/)' }))).toBe(
      'counted',
    );
    const stored = await rows();
    expect(stored).toHaveLength(3);
    for (const row of stored) expect(row.listenerHash).not.toMatch(/2001|203\.0|Overcast/);
  });

  it('needs the whole file for an episode of a minute or less', async () => {
    const c = counter();
    const short = { sizeBytes: 400_000, durationSeconds: 50 };
    expect(await c.record(delivery([[0, 399_998]], short))).toBe('accumulated');
    expect(await c.record(delivery([[399_999, 399_999]], short))).toBe('counted');
  });

  it('loses nothing and counts once when many requests arrive at the same time', async () => {
    const c = counter();
    const chunk = SIZE / 16;
    await Promise.all(Array.from({ length: 16 }, (_, i) => c.record(delivery([[i * chunk, (i + 1) * chunk - 1]]))));
    const [row] = await rows();
    expect(row?.bytesDelivered).toBe(SIZE);
    expect(await counted()).toBe(1);
  });

  it('queues deliveries off the request path and writes them merged', async () => {
    const c = counter();
    for (let i = 0; i < 10; i++) c.note(delivery([[i * 60_000, (i + 1) * 60_000 - 1]]));
    c.note(delivery([[0, SIZE - 1]], { userAgent: 'curl/8.5.0' }));
    expect(await rows()).toHaveLength(0);
    await c.flush();
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.bytesDelivered).toBe(600_000);
    expect(stored[0]?.countedAt).not.toBeNull();
  });
});
