import { type GenerationEvent, streamEvent } from '@podloom/contract';
import { type EventStream, openEventStream } from '../event-stream';

export interface GenerationStreamHandlers {
  onEvent: (event: GenerationEvent) => void;
  /** A refused or broken stream, an event that is not one of ours, or a stream that ended without a result. */
  onError: (error: Error) => void;
}

export interface GenerationStream {
  close: () => void;
}

export interface GenerationStreamOptions {
  /** After a `reconnect` event: how many times to try opening the stream again while the server is away. */
  reconnectAttempts?: number;
  /** The wait between those tries (the event's own `after_ms` comes first). */
  retryDelayMs?: number;
  /** Opens the underlying stream (tests give a fake). */
  open?: typeof openEventStream;
}

/**
 * GET /api/v1/agents/stream/{ref_id}: every event is checked against the shared union on arrival (STYLE §7).
 * A stopping server ends the stream with `reconnect`: the job is not over, so the stream is opened again
 * after the wait it names, and again while the server is away (a restart), up to `reconnectAttempts` tries; the
 * job's events resume from what the server has stored. Only then does a broken stream become an error.
 */
export function openGenerationStream(
  refId: string,
  handlers: GenerationStreamHandlers,
  options: GenerationStreamOptions = {},
): GenerationStream {
  const { reconnectAttempts = 30, retryDelayMs = 1000, open = openEventStream } = options;
  let sawResult = false;
  let closed = false;
  /** Tries left since the server asked us to come back; null while the stream is not reconnecting. */
  let triesLeft: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stream: EventStream | null = null;

  const fail = (error: Error) => {
    if (closed) return;
    if (triesLeft !== null && triesLeft > 0) {
      reopen(retryDelayMs);
      return;
    }
    closed = true;
    handlers.onError(error);
  };
  const reopen = (afterMs: number) => {
    stream?.close();
    stream = null;
    triesLeft = (triesLeft ?? reconnectAttempts) - 1;
    timer = setTimeout(connect, afterMs);
  };
  const connect = () => {
    if (closed) return;
    stream = open(`/api/v1/agents/stream/${encodeURIComponent(refId)}`, {
      onMessage: (message) => {
        if (closed) return;
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          fail(new Error('The progress stream sent something that is not JSON.'));
          return;
        }
        const parsed = streamEvent.safeParse(data);
        if (!parsed.success) {
          fail(new Error('The progress stream sent an event we do not understand.'));
          return;
        }
        if ('reconnect' in parsed.data) {
          reopen(parsed.data.reconnect.after_ms);
          return;
        }
        // The server is back: a later stop gets a fresh set of tries.
        triesLeft = null;
        if ('result' in parsed.data) sawResult = true;
        handlers.onEvent(parsed.data);
      },
      onError: fail,
      onEnd: () => {
        if (!sawResult) fail(new Error('The progress stream ended before the result arrived.'));
      },
    });
  };
  connect();
  return {
    close: () => {
      closed = true;
      clearTimeout(timer);
      stream?.close();
    },
  };
}
