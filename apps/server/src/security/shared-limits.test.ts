import { API_BASE } from '@podloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_RATE_LIMIT } from '../modules/api-tokens';
import { ENCLOSURE_RATE_MESSAGE } from '../modules/publishing/publishing.routes';
import { BEACONS_PER_MINUTE, createCreator, graphql } from '../modules/publishing/testing/publishing-test-kit';
import { startTestApp, type TestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/database';

/*
 * Two server processes of one installation behind one address (two apps on one database and one Redis, as in scale
 * mode): a client, a token or an address is counted once over both, so a flood a load balancer spreads meets the same
 * limit as one sent to a single server. Requests are sent at once, half to each, so only an atomic count holds them.
 */
const ENCLOSURES_PER_MINUTE = 20;

describe.runIf(process.env.REDIS_URL)('limits shared by two server processes (one Redis)', () => {
  let database: TestDatabase;
  let apps: [TestApp, TestApp];

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { ENCLOSURE_REQUESTS_PER_MINUTE: String(ENCLOSURES_PER_MINUTE) };
    apps = [await startTestApp(database, env), await startTestApp(database, env)];
  });
  afterAll(async () => {
    await Promise.all((apps ?? []).map((app) => app.close()));
    await database?.destroy();
  });

  /** `count` requests at once, alternating between the two apps; their statuses. */
  async function flood(count: number, send: (app: TestApp) => Promise<Response>): Promise<number[]> {
    const responses = await Promise.all(Array.from({ length: count }, (_, i) => send(apps[i % 2] as TestApp)));
    return responses.map((response) => response.status);
  }

  it('count episode downloads from one address once, and refuse the rest with the sentence and Retry-After', async () => {
    const get = (app: TestApp) => fetch(`${app.url}/feeds/no-such-feed/episodes/1/r1.mp3`);
    const statuses = await flood(ENCLOSURES_PER_MINUTE + 10, get);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(ENCLOSURES_PER_MINUTE);
    for (const app of apps) {
      const refused = await get(app);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ message: ENCLOSURE_RATE_MESSAGE });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it("count one address's play reports once", async () => {
    const beacon = (app: TestApp) =>
      fetch(`${app.url}/api/podloom/v1/plays`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ episodeId: 1, kind: 'play', source: 'web' }),
      });
    const statuses = await flood(BEACONS_PER_MINUTE + 20, beacon);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(BEACONS_PER_MINUTE);
  });

  it("count an API token's requests once over both, while its owner's browser session goes on", async () => {
    const [first, second] = apps;
    const { accessToken } = await createCreator(first);
    const created = await graphql(
      first,
      accessToken,
      'mutation($i:CreateApiTokenInput!){ createApiToken(input:$i){ token } }',
      {
        i: { name: 'CI', scopes: ['read'] },
      },
    );
    expect(created.errors).toBeUndefined();
    const { token } = (created.data as { createApiToken: { token: string } }).createApiToken;
    const storage = (app: TestApp, bearer = token) =>
      fetch(`${app.url}${API_BASE}/storage`, { headers: { authorization: `Bearer ${bearer}` } });
    const statuses: number[] = [];
    for (let sent = 0; sent < API_TOKEN_RATE_LIMIT.limit; sent += 50) statuses.push(...(await flood(50, storage)));
    expect(statuses.every((status) => status === 200)).toBe(true);
    const [refusedByFirst, refusedBySecond] = await Promise.all([storage(first), storage(second)]);
    expect([refusedByFirst.status, refusedBySecond.status]).toEqual([429, 429]);
    expect((await refusedBySecond.json()).message).toMatch(
      /^This API token made too many requests\. Please wait \d+ s\.$/,
    );
    expect((await storage(second, accessToken)).status).toBe(200);
  });

  it('keeps its counters in Redis under the installation prefix, naming no address, e-mail or token', async () => {
    const [first] = apps;
    const email = 'counted-once@example.com';
    const login = await fetch(`${first.url}${API_BASE}/auth/native/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: 'not the password' }),
    });
    expect(login.status).toBe(401);
    const { prefix, redis } = first.services.rateLimits;
    expect(redis).toBeDefined();
    const keys = (await redis?.keys(`${prefix}:*`)) ?? [];
    const counters = keys.filter((key) => /:(route-rate|api-token|auth-rate):/.test(key));
    for (const name of ['route-rate', 'api-token', 'auth-rate']) {
      expect(counters.some((key) => key.startsWith(`${prefix}:${name}:`))).toBe(true);
    }
    // Each counter is its limit's name and a keyed hash of the rest: the address, the e-mail and the token's id are
    // nowhere in Redis's key space (nor the e-mail's plain SHA-256, which anyone holding a list of e-mails could match).
    for (const key of counters) expect(key).toMatch(new RegExp(`^${prefix}:[a-z-]+:[\\w-]{22}$`));
    expect(keys.filter((key) => /127\.0\.0\.1|::1|counted-once|example\.com/.test(key))).toEqual([]);
  });
});
