import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, type RateLimitStore, RedisRateLimitStore } from '../../platform/rate-limits';
import { AUTH_RATE_LIMITS, AuthRateLimiter, RateLimitedError } from './rate-limit';

const log = pino({ level: 'silent' });

async function exhaust(
  limiter: AuthRateLimiter,
  who: { ip: string; email?: string },
  times: number,
  action: 'login' | 'checkCode' | 'sendCode' = 'login',
) {
  for (let i = 0; i < times; i += 1) await limiter.check(action, who);
}

function limiterSuite(name: string, makeStore: () => RateLimitStore) {
  describe(name, () => {
    it('counts a window and starts over when it ends', async () => {
      const store = makeStore();
      const key = `test:${randomUUID()}`;
      expect((await store.hit(key, 200)).count).toBe(1);
      const second = await store.hit(key, 200);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(0);
      expect(second.resetInMs).toBeLessThanOrEqual(200);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await store.hit(key, 200)).count).toBe(1);
      await store.close();
    });

    it('gives a hit back within its window, never below nothing and never into a window that has ended', async () => {
      const store = makeStore();
      const key = `test:${randomUUID()}`;
      await store.giveBack(key);
      expect((await store.hit(key, 300)).count).toBe(1);
      await store.hit(key, 300);
      await store.giveBack(key);
      expect((await store.hit(key, 300)).count).toBe(2);
      await store.giveBack(key);
      await store.giveBack(key);
      await store.giveBack(key);
      expect((await store.hit(key, 300)).count).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 350));
      await store.giveBack(key);
      const fresh = await store.hit(key, 300);
      expect(fresh.count).toBe(1);
      expect(fresh.resetInMs).toBeGreaterThan(0);
      await store.close();
    });

    it('refuses past the per-e-mail limit with the seconds to wait, whatever the address', async () => {
      const store = makeStore();
      const limiter = new AuthRateLimiter(store, log, `test:${randomUUID()}`);
      const email = `${randomUUID()}@example.com`;
      await exhaust(limiter, { ip: '10.0.0.1', email }, AUTH_RATE_LIMITS.sendCode.perEmail.limit, 'sendCode');
      const refusal = await limiter.check('sendCode', { ip: '10.0.0.2', email }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(RateLimitedError);
      expect((refusal as RateLimitedError).statusCode).toBe(429);
      expect((refusal as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0);
      expect((refusal as RateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(60 * 60);
      await expect(limiter.check('sendCode', { ip: '10.0.0.2', email: 'other@example.com' })).resolves.toBeUndefined();
      await store.close();
    });

    it('limits wrong logins per address and account, so another address cannot lock the owner out', async () => {
      const store = makeStore();
      const limiter = new AuthRateLimiter(store, log, `test:${randomUUID()}`);
      const email = `${randomUUID()}@example.com`;
      const attacker = { ip: '10.0.9.1', email };
      await exhaust(limiter, attacker, AUTH_RATE_LIMITS.login.perIpAndEmail.limit);
      await expect(limiter.check('login', attacker)).rejects.toBeInstanceOf(RateLimitedError);
      await expect(limiter.check('login', { ip: '10.0.9.2', email })).resolves.toBeUndefined();
      await store.close();
    });
  });
}

limiterSuite('memory rate limits', () => new MemoryRateLimitStore());

const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)('redis rate limits', () => {
  limiterSuite('one store', () => new RedisRateLimitStore(redisUrl as string));

  it('shares one count between processes (two stores on the same Redis)', async () => {
    const prefix = `test:${randomUUID()}`;
    const stores = [new RedisRateLimitStore(redisUrl as string), new RedisRateLimitStore(redisUrl as string)];
    const [a, b] = stores.map((store) => new AuthRateLimiter(store, log, prefix)) as [AuthRateLimiter, AuthRateLimiter];
    const email = `${randomUUID()}@example.com`;
    await exhaust(a, { ip: '10.0.0.3', email }, AUTH_RATE_LIMITS.login.perIpAndEmail.limit);
    await expect(b.check('login', { ip: '10.0.0.3', email })).rejects.toBeInstanceOf(RateLimitedError);
    await Promise.all(stores.map((store) => store.close()));
  });
});

describe('an unreachable counter store', () => {
  it('lets the request through rather than locking everyone out', async () => {
    const broken: RateLimitStore = {
      hit: async () => {
        throw new Error('connection refused');
      },
      giveBack: async () => undefined,
      close: async () => undefined,
    };
    const limiter = new AuthRateLimiter(broken, log);
    await expect(limiter.check('login', { ip: '10.0.0.5', email: 'a@b.co' })).resolves.toBeUndefined();
  });
});
