import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestClock } from '../../test/clock';
import { useTestApp } from '../../test/use-test-app';
import { BEACONS_PER_MINUTE, createPublishedEpisode, graphql } from '../publishing/testing/publishing-test-kit';

let t: TestApp;
const clock = createTestClock();

useTestApp(
  (app) => {
    t = app;
  },
  {},
  { now: clock.now },
);

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const OTHER_BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const FIGURES = `query($e:Int){ episodeAnalytics(episodeId:$e, period:"All Time"){
  totalPlays player { plays listeningTimeSeconds completionRate } } }`;

/** What the player sends: text/plain JSON, as navigator.sendBeacon does with a string Blob. */
async function beacon(body: Record<string, unknown>, userAgent = BROWSER) {
  const response = await fetch(`${t.url}/api/podloom/v1/plays`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent },
    body: JSON.stringify(body),
  });
  expect(response.headers.get('set-cookie')).toBeNull();
  return response.status;
}

async function setUp() {
  const { accessToken, episode } = await createPublishedEpisode(t, { podcast: { seconds: 90 } });
  const episodeId = episode.episodeId;
  const figures = async () => (await graphql(t, accessToken, FIGURES, { e: episodeId })).data?.episodeAnalytics;
  return { episodeId, figures, accessToken };
}

describe('play beacons', () => {
  it('count a play once per listener, episode and day, with the time heard and completion', async () => {
    const { episodeId, figures } = await setUp();
    expect(await beacon({ episodeId, kind: 'play', source: 'web' })).toBe(204);
    expect(await beacon({ episodeId, kind: 'play', source: 'web' })).toBe(204);
    await beacon({ episodeId, kind: 'heartbeat', seconds: 30 });
    await beacon({ episodeId, kind: 'heartbeat', seconds: 31 });
    expect(await figures()).toMatchObject({ player: { plays: 1, listeningTimeSeconds: 61, completionRate: 0 } });

    // Another listener (another user agent) is another play; completion is per play.
    await beacon({ episodeId, kind: 'play', source: 'embed' }, OTHER_BROWSER);
    await beacon({ episodeId, kind: 'complete' }, OTHER_BROWSER);
    expect(await figures()).toMatchObject({ player: { plays: 2, listeningTimeSeconds: 61, completionRate: 50 } });

    // Listening time is capped at the episode's length a day, and an inflated beacon is not believed.
    await beacon({ episodeId, kind: 'heartbeat', seconds: 3000 });
    await beacon({ episodeId, kind: 'heartbeat', seconds: 3000 });
    expect((await figures()).player.listeningTimeSeconds).toBe(90);

    // The next UTC day, the same listener plays again: a new play.
    clock.advance(24 * 60 * 60 * 1000);
    await beacon({ episodeId, kind: 'play' });
    expect((await figures()).player.plays).toBe(3);
    // Downloads are their own figure: no enclosure was fetched here.
    expect((await figures()).totalPlays).toBe(0);
  });

  it('ignore bots, unknown or unpublished episodes, and refuse what is not a beacon', async () => {
    const { episodeId, figures, accessToken } = await setUp();
    expect(await beacon({ episodeId, kind: 'play' }, GOOGLEBOT)).toBe(204);
    expect(await beacon({ episodeId, kind: 'play' }, '')).toBe(204);
    expect(await beacon({ episodeId: 999999, kind: 'play' })).toBe(204);
    expect(await beacon({ episodeId, kind: 'dance' })).toBe(400);
    expect((await figures()).player.plays).toBe(0);
    await graphql(t, accessToken, 'mutation($e:Int!){ unpublishEpisode(episodeId:$e){ published } }', { e: episodeId });
    await beacon({ episodeId, kind: 'play' });
    expect((await figures()).player.plays).toBe(0);
  });
  it('count no play from a heartbeat or completion alone, and carry a play on past midnight', async () => {
    const { episodeId, figures } = await setUp();
    await beacon({ episodeId, kind: 'heartbeat', seconds: 30 });
    await beacon({ episodeId, kind: 'complete' });
    expect(await figures()).toMatchObject({ player: { plays: 0, listeningTimeSeconds: 0 } });

    // A play begun just before midnight (UTC) goes on after it: the same play, not a second one.
    const now = clock.now();
    const day = 86_400_000;
    clock.advance((Math.floor(now / day) + 1) * day - 10_000 - now);
    await beacon({ episodeId, kind: 'play' });
    clock.advance(30_000);
    await beacon({ episodeId, kind: 'heartbeat', seconds: 30 });
    await beacon({ episodeId, kind: 'complete' });
    expect(await figures()).toMatchObject({ player: { plays: 1, listeningTimeSeconds: 30, completionRate: 100 } });
  });

  it('hold one address to a rate of beacons a player never reaches, with a sentence', async () => {
    const { episodeId } = await setUp();
    const statuses: number[] = [];
    for (let i = 0; i < BEACONS_PER_MINUTE; i++) {
      // Each with a user agent of its own: a script inventing listeners.
      statuses.push(await beacon({ episodeId, kind: 'play' }, `${BROWSER} listener/${i}`));
    }
    // (The file's earlier tests sent some from this address in the same minute.)
    expect(statuses.filter((status) => status !== 204 && status !== 429)).toEqual([]);
    const refused = await fetch(`${t.url}/api/podloom/v1/plays`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER },
      body: JSON.stringify({ episodeId, kind: 'play' }),
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Too many play reports from this address. Please slow down.' });
  });
});
