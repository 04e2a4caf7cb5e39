import type { GenerationEvent } from '@podloom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventStreamHandlers } from '../event-stream';
import { openGenerationStream } from './generation-stream';

/** A fake server: each opening of the stream is recorded; the test sends its events or breaks it. */
class FakeStreams {
  opened: Array<{ path: string; handlers: EventStreamHandlers; closed: boolean }> = [];
  open = (path: string, handlers: EventStreamHandlers) => {
    const entry = { path, handlers, closed: false };
    this.opened.push(entry);
    return {
      close: () => {
        entry.closed = true;
      },
    };
  };
  get last() {
    const entry = this.opened.at(-1);
    if (!entry) throw new Error('no stream was opened');
    return entry;
  }
  send(event: unknown) {
    this.last.handlers.onMessage({ event: 'message', data: JSON.stringify(event) });
  }
}

describe('the progress stream across a server restart (its `reconnect` event)', () => {
  let streams: FakeStreams;
  let events: GenerationEvent[];
  let errors: Error[];
  beforeEach(() => {
    vi.useFakeTimers();
    streams = new FakeStreams();
    events = [];
    errors = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const open = (reconnectAttempts = 3) =>
    openGenerationStream(
      'ref-1',
      { onEvent: (event) => events.push(event), onError: (error) => errors.push(error) },
      { open: streams.open, reconnectAttempts, retryDelayMs: 500 },
    );

  it('opens the stream again after `reconnect`, retries while the server is away, and carries on', async () => {
    open();
    streams.send({ eta: 30 });
    streams.send({ reconnect: { after_ms: 1000 } });
    expect(streams.opened).toHaveLength(1);
    expect(streams.opened[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(streams.opened).toHaveLength(2);
    // The server is still starting: the connection fails, and is tried again.
    streams.last.handlers.onError?.(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(500);
    expect(streams.opened).toHaveLength(3);
    streams.send({ eta: 30 });
    streams.send({ result: { podcast_id: 7, file_sas: 'https://x/a.mp3' } });
    expect(events).toEqual([{ eta: 30 }, { eta: 30 }, { result: { podcast_id: 7, file_sas: 'https://x/a.mp3' } }]);
    expect(errors).toEqual([]);
    expect(streams.opened.every((s) => s.path === '/api/v1/agents/stream/ref-1')).toBe(true);
  });

  it('gives up with an error once the tries are spent, and a stream broken without `reconnect` errs at once', async () => {
    open(2);
    streams.send({ reconnect: { after_ms: 0 } });
    await vi.advanceTimersByTimeAsync(0);
    streams.last.handlers.onError?.(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(500);
    expect(errors).toEqual([]);
    streams.last.handlers.onError?.(new TypeError('Failed to fetch'));
    expect(errors.map((e) => e.message)).toEqual(['Failed to fetch']);

    const before = streams.opened.length;
    errors = [];
    open();
    streams.last.handlers.onEnd?.();
    expect(errors.map((e) => e.message)).toEqual(['The progress stream ended before the result arrived.']);
    expect(streams.opened.length).toBe(before + 1);
  });

  it('close() stops a pending reopen', async () => {
    const stream = open();
    streams.send({ reconnect: { after_ms: 1000 } });
    stream.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(streams.opened).toHaveLength(1);
  });
});
