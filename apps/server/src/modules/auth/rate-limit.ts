import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/http/errors';
import type { RateLimitStore } from '../../platform/rate-limits';

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
}

/** E-mails are not kept in the counter store in the clear. */
function digest(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 22);
}

/** The app's shared counters (in this process, or Redis at scale), under `auth-rate:`. */
export function createAuthRateLimiter(options: { store: RateLimitStore; log: FastifyBaseLogger }): AuthRateLimiter {
  return new AuthRateLimiter(options.store, options.log, 'auth-rate');
}
