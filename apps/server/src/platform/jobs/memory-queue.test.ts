import { expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../config';
import { createJobQueue } from './index';
import { describeJobQueue } from './job-queue.suite';
import { createCapturingLogger } from './test-support';

const memoryQueue = (options: Omit<Parameters<typeof createJobQueue>[0], 'config'>) => {
  const queue = createJobQueue({ config: loadConfig({}), ...options });
  if (queue.kind !== 'memory') throw new Error('expected the in-process queue without REDIS_URL');
  return queue;
};

describeJobQueue('memory', (log) => ({
  create: (options) => memoryQueue({ log, ...options }),
  sharesJobs: false,
  cleanup: async () => {},
}));

// The suite's "runs nothing in a server-only process" leans on this: had the job been going to run, it would have
// started before `enqueue` answered.
it('starts a job within enqueue when the process runs jobs', async () => {
  const queue = memoryQueue({ log: createCapturingLogger().log, role: 'all' });
  const definition = { name: 'starts-at-once', payload: z.object({}) };
  let runs = 0;
  queue.register(definition, async () => {
    runs++;
  });
  await queue.start();
  await queue.enqueue(definition, {});
  expect(runs).toBe(1);
  await queue.close();
});
