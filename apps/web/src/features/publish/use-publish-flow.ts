import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { toast } from '../../ui/toast/toast-store';
import { addEpisode, createRss, fetchPublishAudioUrl, PUBLISHED_EPISODES_KEY } from './publish-api';
import { createPublishController, type EpisodePayload, type PublishedEpisode } from './publish-controller';
import type { PublishPlatform } from './publish-platforms';
import type { PublishTarget } from './publish-target';
import { publishEpisode } from './shows-api';

/** Shows and the spec's per-platform feeds: both change when a publish lands or a show is created. */
const PUBLISHING_KEY = ['publishing'] as const;

/**
 * The publish flow with the real calls and toasts; a new `session` (each opening of the modal) starts afresh. With a
 * show chosen the episode goes to it (publishEpisode); without one, the spec's addEpisode finds or asks for it.
 */
export function usePublishFlow(session: number, target: PublishTarget) {
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session is exactly what makes a new controller.
  const controller = useMemo(
    () =>
      createPublishController({
        presignedUrl: fetchPublishAudioUrl,
        addEpisode: (userId, platform, episode) => publishToTarget(target, userId, platform, episode),
        createRss,
        notify: toast,
        onPublished: () => {
          void queryClient.invalidateQueries({ queryKey: PUBLISHING_KEY });
          void queryClient.invalidateQueries({ queryKey: ['analytics'] });
          void queryClient.invalidateQueries({ queryKey: PUBLISHED_EPISODES_KEY });
        },
        onFeedCreated: () => void queryClient.invalidateQueries({ queryKey: PUBLISHING_KEY }),
      }),
    [queryClient, session],
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  return { controller, state };
}

async function publishToTarget(
  target: PublishTarget,
  userId: number,
  platform: PublishPlatform,
  episode: EpisodePayload,
): Promise<PublishedEpisode | null> {
  const { showId, podcastId } = target;
  if (showId === null || podcastId === null) return addEpisode(userId, platform, episode);
  const published = await publishEpisode({
    podcastId,
    showId,
    platform,
    title: episode.title,
    description: episode.description,
    itunesSeason: episode.itunesSeason,
    itunesEpisode: episode.itunesEpisode,
    publishAt: target.publishAt,
  });
  return published;
}
