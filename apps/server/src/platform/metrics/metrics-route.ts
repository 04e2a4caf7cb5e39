import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors';
import type { Metrics } from './metrics';

export const METRICS_PATH = '/metrics';
export const METRICS_TOKEN_REFUSAL = 'The metrics need the bearer token set in METRICS_TOKEN.';
export const METRICS_LOOPBACK_REFUSAL =
  'The metrics answer only this machine; set METRICS_TOKEN to let a scraper elsewhere read them.';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Times every answered request by its route pattern and serves the registry at /metrics: to a bearer of
 * METRICS_TOKEN when it is set, otherwise only to a loopback client (both the socket and, behind a trusted
 * proxy, the forwarded client must be local, so a proxy on this machine does not open it to the world).
 */
export function registerMetrics(app: FastifyInstance, options: { metrics: Metrics; token?: string }): void {
  const { metrics, token } = options;
  app.addHook('onResponse', async (request, reply) => {
    // Unmatched requests share one label: raw URLs would let any caller create label values without end.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestFinished({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
  });
  app.get(METRICS_PATH, async (request, reply) => {
    if (token) {
      if (!bearerMatches(request, token)) throw unauthorized(METRICS_TOKEN_REFUSAL);
    } else if (!isLoopback(request)) {
      throw forbidden(METRICS_LOOPBACK_REFUSAL);
    }
    reply.header('content-type', metrics.registry.contentType);
    reply.header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  // Hashes have equal length whatever was sent, so the comparison leaks neither the token nor its length.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}

function isLoopback(request: FastifyRequest): boolean {
  const socketAddress = request.socket.remoteAddress ?? '';
  return LOOPBACK.test(socketAddress) && LOOPBACK.test(request.ip);
}
