import { API_BASE } from '@podloom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuthUser, bearerToken } from '../auth/tokens';
import { type AppError, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** Auth endpoints take a stale bearer header without complaint: logging in and refreshing are how it gets fixed. */
const TOLERATES_STALE_TOKEN = `${API_BASE}/auth/`;
/** /metrics takes its own bearer token (METRICS_TOKEN), which is no session: it checks it itself. */
const OWN_BEARER_ROUTES = new Set(['/metrics']);

/** What a request may not do as the user its token speaks for (an API token's scopes), or null. */
export type RequestGuard = (user: AuthUser, request: { method: string; url: string }) => AppError | null;

/**
 * Reads the bearer token once per request; routes decide whether a user is required. A token that is sent but
 * not valid (expired, forged, its session ended) is a 401 everywhere, so the browser logs out instead of acting
 * anonymously.
 */
export function installAuthentication(
  app: FastifyInstance,
  tokens: { verify(token: string): Promise<AuthUser | null> },
  guard?: RequestGuard,
): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    if (OWN_BEARER_ROUTES.has(request.routeOptions.url ?? '')) return;
    const token = bearerToken(request.headers.authorization);
    request.user = token ? await tokens.verify(token) : null;
    if (token && !request.user && !request.url.startsWith(TOLERATES_STALE_TOKEN)) {
      return reply.status(401).send({ message: SESSION_EXPIRED });
    }
    const refused = request.user && guard?.(request.user, request);
    if (refused) throw refused;
  });
}

export function requireUser(request: Pick<FastifyRequest, 'user'>): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
