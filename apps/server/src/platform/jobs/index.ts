import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../db/client';
import { createBullmqJobQueue } from './bullmq-queue';
import { createDatabaseJobQueue, type DatabaseQueueOptions } from './database-queue';
import type { QueueTuning } from './job-rules';
import type { EventBus, JobQueue } from './jobs';
import { createMemoryEventBus } from './memory-bus';
import { createMemoryJobQueue } from './memory-queue';
import { createRedisEventBus } from './redis-bus';

export { InvalidJobPayloadError } from './job-rules';
export type { EventBus, JobContext, JobDefinition, JobHandler, JobHooks, JobQueue } from './jobs';
export { isHandedBack, JobHandedBackError } from './jobs';

export type ProcessRole = 'server' | 'worker' | 'all';

/** Every Redis key and channel of Podloom starts with this (REDIS_PREFIX), so one Redis can hold several things. */
export const DEFAULT_REDIS_PREFIX = 'podloom';

/**
 * BullMQ at REDIS_URL, otherwise the database queue (jobs survive a restart) when a database is given,
 * otherwise the in-process queue (DESIGN §2). Only `worker` and `all` processes run jobs; a `server` process only
 * enqueues.
 */
export function createJobQueue(
  options: {
    config: Config;
    log: FastifyBaseLogger;
    role: ProcessRole;
    prefix?: string;
    database?: Pick<Database, 'db' | 'kind'>;
  } & QueueTuning &
    Pick<DatabaseQueueOptions, 'leaseMs' | 'pollMs' | 'now'>,
): JobQueue {
  const {
    config,
    log,
    role,
    prefix = config.redisPrefix ?? DEFAULT_REDIS_PREFIX,
    database,
    leaseMs,
    pollMs,
    now,
    ...tuning
  } = options;
  const processJobs = role !== 'server';
  if (config.redisUrl) {
    const lockMs = (config.jobLockSeconds ?? 30) * 1000;
    return createBullmqJobQueue({ redisUrl: config.redisUrl, prefix, log, processJobs, lockMs, ...tuning });
  }
  if (database) {
    // PGlite is opened by one process only: whatever is running at start was left by a process that died.
    const soleProcess = database.kind === 'pglite';
    return createDatabaseJobQueue({
      db: database.db,
      queue: prefix,
      log,
      processJobs,
      soleProcess,
      leaseMs,
      pollMs,
      now,
      ...tuning,
    });
  }
  if (!processJobs) {
    log.warn('this server process runs no jobs and has no REDIS_URL to hand them to a worker: jobs will wait');
  }
  return createMemoryJobQueue({ log, processJobs, ...tuning });
}

/** Redis pub/sub at REDIS_URL, otherwise in-process (DESIGN §2). */
export function createEventBus(options: { config: Config; log: FastifyBaseLogger; prefix?: string }): EventBus {
  const { config, log, prefix = config.redisPrefix ?? DEFAULT_REDIS_PREFIX } = options;
  if (config.redisUrl) return createRedisEventBus({ redisUrl: config.redisUrl, prefix, log });
  return createMemoryEventBus({ log });
}
