import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../../platform/http/errors';

interface Window {
  limit: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;

interface Limits {
  perIp: Window;
  perEmail?: Window;
  perIpAndEmail?: Window;
}

/**
 * Fixed windows counted per client address and per e-mail (DESIGN §5 "Login is rate limited"). Every request
 * counts, successful or not; the per-code limit of 5 tries sits underneath the code-checking numbers. The per-e-mail
 * numbers protect one account; the per-address ones are looser because offices and mobile networks share addresses.
 * Logins and code checks count per address and account together: wrong passwords or wrong codes sent from one
 * address must not lock the owner out everywhere else (anyone who knows an e-mail could otherwise keep its owner
 * out for good), and each address still has its own looser cap. Wrong codes also count per code: a code takes five
 * tries, and the owner's fresh code starts at none.
 */
export const AUTH_RATE_LIMITS = {
  /** native login */
  login: { perIpAndEmail: { limit: 10, windowMs: 15 * MINUTE }, perIp: { limit: 100, windowMs: 15 * MINUTE } },
  /** sign-up, resend and forgot-password: each sends a mail */
  sendCode: { perEmail: { limit: 5, windowMs: 60 * MINUTE }, perIp: { limit: 50, windowMs: 60 * MINUTE } },
  /** confirm and reset-password: each checks a code */
  checkCode: { perIpAndEmail: { limit: 10, windowMs: 15 * MINUTE }, perIp: { limit: 100, windowMs: 15 * MINUTE } },
  /** the Google return */
  oauth: { perIp: { limit: 60, windowMs: 15 * MINUTE } },
  refresh: { perIp: { limit: 300, windowMs: 15 * MINUTE } },
} as const satisfies Record<string, Limits>;

export type RateLimitedAction = keyof typeof AUTH_RATE_LIMITS;

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      429,
      `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      'RATE_LIMITED',
    );
  }
}

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
  private readonly redis: Redis;

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

export class AuthRateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly log: FastifyBaseLogger,
    private readonly prefix = 'podloom:auth-rate',
  ) {}

  /** Throws RateLimitedError when the client address or the e-mail has used up its window. */
  async check(action: RateLimitedAction, who: { ip: string; email?: string | null }): Promise<void> {
    const limits: Limits = AUTH_RATE_LIMITS[action];
    const checks: Array<[string, Window]> = [[`${this.prefix}:${action}:ip:${who.ip}`, limits.perIp]];
    if (limits.perEmail && who.email) {
      checks.push([`${this.prefix}:${action}:email:${digest(who.email)}`, limits.perEmail]);
    }
    if (limits.perIpAndEmail && who.email) {
      checks.push([`${this.prefix}:${action}:ip-email:${who.ip}:${digest(who.email)}`, limits.perIpAndEmail]);
    }
    let retryAfterMs = 0;
    for (const [key, window] of checks) {
      try {
        const { count, resetInMs } = await this.store.hit(key, window.windowMs);
        if (count > window.limit) retryAfterMs = Math.max(retryAfterMs, resetInMs);
      } catch (error) {
        // A counter that cannot be reached must not lock every user out; it is logged loudly instead.
        this.log.error({ err: error, action }, 'auth rate limit store failed; request allowed');
      }
    }
    if (retryAfterMs > 0) {
      this.log.warn({ action, ip: who.ip }, 'auth rate limit reached');
      throw new RateLimitedError(Math.ceil(retryAfterMs / 1000));
    }
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** E-mails are not kept in the counter store in the clear. */
function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 22);
}

/** Counters live under the installation's Redis prefix (REDIS_PREFIX, `podloom` by default). */
export function createAuthRateLimiter(options: {
  redisUrl?: string;
  redisPrefix?: string;
  log: FastifyBaseLogger;
}): AuthRateLimiter {
  const store = options.redisUrl ? new RedisRateLimitStore(options.redisUrl) : new MemoryRateLimitStore();
  return new AuthRateLimiter(store, options.log, `${options.redisPrefix ?? 'podloom'}:auth-rate`);
}
