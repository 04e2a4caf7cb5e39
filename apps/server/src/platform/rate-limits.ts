import { Redis } from 'ioredis';

const MINUTE = 60 * 1000;

/** Counts hits in a window; `resetInMs` is how long until the window starts over. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes back one hit of a window that is still running (a hit whose request was refused by another limit). */
  giveBack(key: string): Promise<void>;
  close(): Promise<void>;
}

/** One process (embedded mode): a map, swept as windows end. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    this.sweep(now);
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async giveBack(key: string) {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt > Date.now() && entry.count > 0) entry.count -= 1;
  }

  async close() {
    this.windows.clear();
  }

  private sweep(now: number) {
    if (now - this.lastSweep < MINUTE) return;
    this.lastSweep = now;
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

const GIVE_BACK =
  "if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then redis.call('DECR', KEYS[1]) end return 0";

/** Several processes (scale mode): the count lives in Redis, so every server sees the same one. */
export class RedisRateLimitStore implements RateLimitStore {
  /** The connection, also handed to @fastify/rate-limit so the routes' limits count in the same Redis. */
  readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  }

  async hit(key: string, windowMs: number) {
    // SET NX starts the window with its expiry; INCR and PTTL read it back in the same transaction.
    const results = await this.redis.multi().set(key, '0', 'PX', windowMs, 'NX').incr(key).pttl(key).exec();
    if (!results) throw new Error('rate limit transaction was discarded');
    const [, incr, pttl] = results;
    if (incr?.[0] || pttl?.[0]) throw incr?.[0] ?? pttl?.[0];
    const ttl = Number(pttl?.[1]);
    return { count: Number(incr?.[1]), resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async giveBack(key: string) {
    // Only a window that still runs: DECR on a key that has expired would start a count with no expiry.
    await this.redis.eval(GIVE_BACK, 1, key);
  }

  async close() {
    // A client that never connected has nothing to say goodbye to.
    if (this.redis.status === 'wait') return this.redis.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * The app's counters for every limit (logins, listener mails, API tokens and, through `redis`, the routes' limits):
 * in this process when it is the only one, in Redis when REDIS_URL is set, so several servers behind one address
 * count each client once. Keys are written under `prefix:`; closing belongs to the app, not to its users.
 */
export class RateLimits implements RateLimitStore {
  private constructor(
    private readonly store: MemoryRateLimitStore | RedisRateLimitStore,
    readonly prefix: string,
  ) {}

  static create(options: { redisUrl?: string; prefix: string }): RateLimits {
    const store = options.redisUrl ? new RedisRateLimitStore(options.redisUrl) : new MemoryRateLimitStore();
    return new RateLimits(store, options.prefix);
  }

  /** The Redis connection the counters use; undefined in one process. */
  get redis(): Redis | undefined {
    return this.store instanceof RedisRateLimitStore ? this.store.redis : undefined;
  }

  hit(key: string, windowMs: number) {
    return this.store.hit(`${this.prefix}:${key}`, windowMs);
  }

  giveBack(key: string) {
    return this.store.giveBack(`${this.prefix}:${key}`);
  }

  close() {
    return this.store.close();
  }
}
