import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { describeEventBus } from './event-bus.suite';
import { createEventBus } from './index';
import type { EventBus } from './jobs';
import { allDelivered, createCapturingLogger, randomPrefix, waitFor } from './test-support';

const REDIS_URL = process.env.REDIS_URL;

describeEventBus(
  'redis',
  (log) => {
    const prefix = randomPrefix();
    return {
      create: () => {
        const bus = createEventBus({ config: loadConfig({ REDIS_URL }), log, prefix });
        if (bus.kind !== 'redis') throw new Error('expected Redis pub/sub with REDIS_URL');
        return bus;
      },
    };
  },
  { skip: !REDIS_URL },
);

describe.skipIf(!REDIS_URL)('redis event bus across processes', () => {
  const buses: EventBus[] = [];
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });
  const open = (prefix: string) => {
    const bus = createEventBus({ config: loadConfig({ REDIS_URL }), log: createCapturingLogger().log, prefix });
    buses.push(bus);
    return bus;
  };

  it('delivers an event published on one instance to a subscriber on another', async () => {
    const prefix = randomPrefix();
    const publisher = open(prefix);
    const subscriber = open(prefix);
    const received: unknown[] = [];
    await subscriber.subscribe('generation:ref-1', (event) => received.push(event));
    await publisher.publish('generation:ref-1', { eta: 42 });
    await waitFor(() => expect(received).toEqual([{ eta: 42 }]));
  });

  it('keeps buses with different prefixes apart', async () => {
    const publisher = open(randomPrefix());
    const other = open(randomPrefix());
    const received: unknown[] = [];
    await other.subscribe('generation:ref-2', (event) => received.push(event));
    await publisher.publish('generation:ref-2', { eta: 1 });
    // Redis runs commands in order: an event `other` could see would have reached it before its own marker.
    await allDelivered(other);
    expect(received).toEqual([]);
  });

  it('subscribes once per channel however many listeners ask at once', async () => {
    const prefix = randomPrefix();
    const publisher = open(prefix);
    const subscriber = open(prefix);
    const received: string[] = [];
    const unsubscribes = await Promise.all(
      ['a', 'b', 'c'].map((name) => subscriber.subscribe('generation:ref-3', () => received.push(name))),
    );
    await publisher.publish('generation:ref-3', 'x');
    await waitFor(() => expect(received.sort()).toEqual(['a', 'b', 'c']));
    await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe()));
    // Subscribing again after everyone left works.
    const again: unknown[] = [];
    await subscriber.subscribe('generation:ref-3', (event) => again.push(event));
    await publisher.publish('generation:ref-3', 'y');
    await waitFor(() => expect(again).toEqual(['y']));
    expect(received).toHaveLength(3);
  });
});
