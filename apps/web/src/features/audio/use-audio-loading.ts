import { MESSAGES, TIMINGS } from '@podloom/contract';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from '../../ui/toast/toast-store';
import { type CreatePodcastState, usePodcastWorkspace } from '../podcast-setup';
import { fetchPodcastAudioUrl, type PodcastAudioUrl } from './audio-api';

export const AUDIO_LOADING_STATUS = {
  loading: 'Loading audio...',
  loaded: 'Audio loaded successfully!',
} as const;

export interface AudioLoadingOptions {
  /** Spec 000 §9: the status text clears after 3 s. */
  statusClearMs?: number;
  fetchAudioUrl?: (podcastId: number) => Promise<PodcastAudioUrl | null>;
}

/**
 * Spec 000 §4 "Audio loading": when the open podcast changes, a fresh signed link to its audio is fetched
 * ('Loading audio...', then 'Audio loaded successfully!' for 3 s). A podcast without audio says so with an info
 * notice, unless the user just came from the generator form (a new script has no audio yet). A failed fetch
 * keeps audio already saved for the podcast rather than dropping it.
 */
export function useAudioLoading({
  statusClearMs = TIMINGS.audioStatusClearMs,
  fetchAudioUrl = fetchPodcastAudioUrl,
}: AudioLoadingOptions = {}): { status: string | null; loading: boolean } {
  const podcastId = usePodcastWorkspace((s) => s.podcast?.podcastId ?? null);
  const location = useLocation();
  const arrivedFromForm = Boolean((location.state as CreatePodcastState | null)?.formData);
  const [status, setStatus] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of podcast starts a load (spec 000 §4)
  useEffect(() => {
    if (!podcastId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setStatus(AUDIO_LOADING_STATUS.loading);
    void fetchAudioUrl(podcastId).then((found) => {
      if (cancelled) return;
      const workspace = usePodcastWorkspace.getState();
      if (workspace.podcast?.podcastId !== podcastId) return;
      if (found?.presignedUrl) {
        workspace.setAudio({ audioUrl: found.presignedUrl, podcastId });
        setStatus(AUDIO_LOADING_STATUS.loaded);
        timer = setTimeout(() => setStatus(null), statusClearMs);
        return;
      }
      setStatus(null);
      const saved = workspace.audioData?.podcastId === podcastId && workspace.audioData.audioUrl;
      if (found && saved) workspace.setAudio(null);
      if (found || !saved) {
        if (!arrivedFromForm) toast.info(MESSAGES.noAudioYet);
      }
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [podcastId]);

  return { status, loading: status === AUDIO_LOADING_STATUS.loading };
}
