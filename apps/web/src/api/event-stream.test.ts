import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openEventStream, type SseMessage, SseParser } from './event-stream';
import { useSessionStore } from './session/session-store';

describe('SseParser (text/event-stream)', () => {
  it('dispatches data at a blank line and skips comments', () => {
    const parser = new SseParser();
    expect(parser.push(': keep-alive\n\n')).toEqual([]);
    expect(parser.push('data: {"eta":10}\n\n')).toEqual([{ event: 'message', data: '{"eta":10}' }]);
  });

  it('joins a message split anywhere across chunks, CRLF included', () => {
    const parser = new SseParser();
    const text = 'data: {"a":\r\ndata: 1}\r\n\r\ndata:two\n\n';
    const out: SseMessage[] = [];
    for (const char of text) out.push(...parser.push(char));
    expect(out.map((m) => m.data)).toEqual(['{"a":\n1}', 'two']);
  });

  it('keeps event names and ids, and ignores events without data', () => {
    const parser = new SseParser();
    expect(parser.push('event: ping\n\nevent: done\nid: 7\ndata: x\n\ndata: y\n\n')).toEqual([
      { event: 'done', data: 'x', id: '7' },
      { event: 'message', data: 'y', id: '7' },
    ]);
  });

  it('drops an unfinished event when the stream ends', () => {
    const parser = new SseParser();
    expect(parser.push('data: half')).toEqual([]);
    parser.end();
    expect(parser.push('\n\n')).toEqual([]);
  });
});

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('openEventStream', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    useSessionStore.setState({ user: null, token: null, refreshToken: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('delivers each event, then reports the end', async () => {
    fetchMock.mockResolvedValue(
      new Response(streamOf(['data: {"eta":5}\n', '\n: keep-alive\n\ndata: {"res', 'ult":1}\n\n']), {
        headers: { 'content-type': 'text/event-stream' },
      }),
    );
    const messages: string[] = [];
    await new Promise<void>((resolve, reject) => {
      openEventStream('/api/v1/agents/stream/abc', {
        onMessage: (m) => messages.push(m.data),
        onEnd: resolve,
        onError: reject,
      });
    });
    expect(messages).toEqual(['{"eta":5}', '{"result":1}']);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/agents/stream/abc');
    expect(new Headers(init.headers).get('Accept')).toBe('text/event-stream');
  });

  it("reports a refusal with the server's sentence", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'We could not find that generation.' }), { status: 404 }),
    );
    const error = await new Promise<Error>((resolve) => {
      openEventStream('/x', { onMessage: () => {}, onError: resolve });
    });
    expect(error.message).toBe('We could not find that generation.');
  });

  it('stays silent after close()', async () => {
    let abortSignal: AbortSignal | undefined;
    fetchMock.mockImplementation((_url: string, init: RequestInit) => {
      abortSignal = init.signal ?? undefined;
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    });
    const onError = vi.fn();
    const onEnd = vi.fn();
    const stream = openEventStream('/x', { onMessage: () => {}, onError, onEnd });
    await Promise.resolve();
    stream.close();
    await new Promise((r) => setTimeout(r, 5));
    expect(abortSignal?.aborted).toBe(true);
    expect(onError).not.toHaveBeenCalled();
    expect(onEnd).not.toHaveBeenCalled();
  });
});
