import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from '../metrics/metrics';
import type { JobQueue } from './jobs';

/**
 * The queue as modules see it: every handler run gets a logger bound to its job id, kind,
 * attempt and the id of the request that queued it (`reqId`, the key Fastify's request logs use, so one search
 * finds both), and its duration and outcome go to the metrics. The queue underneath is unchanged.
 */
export function instrumentQueue(queue: JobQueue, deps: { log: FastifyBaseLogger; metrics: Metrics }): JobQueue {
  return {
    get kind() {
      return queue.kind;
    },
    register(definition, handler, hooks) {
      queue.register(
        definition,
        async (payload, ctx) => {
          const log = deps.log.child({
            jobId: ctx.jobId,
            kind: definition.name,
            attempt: ctx.attempt,
            ...requestIdOf(payload),
          });
          let outcome: 'succeeded' | 'failed' | 'aborted' = 'succeeded';
          const started = performance.now();
          log.info('job started');
          try {
            await handler(payload, {
              ...ctx,
              log,
              reportOutcome: (reported) => {
                outcome = reported;
              },
            });
          } catch (error) {
            outcome = ctx.signal.aborted ? 'aborted' : 'failed';
            throw error;
          } finally {
            const seconds = (performance.now() - started) / 1000;
            deps.metrics.jobFinished(definition.name, outcome, seconds);
            log.info({ outcome, seconds: Math.round(seconds * 1000) / 1000 }, 'job finished');
          }
        },
        hooks,
      );
    },
    enqueue: (definition, payload, options) => queue.enqueue(definition, payload, options),
    ...(queue.enqueueIn
      ? {
          enqueueIn: (tx, definition, payload, options) =>
            queue.enqueueIn?.(tx, definition, payload, options) ?? Promise.reject(new Error('no enqueueIn')),
        }
      : {}),
    ...(queue.depth ? { depth: () => queue.depth?.() ?? Promise.resolve({ waiting: 0, active: 0 }) } : {}),
    start: () => queue.start(),
    close: () => queue.close(),
  };
}

/** A job payload may carry the id of the request that queued it; only a plain short string is taken. */
function requestIdOf(payload: unknown): { reqId?: string } {
  if (typeof payload !== 'object' || payload === null || !('requestId' in payload)) return {};
  const value = (payload as { requestId: unknown }).requestId;
  return typeof value === 'string' && value.length <= 100 ? { reqId: value } : {};
}
