import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrationsFolder } from '../../platform/db/client';
import { startTestApp, type TestApp } from '../../test/app';
import type { TestDatabase } from '../../test/database';
import { podcastGuid } from './podcast-guid';
import { rawRequest } from './testing/publishing-test-kit';

const MIGRATION = '0010_shows';

/** The committed migrations up to (not including) `tag`, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'podloom-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

// Asha (user 1) has "Morning Show" on Spotify (oldest) and Apple, and "Evening Show" on Amazon; Ravi (user 2) has
// his own "Morning Show". Podcast 1 was published to both of Asha's morning feeds.
const FEED = {
  spotify: '00000000-0000-4000-8000-00000000000a',
  apple: '00000000-0000-4000-8000-00000000000b',
  evening: '00000000-0000-4000-8000-00000000000c',
  ravi: '00000000-0000-4000-8000-00000000000d',
};
const GUID = (n: number) => `00000000-0000-4000-9000-00000000000${n}`;

async function seedOldShape(client: PGlite) {
  await client.exec(`
    insert into users (id, email) values (1, 'asha@example.com'), (2, 'ravi@example.com');
    insert into podcasts (id, user_id, title) values (1, 1, 'P1'), (2, 1, 'P2'), (3, 1, 'P3'), (4, 2, 'P4');
    insert into rss_feeds (id, user_id, platform, title, description, website, author, owner_email, apple_url, created_at)
    values
      ('${FEED.spotify}', 1, 'spotify', 'Morning Show', 'Mornings', '', 'Asha', 'asha@example.com', null, '2026-01-01'),
      ('${FEED.apple}', 1, 'apple', ' morning show ', 'Mornings', '', 'Asha', 'asha@example.com',
        'https://podcasts.apple.com/us/podcast/id1', '2026-02-01'),
      ('${FEED.evening}', 1, 'amazon_music', 'Evening Show', 'Evenings', '', 'Asha', 'asha@example.com', null, '2026-03-01'),
      ('${FEED.ravi}', 2, 'spotify', 'Morning Show', 'His', '', 'Ravi', 'ravi@example.com', null, '2026-01-15');
    insert into episodes (id, feed_id, podcast_id, guid, title, description, audio_path, audio_bytes, revision,
      duration_seconds, pub_date)
    values
      (1, '${FEED.spotify}', 1, '${GUID(1)}', 'One', 'd', 'feeds/a/1.mp3', 1000, 'r1', 60, '2026-01-02'),
      (2, '${FEED.apple}', 1, '${GUID(2)}', 'One again', 'd', 'feeds/b/2.mp3', 1000, 'r1', 60, '2026-02-02'),
      (3, '${FEED.apple}', 2, '${GUID(3)}', 'Two', 'd', 'feeds/b/3.mp3', 1000, 'r1', 60, '2026-02-03'),
      (4, '${FEED.evening}', 3, '${GUID(4)}', 'Three', 'd', 'feeds/c/4.mp3', 1000, 'r1', 60, '2026-03-02'),
      (5, '${FEED.ravi}', 4, '${GUID(5)}', 'His', 'd', 'feeds/d/5.mp3', 1000, 'r1', 60, '2026-01-16');
    insert into enclosure_downloads (episode_id, listener_hash, window_start, bytes_delivered, counted_at)
    values (1, 'h1', '2026-02-05', 1000, now()), (2, 'h1', '2026-02-05', 1000, now()),
      (2, 'h2', '2026-02-05', 1000, now()), (3, 'h3', '2026-02-06', 500, null);
    insert into player_plays (episode_id, listener_hash, day, source) values (2, 'h4', '2026-02-07', 'web');
  `);
}

describe(`migration ${MIGRATION}: per-platform feeds become shows`, () => {
  let client: PGlite;
  let before: string;
  let t: TestApp;
  const query = async <T>(sql: string) => (await client.query<T>(sql)).rows;

  beforeAll(async () => {
    client = await PGlite.create('memory://');
    before = migrationsBefore(MIGRATION);
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    await seedOldShape(client);
    await migrate(db, { migrationsFolder: migrationsFolder() });
    const database: TestDatabase = {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => {},
      close: async () => {},
      reset: async () => {},
      destroy: async () => client.close(),
    };
    t = await startTestApp(database);
  });

  afterAll(async () => {
    await t?.close();
    await client?.close();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  it('merges feeds of the same title (any case and spacing) into the oldest, per user', async () => {
    const shows = await query<{ id: string; user_id: number; slug: string; apple_url: string | null }>(
      'select id, user_id, slug, apple_url from rss_feeds order by user_id, created_at',
    );
    expect(shows).toEqual([
      { id: FEED.spotify, user_id: 1, slug: 'morning-show', apple_url: 'https://podcasts.apple.com/us/podcast/id1' },
      { id: FEED.evening, user_id: 1, slug: 'evening-show', apple_url: null },
      { id: FEED.ravi, user_id: 2, slug: 'morning-show', apple_url: null },
    ]);
    const destinations = await query<{ show_id: string; platform: string }>(
      'select show_id, platform from show_destinations order by show_id, created_at',
    );
    expect(destinations).toEqual([
      { show_id: FEED.spotify, platform: 'spotify' },
      { show_id: FEED.spotify, platform: 'apple' },
      { show_id: FEED.evening, platform: 'amazon_music' },
      { show_id: FEED.ravi, platform: 'spotify' },
    ]);
    expect(await query('select feed_id, moved_to from retired_feeds')).toEqual([
      { feed_id: FEED.apple, moved_to: FEED.spotify },
    ]);
  });

  it('keeps one episode per podcast (its guid kept), moving the others with their files where they were', async () => {
    const episodes = await query<{ id: number; feed_id: string; files_feed_id: string | null; guid: string }>(
      'select id, feed_id, files_feed_id, guid from episodes order by id',
    );
    expect(episodes).toEqual([
      { id: 1, feed_id: FEED.spotify, files_feed_id: null, guid: GUID(1) },
      { id: 3, feed_id: FEED.spotify, files_feed_id: FEED.apple, guid: GUID(3) },
      { id: 4, feed_id: FEED.evening, files_feed_id: null, guid: GUID(4) },
      { id: 5, feed_id: FEED.ravi, files_feed_id: null, guid: GUID(5) },
    ]);
  });

  it('keeps download and play history with the episodes (a listener window counted once)', async () => {
    expect(
      await query('select episode_id, listener_hash from enclosure_downloads order by episode_id, listener_hash'),
    ).toEqual([
      { episode_id: 1, listener_hash: 'h1' },
      { episode_id: 1, listener_hash: 'h2' },
      { episode_id: 3, listener_hash: 'h3' },
    ]);
    expect(await query('select episode_id, listener_hash from player_plays')).toEqual([
      { episode_id: 1, listener_hash: 'h4' },
    ]);
  });

  it("serves the show's feed at the oldest feed's URL, with its podcast:guid and every episode once", async () => {
    const feedUrl = `${t.url}/feeds/${FEED.spotify}.xml`;
    const response = await rawRequest(feedUrl);
    expect(response.status).toBe(200);
    const xml = response.body.toString('utf8');
    expect(xml).toContain(`<podcast:guid>${podcastGuid(feedUrl)}</podcast:guid>`);
    expect([...xml.matchAll(/<guid[^>]*>([^<]+)<\/guid>/g)].map((m) => m[1])).toEqual([GUID(3), GUID(1)]);
    // A moved episode's enclosure stays where podcast apps already fetched it.
    expect(xml).toContain(`${t.url}/feeds/${FEED.apple}/episodes/3/r1.mp3`);
  });

  it('answers the other feed URLs with 301 Moved Permanently and <itunes:new-feed-url>', async () => {
    const showFeed = `${t.url}/feeds/${FEED.spotify}.xml`;
    const moved = await rawRequest(`${t.url}/feeds/${FEED.apple}.xml`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(showFeed);
    expect(moved.body.toString('utf8')).toContain(`<itunes:new-feed-url>${showFeed}</itunes:new-feed-url>`);
    const page = await rawRequest(`${t.url}/shows/${FEED.apple}`);
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe(`${t.url}/shows/${FEED.spotify}`);
    expect((await rawRequest(`${t.url}/feeds/00000000-0000-4000-8000-0000000000ff.xml`)).status).toBe(404);
  });
});
