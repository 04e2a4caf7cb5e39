import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_LIMITS, API_TOKEN_PREFIX, type CreateApiTokenInput } from '@podloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../platform/auth/tokens';
import type { Db } from '../../platform/db/client';
import { holdLock } from '../../platform/db/locks';
import { AppError, badRequest, notFound } from '../../platform/http/errors';
import type { RateLimitStore } from '../../platform/rate-limits';
import {
  type ApiTokenRow,
  countApiTokens,
  findApiTokenByHash,
  insertApiToken,
  listApiTokens,
  revokeApiToken,
  touchApiToken,
} from './api-tokens.repository';

/** What the authentication hook asks of a bearer token. */
export interface BearerAuthenticator {
  verify(token: string): Promise<AuthUser | null>;
}

/** Requests a token may make per minute, counted per token over every server process (the app's rate counters). */
export const API_TOKEN_RATE_LIMIT = { limit: 300, windowMs: 60_000 } as const;
/** Namespace of the lock that serialises one user's token creations (pg_advisory_xact_lock(int, int)). */
const API_TOKEN_LOCK_NAMESPACE = 7_140_051;
/** A token's last use is written at most this often (a busy token would otherwise write on every request). */
const LAST_USED_RESOLUTION_MS = 60_000;

export const API_TOKEN_NOT_FOUND = 'We could not find that API token.';

export interface ApiTokenView {
  id: number;
  name: string;
  scopes: string[];
  hint: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function view(row: ApiTokenRow): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    hint: `${API_TOKEN_PREFIX}${row.hint}…`,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Personal API tokens: made, listed and revoked by their owner, and checked on every request that sends one. */
export class ApiTokensService {
  constructor(
    private readonly deps: { db: Db; now: () => number; rateLimits: RateLimitStore; log: FastifyBaseLogger },
    /** Bearer tokens that are not API tokens: the browser's session tokens. */
    private readonly sessions: BearerAuthenticator,
  ) {}

  /** API tokens are told apart by their prefix; every other bearer token is a session's. */
  readonly authenticator: BearerAuthenticator = {
    verify: (token) => (token.startsWith(API_TOKEN_PREFIX) ? this.verify(token) : this.sessions.verify(token)),
  };

  /** Counted and inserted under the user's lock: tokens asked for at once cannot pass the limit together. */
  async create(userId: number, input: CreateApiTokenInput): Promise<{ id: number; token: string }> {
    const secret = randomBytes(32).toString('base64url');
    const token = `${API_TOKEN_PREFIX}${secret}`;
    const days = input.expiresInDays ?? null;
    const row = await this.deps.db.transaction(async (tx) => {
      await holdLock(tx, API_TOKEN_LOCK_NAMESPACE, userId);
      if ((await countApiTokens(tx, userId)) >= API_TOKEN_LIMITS.perUser) {
        throw badRequest(`You can keep up to ${API_TOKEN_LIMITS.perUser} API tokens; revoke one you no longer use.`);
      }
      return insertApiToken(tx, {
        userId,
        name: input.name,
        scopes: [...input.scopes],
        tokenHash: hashOf(token),
        hint: secret.slice(0, 6),
        expiresAt: days === null ? null : new Date(this.deps.now() + days * 86_400_000),
      });
    });
    return { id: row.id, token };
  }

  async list(userId: number): Promise<ApiTokenView[]> {
    return (await listApiTokens(this.deps.db, userId)).map(view);
  }

  async revoke(userId: number, id: number): Promise<boolean> {
    if (!(await revokeApiToken(this.deps.db, userId, id, new Date(this.deps.now()))))
      throw notFound(API_TOKEN_NOT_FOUND);
    return true;
  }

  /** The user an API token speaks for: never a revoked or expired one. Read from the database every time. */
  async verify(token: string): Promise<AuthUser | null> {
    const found = await findApiTokenByHash(this.deps.db, hashOf(token));
    if (!found) return null;
    const { token: row, email } = found;
    const now = this.deps.now();
    if (row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= now)) return null;
    await this.countRequest(row.id);
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await touchApiToken(this.deps.db, row.id, new Date(now));
    }
    return { userId: row.userId, email, apiToken: { id: row.id, scopes: row.scopes } };
  }

  /** A fixed window per token; past it, a 429 with the wait. A counter out of reach lets the request through. */
  private async countRequest(id: number): Promise<void> {
    const { limit, windowMs } = API_TOKEN_RATE_LIMIT;
    let window: { count: number; resetInMs: number };
    try {
      window = await this.deps.rateLimits.hit(`api-token:${id}`, windowMs);
    } catch (error) {
      this.deps.log.error({ err: error }, 'API token rate counter failed; request allowed');
      return;
    }
    if (window.count > limit) {
      const seconds = Math.max(1, Math.ceil(window.resetInMs / 1000));
      throw new AppError(429, `This API token made too many requests. Please wait ${seconds} s.`, 'RATE_LIMITED');
    }
  }
}
