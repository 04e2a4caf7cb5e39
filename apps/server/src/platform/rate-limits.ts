import { createHmac } from 'node:crypto';
import { Redis } from 'ioredis';

const MINUTE = 60 * 1000;

/** Counts hits in a window; `resetInMs` is how long until the window starts over. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes back one hit of a window that is still running (a hit whose request was refused by another limit). */
  giveBack(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The most windows one process keeps: a flood from that many addresses at once costs ~20 MB, not the machine. */
const MAX_MEMORY_WINDOWS = 100_000;

/**
 * One process (embedded mode): a map, swept as windows end. Past MAX_MEMORY_WINDOWS live windows the oldest are let
 * go first, so a flood from countless addresses cannot exhaust the memory (those addresses start their count again).
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  constructor(private readonly maxWindows = MAX_MEMORY_WINDOWS) {}

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    this.sweep(now);
    if (this.windows.size >= this.maxWindows && !this.windows.has(key)) this.evictOldest(now);
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.delete(key); // a window started again counts as the newest
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

  /** Drops the windows that have ended and, if that is not enough, the tenth of them started first. */
  private evictOldest(now: number) {
    this.lastSweep = 0;
    this.sweep(now);
    if (this.windows.size < this.maxWindows) return;
    let drop = Math.ceil(this.maxWindows / 10);
    for (const key of this.windows.keys()) {
      if (drop-- <= 0) break;
      this.windows.delete(key);
    }
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
  /** The connection the counters use (the routes' limits come through `RateLimits.routeStore`). */
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
 * The app's counters for every limit (logins, listener mails, API tokens and, through `routeStore`, the routes'
 * limits): in this process when it is the only one, in Redis when REDIS_URL is set, so several servers behind one
 * address count each client once. A key is stored as `prefix:name:hash`: its name (the part before the first `:`)
 * stays readable, and the rest, which names a client address, an e-mail or an account, is kept only as a keyed hash
 * (HMAC-SHA256 with a secret derived from the install's own), so whoever reads Redis does not read who sent what.
 * Closing belongs to the app, not to its users.
 */
export class RateLimits implements RateLimitStore {
  private constructor(
    private readonly store: MemoryRateLimitStore | RedisRateLimitStore,
    readonly prefix: string,
    private readonly keySecret: Buffer,
  ) {}

  static create(options: { redisUrl?: string; prefix: string; keySecret: Buffer }): RateLimits {
    const store = options.redisUrl ? new RedisRateLimitStore(options.redisUrl) : new MemoryRateLimitStore();
    return new RateLimits(store, options.prefix, options.keySecret);
  }

  /** The Redis connection the counters use; undefined in one process. */
  get redis(): Redis | undefined {
    return this.store instanceof RedisRateLimitStore ? this.store.redis : undefined;
  }

  hit(key: string, windowMs: number) {
    return this.store.hit(this.storedKey(key), windowMs);
  }

  giveBack(key: string) {
    return this.store.giveBack(this.storedKey(key));
  }

  /** The name a key is counted under: `prefix:name:hash`. */
  storedKey(key: string): string {
    const colon = key.indexOf(':');
    const hash = createHmac('sha256', this.keySecret).update(key).digest('base64url').slice(0, 22);
    return colon > 0 ? `${this.prefix}:${key.slice(0, colon)}:${hash}` : `${this.prefix}:${hash}`;
  }

  /**
   * A store for @fastify/rate-limit that counts the routes' limits here, under `route-rate:`, like every other limit
   * (its own stores would keep the client's address in the key). Each route counts apart (`child`), as the limiter's
   * own in-process store did: two routes whose keys meet (both by address) never share a count.
   */
  routeStore(): new () => RouteLimitStore {
    const limits = this;
    const scoped = (route: string): RouteLimitStore => ({
      incr(key, done, timeWindow) {
        limits.hit(`route-rate:${route} ${key}`, timeWindow).then(
          ({ count, resetInMs }) => done(null, { current: count, ttl: resetInMs }),
          (error: Error) => done(error),
        );
      },
      child: (params) => scoped(routeName(params)),
    });
    return class {
      constructor() {
        // biome-ignore lint/correctness/noConstructorReturn: @fastify/rate-limit constructs its store with `new`
        return scoped('');
      }
    } as unknown as new () => RouteLimitStore;
  }

  close() {
    return this.store.close();
  }
}

type RouteLimitCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The part of @fastify/rate-limit's store interface the routes use (`child` is given the route's options). */
export interface RouteLimitStore {
  incr(key: string, done: RouteLimitCallback, timeWindow: number): void;
  child(params?: unknown): RouteLimitStore;
}

/** `METHOD url` of the route whose options @fastify/rate-limit hands to `child` (its `routeInfo`). */
function routeName(params: unknown): string {
  const route = (params as { routeInfo?: { method?: unknown; url?: unknown } } | undefined)?.routeInfo;
  return `${String(route?.method ?? '')} ${String(route?.url ?? '')}`.trim();
}
