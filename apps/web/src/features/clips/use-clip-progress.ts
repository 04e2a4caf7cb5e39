import { generationEvent } from '@podloom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type EventStream, openEventStream } from '../../api/event-stream';
import { type ClipView, clipsKey } from './clips-api';

/**
 * Follows the render stream of each clip being made (DESIGN §4: progress by ref id) and answers how far each is,
 * 0–1; when one ends, the list is asked again for its status and link.
 */
export function useClipProgress(podcastId: number, clips: ClipView[]): Record<number, number> {
  const client = useQueryClient();
  const streams = useRef(new Map<number, EventStream>());
  const [progress, setProgress] = useState<Record<number, number>>({});
  const live = clips.filter((clip) => clip.status === 'QUEUED' || clip.status === 'RENDERING');
  const liveKey = live.map((clip) => `${clip.id}:${clip.refId}`).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: liveKey stands for the live clips.
  useEffect(() => {
    const open = streams.current;
    for (const clip of live) {
      if (open.has(clip.id)) continue;
      const stream = openEventStream(`/api/v1/agents/stream/${clip.refId}`, {
        onMessage: (message) => {
          const parsed = generationEvent.safeParse(JSON.parse(message.data));
          if (!parsed.success) return;
          const event = parsed.data;
          if ('progress' in event && event.progress.total > 0) {
            const share = Math.min(1, event.progress.done / event.progress.total);
            setProgress((p) => ({ ...p, [clip.id]: share }));
          }
          if ('result' in event) {
            stream.close();
            open.delete(clip.id);
            void client.invalidateQueries({ queryKey: clipsKey(podcastId) });
          }
        },
        onError: () => open.delete(clip.id),
      });
      open.set(clip.id, stream);
    }
  }, [liveKey, podcastId, client]);

  useEffect(() => {
    const open = streams.current;
    return () => {
      for (const stream of open.values()) stream.close();
      open.clear();
    };
  }, []);

  return progress;
}
