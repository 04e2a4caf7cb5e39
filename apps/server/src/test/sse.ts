import type { StreamEvent } from '@podloom/contract';
import { streamEvent } from '@podloom/contract';

/** Reads a text/event-stream until it ends (or `until` says stop), validating each event against the shared union. */
export async function readEvents(
  url: string,
  token: string,
  options: { until?: (event: StreamEvent) => boolean; timeoutMs?: number } = {},
): Promise<{ status: number; events: StreamEvent[]; contentType: string | null }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 30_000);
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const events: StreamEvent[] = [];
  if (!response.ok || !response.body) {
    clearTimeout(timer);
    return { status: response.status, events, contentType: response.headers.get('content-type') };
  }
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trim())
          .join('\n');
        if (data) {
          const event = streamEvent.parse(JSON.parse(data));
          events.push(event);
          if (options.until?.(event)) {
            controller.abort();
            return { status: response.status, events, contentType: response.headers.get('content-type') };
          }
        }
        end = buffer.indexOf('\n\n');
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
  }
  return { status: response.status, events, contentType: response.headers.get('content-type') };
}
