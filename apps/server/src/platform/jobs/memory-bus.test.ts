import { loadConfig } from '../../config';
import { describeEventBus } from './event-bus.suite';
import { createEventBus } from './index';

describeEventBus('memory', (log) => ({
  create: () => {
    const bus = createEventBus({ config: loadConfig({}), log });
    if (bus.kind !== 'memory') throw new Error('expected the in-process bus without REDIS_URL');
    return bus;
  },
}));
