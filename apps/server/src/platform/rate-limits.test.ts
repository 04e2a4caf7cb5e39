import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, RateLimits } from './rate-limits';

const SECRET = Buffer.alloc(32, 7);
const opened: RateLimits[] = [];

function limits(keySecret = SECRET): RateLimits {
  const made = RateLimits.create({ prefix: 'podloom-unit', keySecret });
  opened.push(made);
  return made;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((made) => made.close()));
});

describe('counter keys', () => {
  it('keep the limit’s name and only a keyed hash of who is counted', () => {
    const key = limits().storedKey('route-rate:enclosure:203.0.113.9');
    expect(key).toMatch(/^podloom-unit:route-rate:[\w-]{22}$/);
    expect(key).not.toContain('203.0.113.9');
    expect(limits().storedKey('route-rate:enclosure:203.0.113.9')).toBe(key);
    expect(limits().storedKey('route-rate:enclosure:203.0.113.10')).not.toBe(key);
    // Another install's secret gives another name: a hash of every IPv4 address made elsewhere does not read these.
    expect(limits(Buffer.alloc(32, 8)).storedKey('route-rate:enclosure:203.0.113.9')).not.toBe(key);
    expect(limits().storedKey('nameless')).toMatch(/^podloom-unit:[\w-]{22}$/);
  });

  it('count the same client once, whatever the hash', async () => {
    const counters = limits();
    await counters.hit('auth-rate:login:ip:203.0.113.9', 60_000);
    expect((await counters.hit('auth-rate:login:ip:203.0.113.9', 60_000)).count).toBe(2);
    await counters.giveBack('auth-rate:login:ip:203.0.113.9');
    expect((await counters.hit('auth-rate:login:ip:203.0.113.9', 60_000)).count).toBe(2);
    expect((await counters.hit('auth-rate:login:ip:203.0.113.10', 60_000)).count).toBe(1);
  });

  it('serve the routes’ limits through the rate limiter’s store interface', async () => {
    const Store = limits().routeStore();
    const store = new Store().child();
    const incr = () =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr('203.0.113.9', (error, result) => (error || !result ? reject(error) : resolve(result)), 60_000),
      );
    expect(await incr()).toEqual({ current: 1, ttl: 60_000 });
    const second = await incr();
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(59_000);
  });

  it('count each route apart, even when two routes key a client the same way', async () => {
    const Store = limits().routeStore();
    const root = new Store();
    const beacons = root.child({ routeInfo: { method: 'POST', url: '/plays' } });
    const downloads = root.child({ routeInfo: { method: 'GET', url: '/files/*' } });
    const incr = (store: typeof beacons) =>
      new Promise<number>((resolve, reject) =>
        store.incr(
          '203.0.113.9',
          (error, result) => (error || !result ? reject(error) : resolve(result.current)),
          60_000,
        ),
      );
    expect([await incr(beacons), await incr(beacons), await incr(downloads)]).toEqual([1, 2, 1]);
  });
});

describe('the in-process store', () => {
  it('keeps at most its limit of windows under a flood of addresses, letting the oldest go first', async () => {
    const store = new MemoryRateLimitStore(100);
    await store.hit('first', 60_000);
    await store.hit('first', 60_000);
    for (let i = 0; i < 99; i++) await store.hit(`flood-${i}`, 60_000);
    await store.hit('last', 60_000);
    // The 102nd window pushed out the ten started first, 'first' among them: its count starts again.
    expect((await store.hit('first', 60_000)).count).toBe(1);
    expect((await store.hit('last', 60_000)).count).toBe(2);
    expect((await store.hit('flood-98', 60_000)).count).toBe(2);
  });
});
