import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../config';
import { createEventBus, createJobQueue } from './index';
import { describeJobQueue } from './job-queue.suite';
import type { EventBus, JobQueue } from './jobs';
import { createCapturingLogger, randomPrefix, waitFor } from './test-support';

const REDIS_URL = process.env.REDIS_URL;

/** Removes every key a test wrote under its own prefix. */
async function deleteKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL as string);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

describeJobQueue(
  'bullmq',
  (log) => {
    const prefix = randomPrefix();
    return {
      create: (options) => {
        const queue = createJobQueue({ config: loadConfig({ REDIS_URL }), log, prefix, ...options });
        if (queue.kind !== 'bullmq') throw new Error('expected BullMQ with REDIS_URL');
        return queue;
      },
      sharesJobs: true,
      cleanup: () => deleteKeys(prefix),
    };
  },
  { skip: !REDIS_URL },
);

describe.skipIf(!REDIS_URL)('bullmq across processes', () => {
  const opened: Array<JobQueue | EventBus> = [];
  let prefix = randomPrefix();

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((thing) => thing.close()));
    await deleteKeys(prefix);
    prefix = randomPrefix();
  });

  const config = () => loadConfig({ REDIS_URL });
  const definition = { name: 'render-audio', payload: z.object({ podcastId: z.number(), userId: z.number() }) };

  it('runs a job enqueued by a server instance in a separate worker instance', async () => {
    const { log } = createCapturingLogger();
    const server = createJobQueue({ config: config(), log, role: 'server', prefix });
    const worker = createJobQueue({ config: config(), log, role: 'worker', prefix });
    opened.push(server, worker);
    const ranOn: string[] = [];
    // The server knows the definition but never runs it; only the worker does.
    server.register(definition, async () => {
      ranOn.push('server');
    });
    worker.register(definition, async (payload, ctx) => {
      ranOn.push(`worker:${ctx.jobId}:${payload.podcastId}`);
    });
    await server.start();
    await worker.start();

    const jobId = await server.enqueue(definition, { podcastId: 12, userId: 3 }, { jobId: 'ref-12' });
    expect(jobId).toBe('ref-12');
    await waitFor(() => expect(ranOn).toEqual(['worker:ref-12:12']));
  });

  it('streams a worker’s progress events to a subscriber in the server process', async () => {
    const { log } = createCapturingLogger();
    const serverQueue = createJobQueue({ config: config(), log, role: 'server', prefix });
    const serverEvents = createEventBus({ config: config(), log, prefix });
    const workerQueue = createJobQueue({ config: config(), log, role: 'worker', prefix });
    const workerEvents = createEventBus({ config: config(), log, prefix });
    opened.push(serverQueue, serverEvents, workerQueue, workerEvents);

    workerQueue.register(definition, async ({ podcastId }, ctx) => {
      await workerEvents.publish(`generation:${ctx.jobId}`, { progress: { stage: 'voices', done: 1, total: 1 } });
      await workerEvents.publish(`generation:${ctx.jobId}`, {
        result: { file_sas: 'https://x', podcast_id: podcastId },
      });
    });
    await workerQueue.start();

    const received: unknown[] = [];
    await serverEvents.subscribe('generation:ref-99', (event) => received.push(event));
    await serverQueue.enqueue(definition, { podcastId: 99, userId: 1 }, { jobId: 'ref-99' });
    await waitFor(() =>
      expect(received).toEqual([
        { progress: { stage: 'voices', done: 1, total: 1 } },
        { result: { file_sas: 'https://x', podcast_id: 99 } },
      ]),
    );
  });
});
