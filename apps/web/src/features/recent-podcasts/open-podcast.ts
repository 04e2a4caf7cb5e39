import { parseTranscript, speakersOf } from '@podloom/contract';
import { useNavigate } from 'react-router';
import {
  CREATE_PODCAST_ROUTE,
  type CreatePodcastState,
  DEFAULT_GENERATOR_VALUES,
  usePodcastWorkspace,
} from '../podcast-setup';
import type { RecentPodcast } from './recent-podcasts-api';

/**
 * Opens a recent podcast in /create-podcast: its script, language and speakers become the locally saved
 * state, and the setup card's form is rebuilt from them so Re-Generate has a topic (the title).
 */
export function useOpenPodcast() {
  const navigate = useNavigate();
  const openPodcast = usePodcastWorkspace((s) => s.openPodcast);
  const tone = usePodcastWorkspace((s) => s.selectedTone);
  return (podcast: RecentPodcast) => {
    const lines = parseTranscript(podcast.transcript ?? '');
    const [host = '', guest = ''] = speakersOf(lines);
    const noOfSpeaker = guest ? 2 : 1;
    openPodcast({
      podcastId: podcast.podcastId,
      title: podcast.title,
      language: podcast.language,
      lines,
      hostName: host,
      guestName: guest,
      noOfSpeaker,
      formData: {
        ...DEFAULT_GENERATOR_VALUES,
        topic: podcast.title,
        host,
        guest,
        no_of_speaker: noOfSpeaker,
        language: podcast.language || DEFAULT_GENERATOR_VALUES.language,
        tone,
      },
    });
    const state: CreatePodcastState = {
      podcastId: podcast.podcastId,
      title: podcast.title,
      language: podcast.language,
    };
    navigate(CREATE_PODCAST_ROUTE, { state });
  };
}
