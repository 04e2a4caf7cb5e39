import { loadConfig } from '../../config';
import { createJobQueue } from './index';
import { describeJobQueue } from './job-queue.suite';

describeJobQueue('memory', (log) => ({
  create: (options) => {
    const queue = createJobQueue({ config: loadConfig({}), log, ...options });
    if (queue.kind !== 'memory') throw new Error('expected the in-process queue without REDIS_URL');
    return queue;
  },
  cleanup: async () => {},
}));
