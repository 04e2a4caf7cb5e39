import type { Show } from './shows-api';

/**
 * The show the Publish modal starts on: the one this podcast was last published to, else the newest
 * (shows come newest first).
 */
export function defaultShowFor(
  shows: Array<Pick<Show, 'podcasts'> & { id: string }>,
  podcastId: number | null,
): string | null {
  let best: { id: string; at: string } | null = null;
  for (const show of shows) {
    const entry = show.podcasts.find((p) => p.podcastId === podcastId);
    if (entry && (!best || (entry.lastPublishedAt ?? '') > best.at))
      best = { id: show.id, at: entry.lastPublishedAt ?? '' };
  }
  return best?.id ?? shows[0]?.id ?? null;
}
