import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventBus } from './jobs';
import { allDelivered, createCapturingLogger, waitFor } from './test-support';

export interface BusHarness {
  /** A bus in this test's namespace: buses made by one harness share channels. */
  create(): EventBus;
}

/** One behaviour suite, run for the in-process bus and for Redis pub/sub (DESIGN §9). */
export function describeEventBus(
  label: string,
  makeHarness: (log: ReturnType<typeof createCapturingLogger>['log']) => BusHarness,
  options: { skip?: boolean } = {},
): void {
  describe.skipIf(Boolean(options.skip))(`${label}: event bus behaviour`, () => {
    let harness: BusHarness;
    let logLines: string[];
    const buses: EventBus[] = [];
    const open = () => {
      const bus = harness.create();
      buses.push(bus);
      return bus;
    };

    beforeEach(() => {
      const capture = createCapturingLogger();
      logLines = capture.lines;
      harness = makeHarness(capture.log);
    });

    afterEach(async () => {
      await Promise.all(buses.splice(0).map((bus) => bus.close()));
    });

    it('delivers an event to the subscribers of its channel only, in order', async () => {
      const bus = open();
      const a: unknown[] = [];
      const b: unknown[] = [];
      await bus.subscribe('job:a', (event) => a.push(event));
      await bus.subscribe('job:b', (event) => b.push(event));
      await bus.publish('job:a', { eta: 30 });
      await bus.publish('job:a', { progress: { stage: 'voices', done: 1, total: 4 } });
      await bus.publish('job:a', { result: { message: 'Hello', podcast_id: 7 } });
      await waitFor(() => expect(a).toHaveLength(3));
      expect(a).toEqual([
        { eta: 30 },
        { progress: { stage: 'voices', done: 1, total: 4 } },
        { result: { message: 'Hello', podcast_id: 7 } },
      ]);
      await allDelivered(bus);
      expect(b).toEqual([]);
    });

    it('stops delivering to a listener once it unsubscribes, and keeps the others', async () => {
      const bus = open();
      const first: unknown[] = [];
      const second: unknown[] = [];
      const unsubscribeFirst = await bus.subscribe('job:c', (event) => first.push(event));
      await bus.subscribe('job:c', (event) => second.push(event));
      await bus.publish('job:c', 1);
      await waitFor(() => expect(second).toEqual([1]));
      await unsubscribeFirst();
      await bus.publish('job:c', 2);
      await waitFor(() => expect(second).toEqual([1, 2]));
      await allDelivered(bus);
      expect(first).toEqual([1]);
    });

    it('gives each listener its own JSON copy of the event', async () => {
      const bus = open();
      const received: Array<Record<string, unknown>> = [];
      const mutate = (event: unknown) => {
        const copy = event as Record<string, unknown>;
        received.push(copy);
        copy.touched = true;
      };
      await bus.subscribe('job:d', mutate);
      await bus.subscribe('job:d', mutate);
      const at = new Date('2026-01-02T03:04:05.000Z');
      await bus.publish('job:d', { at, skipped: undefined });
      await waitFor(() => expect(received).toHaveLength(2));
      expect(received[0]).not.toBe(received[1]);
      expect(received[0]).toEqual({ at: '2026-01-02T03:04:05.000Z', touched: true });
    });

    it('keeps delivering when one listener throws, and logs it', async () => {
      const bus = open();
      const good: unknown[] = [];
      await bus.subscribe('job:e', () => {
        throw new Error('listener broke');
      });
      await bus.subscribe('job:e', (event) => good.push(event));
      await bus.publish('job:e', 'ping');
      await waitFor(() => expect(good).toEqual(['ping']));
      await waitFor(() => expect(logLines.join('\n')).toContain('listener broke'));
    });

    it('refuses to publish once closed', async () => {
      const bus = open();
      await bus.close();
      await expect(bus.publish('job:f', 1)).rejects.toThrow();
    });
  });
}
