import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from './jobs';

type Listener = (event: unknown) => void;

/** Embedded events (DESIGN §2): in-process pub/sub by channel. */
export class MemoryEventBus implements EventBus {
  readonly kind = 'memory' as const;
  private readonly channels = new Map<string, Set<Listener>>();
  private closed = false;

  constructor(private readonly options: { log: FastifyBaseLogger }) {}

  async publish(channel: string, event: unknown): Promise<void> {
    if (this.closed) throw new Error('The event bus is closed.');
    const listeners = this.channels.get(channel);
    if (!listeners || listeners.size === 0) return;
    // Events cross Redis as JSON at scale; serialising here too keeps both modes alike (no shared
    // objects between listeners, no Dates or undefined that would not survive the trip).
    const json = JSON.stringify(event);
    for (const listener of [...listeners]) {
      try {
        listener(JSON.parse(json));
      } catch (error) {
        this.options.log.error({ err: error, channel }, 'an event listener failed');
      }
    }
  }

  async subscribe(channel: string, listener: Listener): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('The event bus is closed.');
    let listeners = this.channels.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.channels.set(channel, listeners);
    }
    // Wrapped, so subscribing the same function twice gives two independent subscriptions.
    const entry: Listener = (event) => listener(event);
    listeners.add(entry);
    return async () => {
      const current = this.channels.get(channel);
      current?.delete(entry);
      if (current?.size === 0) this.channels.delete(channel);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.channels.clear();
  }
}

export function createMemoryEventBus(options: { log: FastifyBaseLogger }): MemoryEventBus {
  return new MemoryEventBus(options);
}
