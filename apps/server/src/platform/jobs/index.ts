import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createBullmqJobQueue } from './bullmq-queue';
import type { QueueTuning } from './job-rules';
import type { EventBus, JobQueue } from './jobs';
import { createMemoryEventBus } from './memory-bus';
import { createMemoryJobQueue } from './memory-queue';
import { createRedisEventBus } from './redis-bus';

export { InvalidJobPayloadError } from './job-rules';
export type { EventBus, JobContext, JobDefinition, JobHandler, JobQueue } from './jobs';

export type ProcessRole = 'server' | 'worker' | 'all';

/** Every Redis key and channel of Podloom starts with this, so one Redis can hold several things. */
export const DEFAULT_REDIS_PREFIX = 'podloom';

/**
 * BullMQ at REDIS_URL, otherwise the in-process queue (DESIGN §2). Only `worker` and `all`
 * processes run jobs; a `server` process only enqueues.
 */
export function createJobQueue(
  options: { config: Config; log: FastifyBaseLogger; role: ProcessRole; prefix?: string } & QueueTuning,
): JobQueue {
  const { config, log, role, prefix = DEFAULT_REDIS_PREFIX, ...tuning } = options;
  const processJobs = role !== 'server';
  if (config.redisUrl) {
    return createBullmqJobQueue({ redisUrl: config.redisUrl, prefix, log, processJobs, ...tuning });
  }
  if (!processJobs) {
    log.warn('this server process runs no jobs and has no REDIS_URL to hand them to a worker: jobs will wait');
  }
  return createMemoryJobQueue({ log, processJobs, ...tuning });
}

/** Redis pub/sub at REDIS_URL, otherwise in-process (DESIGN §2). */
export function createEventBus(options: { config: Config; log: FastifyBaseLogger; prefix?: string }): EventBus {
  const { config, log, prefix = DEFAULT_REDIS_PREFIX } = options;
  if (config.redisUrl) return createRedisEventBus({ redisUrl: config.redisUrl, prefix, log });
  return createMemoryEventBus({ log });
}
