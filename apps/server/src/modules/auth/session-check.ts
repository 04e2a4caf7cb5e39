import type { FastifyBaseLogger } from 'fastify';
import type { TokenService, VerifiedAccess } from '../../platform/auth/tokens';
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/jobs/jobs';
import { isSessionLive } from './auth.repository';

/** Which sessions ended: some by id (logout, a stolen refresh token), or every one of a user (password reset). */
export interface SessionsEnded {
  sessionIds?: string[];
  userId?: number;
}

/** Every process hears of ended sessions here (Redis pub/sub in scale mode, in-process when embedded). */
export const SESSIONS_ENDED_CHANNEL = 'auth:sessions-ended';

/**
 * How long a process trusts what it read about a session without asking again. Ends are broadcast, so this only
 * bounds what a lost broadcast could cost; it keeps the database out of the per-request path.
 */
export const SESSION_CACHE_TTL_MS = 30_000;
export const SESSION_CACHE_MAX_ENTRIES = 50_000;

interface Entry {
  sessionId: string;
  userId: number;
  live: boolean;
  until: number;
}

/**
 * Does the session an access token names still live? Answers come from a small in-process
 * LRU cache, so a request costs a map look-up; a miss asks the database once. Ending a session clears it here at
 * once and tells every other process through the event bus.
 */
export class SessionCheck {
  private readonly cache = new Map<string, Entry>();
  /** Bumped by every end, so an answer read before an end is never cached after it. */
  private generation = 0;
  private subscribing: Promise<void> | null = null;
  private closed = false;
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly deps: { db: Db; events: EventBus; log: FastifyBaseLogger },
    private readonly options = { ttlMs: SESSION_CACHE_TTL_MS, maxEntries: SESSION_CACHE_MAX_ENTRIES },
  ) {}

  async isLive(sessionId: string, userId: number, now = Date.now()): Promise<boolean> {
    // Until this process hears ends, it may not trust its cache: every answer comes from the database.
    const cached = this.listening();
    const key = `${sessionId}/${userId}`;
    const hit = cached ? this.cache.get(key) : undefined;
    if (hit && hit.until > now) {
      // Map keeps insertion order: moving the entry to the end makes the first key the least recently used.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit.live;
    }
    const generation = this.generation;
    const live = await isSessionLive(this.deps.db, sessionId, userId);
    if (cached && generation === this.generation) {
      this.remember(key, { sessionId, userId, live, until: now + this.options.ttlMs });
    }
    return live;
  }

  /** Ends sessions everywhere: here before this returns, in other processes as the broadcast arrives. */
  async end(ended: SessionsEnded): Promise<void> {
    this.forget(ended);
    try {
      await this.deps.events.publish(SESSIONS_ENDED_CHANNEL, ended);
    } catch (error) {
      this.deps.log.error({ err: error }, 'session end not broadcast; other processes notice within the cache TTL');
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.unsubscribe?.();
    this.cache.clear();
  }

  /**
   * True once the broadcast subscription stands. Subscribing never holds a request up: an event bus that cannot be
   * reached (Redis down) only costs a database query per request until it can.
   */
  private listening(): boolean {
    if (this.unsubscribe) return true;
    this.subscribing ??= this.deps.events
      .subscribe(SESSIONS_ENDED_CHANNEL, (event) => this.forget(event as SessionsEnded))
      .then((unsubscribe) => {
        if (this.closed) return unsubscribe();
        this.unsubscribe = unsubscribe;
      })
      .catch((error: unknown) => {
        this.deps.log.error({ err: error }, 'session end broadcasts not received; checking the database instead');
      })
      .finally(() => {
        this.subscribing = null;
      });
    return false;
  }

  private forget(ended: SessionsEnded): void {
    this.generation += 1;
    const sessions = new Set(ended?.sessionIds ?? []);
    const userId = typeof ended?.userId === 'number' ? ended.userId : null;
    if (sessions.size === 0 && userId === null) return;
    for (const [key, entry] of this.cache) {
      if (sessions.has(entry.sessionId) || entry.userId === userId) this.cache.delete(key);
    }
  }

  private remember(key: string, entry: Entry): void {
    this.cache.delete(key);
    this.cache.set(key, entry);
    if (this.cache.size > this.options.maxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
  }
}

/** What the authentication hook asks of a bearer token: a valid signature and a live session. */
export interface Authenticator {
  verify(token: string): Promise<VerifiedAccess | null>;
}

export function sessionAuthenticator(tokens: TokenService, check: SessionCheck): Authenticator {
  return {
    async verify(token) {
      const access = await tokens.verify(token);
      if (!access) return null;
      return (await check.isLive(access.sessionId, access.userId)) ? access : null;
    },
  };
}
