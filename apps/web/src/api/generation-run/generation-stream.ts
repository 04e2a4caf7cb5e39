import { type GenerationEvent, generationEvent } from '@podloom/contract';
import { openEventStream } from '../event-stream';

export interface GenerationStreamHandlers {
  onEvent: (event: GenerationEvent) => void;
  /** A refused or broken stream, an event that is not one of ours, or a stream that ended without a result. */
  onError: (error: Error) => void;
}

export interface GenerationStream {
  close: () => void;
}

/** GET /api/v1/agents/stream/{ref_id}: every event is checked against the shared union on arrival (STYLE §7). */
export function openGenerationStream(refId: string, handlers: GenerationStreamHandlers): GenerationStream {
  let sawResult = false;
  const stream = openEventStream(`/api/v1/agents/stream/${encodeURIComponent(refId)}`, {
    onMessage: (message) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        handlers.onError(new Error('The progress stream sent something that is not JSON.'));
        return;
      }
      const parsed = generationEvent.safeParse(data);
      if (!parsed.success) {
        handlers.onError(new Error('The progress stream sent an event we do not understand.'));
        return;
      }
      if ('result' in parsed.data) sawResult = true;
      handlers.onEvent(parsed.data);
    },
    onError: handlers.onError,
    onEnd: () => {
      if (!sawResult) handlers.onError(new Error('The progress stream ended before the result arrived.'));
    },
  });
  return stream;
}
