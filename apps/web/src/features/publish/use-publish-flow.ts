import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { toast } from '../../ui/toast/toast-store';
import { addEpisode, createRss, fetchPublishAudioUrl, PUBLISHED_EPISODES_KEY, RSS_FEEDS_KEY } from './publish-api';
import { createPublishController } from './publish-controller';

/** The publish flow with the real calls and toasts; a new `session` (each opening of the modal) starts afresh. */
export function usePublishFlow(session: number) {
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session is exactly what makes a new controller.
  const controller = useMemo(
    () =>
      createPublishController({
        presignedUrl: fetchPublishAudioUrl,
        addEpisode,
        createRss,
        notify: toast,
        onPublished: () => {
          void queryClient.invalidateQueries({ queryKey: RSS_FEEDS_KEY });
          void queryClient.invalidateQueries({ queryKey: ['analytics'] });
          void queryClient.invalidateQueries({ queryKey: PUBLISHED_EPISODES_KEY });
        },
        onFeedCreated: () => void queryClient.invalidateQueries({ queryKey: RSS_FEEDS_KEY }),
      }),
    [queryClient, session],
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  return { controller, state };
}
