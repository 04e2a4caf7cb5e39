import { MESSAGES } from '@podloom/contract';
import { apiConfig, resolveUrl } from './api-config';
import { ApiError, messageFromBody } from './api-error';
import { authorizedFetch, readBody } from './http';

/** One dispatched server-sent event (WHATWG HTML §9.2 "event stream interpretation"). */
export interface SseMessage {
  /** `message` unless the server named it with an `event:` field. */
  event: string;
  /** The `data:` lines joined with newlines. */
  data: string;
  id?: string;
}

/**
 * Turns text/event-stream chunks into events. Chunks may split anywhere (inside a line, between CR and LF);
 * comment lines (`: keep-alive`) are skipped; an event is dispatched at a blank line and only if it had data.
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private id: string | undefined;
  private lastId: string | undefined;

  push(chunk: string): SseMessage[] {
    this.buffer += chunk;
    const out: SseMessage[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (!match) break;
      // A CR at the very end may be the first half of CRLF: wait for the next chunk to know.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const message = this.line(line);
      if (message) out.push(message);
    }
    return out;
  }

  /** The stream ended: an event without its closing blank line is dropped, as the standard says. */
  end(): void {
    this.buffer = '';
    this.data = [];
    this.event = '';
  }

  private line(line: string): SseMessage | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    return null;
  }

  private dispatch(): SseMessage | null {
    if (this.id !== undefined) this.lastId = this.id;
    this.id = undefined;
    if (this.data.length === 0) {
      this.event = '';
      return null;
    }
    const message: SseMessage = { event: this.event || 'message', data: this.data.join('\n') };
    if (this.lastId !== undefined) message.id = this.lastId;
    this.data = [];
    this.event = '';
    return message;
  }
}

export interface EventStreamHandlers {
  onMessage: (message: SseMessage) => void;
  /** The request was refused, the connection broke, or the stream was not an event stream. */
  onError?: (error: Error) => void;
  /** The server ended the stream (not called after `close()`). */
  onEnd?: () => void;
}

export interface EventStreamOptions {
  /** Defaults to the streaming host (spec 000 §7: it may differ from the main API host). */
  baseUrl?: string;
}

export interface EventStream {
  close: () => void;
}

/**
 * Opens a text/event-stream with fetch rather than EventSource, because the stream needs the bearer token
 * (spec 000 §7) and EventSource cannot send headers. The token, expiry and 401 handling are `authorizedFetch`'s.
 * No reconnection: the caller decides what a broken stream means.
 */
export function openEventStream(
  path: string,
  handlers: EventStreamHandlers,
  options: EventStreamOptions = {},
): EventStream {
  const controller = new AbortController();
  let closed = false;
  const fail = (error: unknown) => {
    if (closed) return;
    closed = true;
    handlers.onError?.(error instanceof Error ? error : new Error(String(error)));
  };

  const run = async () => {
    const url = resolveUrl(options.baseUrl ?? apiConfig().streamBaseUrl, path);
    const response = await authorizedFetch(url, {
      headers: { Accept: 'text/event-stream', 'Cache-Control': 'no-cache' },
      signal: controller.signal,
    });
    if (!response.ok) {
      const body = await readBody(response).catch(() => undefined);
      throw new ApiError(messageFromBody(body) ?? MESSAGES.httpError(response.status), response.status, body);
    }
    if (!response.body) throw new Error('The server answered without a stream.');
    const parser = new SseParser();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const message of parser.push(value)) {
        if (closed) return;
        handlers.onMessage(message);
      }
    }
    parser.end();
    if (!closed) {
      closed = true;
      handlers.onEnd?.();
    }
  };

  run().catch((error: unknown) => {
    // Our own close() aborts the fetch: that is not an error anyone needs to hear about.
    if (controller.signal.aborted) return;
    fail(error);
  });

  return {
    close: () => {
      closed = true;
      controller.abort();
    },
  };
}
