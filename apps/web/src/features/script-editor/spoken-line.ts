import { useQuery } from '@tanstack/react-query';
import { playFrom, usePlaybackTime } from '../../ui/playback/playback';
import { usePodcastWorkspace } from '../podcast-setup';
import { fetchLineTimings, type LineTiming } from './script-api';

/** The line spoken at `time`: the last one started by then, until the next begins (pauses included). */
export function lineAt(timings: readonly LineTiming[], time: number): number | null {
  let found: number | null = null;
  for (const t of timings) {
    if (t.start <= time + 0.05) found = t.index;
    else break;
  }
  return found;
}

/**
 * The script following the player: the timings of the open podcast's current audio (fetched once per audio), the
 * line being spoken while it plays or after it was paused, and a way to play from a line.
 */
export function useSpokenLine() {
  const podcastId = usePodcastWorkspace((s) => s.podcast?.podcastId ?? null);
  const audio = usePodcastWorkspace((s) => s.audioData);
  const audioUrl = audio && audio.podcastId === podcastId ? audio.audioUrl : null;
  const { data: timings = [] } = useQuery({
    // The signed link changes with each render (and each reload), and so may the timings.
    queryKey: ['line-timings', podcastId, audioUrl],
    queryFn: () => fetchLineTimings(podcastId as number),
    enabled: podcastId !== null && audioUrl !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { time, playing } = usePlaybackTime();
  const sorted = [...timings].sort((a, b) => a.start - b.start);
  const spoken = audioUrl && (playing || time > 0) ? lineAt(sorted, time) : null;
  const starts = new Map(timings.map((t) => [t.index, t.start]));
  const playLine = (index: number) => {
    const start = starts.get(index);
    if (start !== undefined) playFrom(start);
  };
  return { spoken, playable: audioUrl ? starts : null, playLine };
}
