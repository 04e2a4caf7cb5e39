import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { EventBus } from './jobs';

type Listener = (event: unknown) => void;

interface Subscription {
  listeners: Set<Listener>;
  /** Resolves once Redis confirmed SUBSCRIBE, so nothing published afterwards is missed. */
  ready: Promise<unknown>;
}

/**
 * Scale events (DESIGN §2): Redis pub/sub, so a progress event published by the worker running a job
 * reaches the server process holding the user's event stream. One connection publishes; one is
 * kept in subscriber mode and fans messages out to local listeners.
 */
export class RedisEventBus implements EventBus {
  readonly kind = 'redis' as const;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly subscriptions = new Map<string, Subscription>();
  private closed = false;

  constructor(private readonly options: { redisUrl: string; prefix: string; log: FastifyBaseLogger }) {
    const log = options.log;
    this.publisher = new Redis(options.redisUrl);
    this.subscriber = new Redis(options.redisUrl);
    this.publisher.on('error', (error) => log.error({ err: error }, 'event bus connection error'));
    this.subscriber.on('error', (error) => log.error({ err: error }, 'event bus connection error'));
    this.subscriber.on('message', (redisChannel: string, message: string) => this.dispatch(redisChannel, message));
  }

  private redisChannel(channel: string): string {
    return `${this.options.prefix}:events:${channel}`;
  }

  async publish(channel: string, event: unknown): Promise<void> {
    if (this.closed) throw new Error('The event bus is closed.');
    await this.publisher.publish(this.redisChannel(channel), JSON.stringify(event ?? null));
  }

  async subscribe(channel: string, listener: Listener): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('The event bus is closed.');
    const name = this.redisChannel(channel);
    let subscription = this.subscriptions.get(name);
    if (!subscription) {
      subscription = { listeners: new Set(), ready: this.subscriber.subscribe(name) };
      this.subscriptions.set(name, subscription);
    }
    const entry: Listener = (event) => listener(event);
    subscription.listeners.add(entry);
    try {
      await subscription.ready;
    } catch (error) {
      subscription.listeners.delete(entry);
      if (this.subscriptions.get(name) === subscription) this.subscriptions.delete(name);
      throw error;
    }
    const owned = subscription;
    return async () => {
      owned.listeners.delete(entry);
      // Only the last listener of the live subscription unsubscribes (commands run in order on one connection).
      if (owned.listeners.size === 0 && this.subscriptions.get(name) === owned) {
        this.subscriptions.delete(name);
        if (!this.closed) await this.subscriber.unsubscribe(name);
      }
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.subscriptions.clear();
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }

  private dispatch(redisChannel: string, message: string): void {
    const subscription = this.subscriptions.get(redisChannel);
    if (!subscription) return;
    let event: unknown;
    try {
      event = JSON.parse(message);
    } catch (error) {
      this.options.log.error({ err: error, channel: redisChannel }, 'an event that is not JSON was dropped');
      return;
    }
    for (const listener of [...subscription.listeners]) {
      try {
        // Each listener gets its own copy, as on the in-process bus.
        listener(subscription.listeners.size > 1 ? structuredClone(event) : event);
      } catch (error) {
        this.options.log.error({ err: error, channel: redisChannel }, 'an event listener failed');
      }
    }
  }
}

export function createRedisEventBus(options: {
  redisUrl: string;
  prefix: string;
  log: FastifyBaseLogger;
}): RedisEventBus {
  return new RedisEventBus(options);
}
