import { useNavigate } from 'react-router';
import {
  CREATE_PODCAST_ROUTE,
  type CreatePodcastState,
  type GeneratorFormValues,
  usePodcastWorkspace,
} from '../podcast-setup';
import type { GeneratedScript } from './script-generation';

/** Voices chosen before the script existed (the Create New Podcast wizard): they go with it to /create-podcast. */
export interface ChosenVoices {
  hostVoice: string | null;
  guestVoice: string | null;
  moreSpeakers: Array<{ name: string; voice: string | null }>;
}

/**
 * What every screen that starts a script does when it is written (spec 000 §4): the script becomes the open
 * podcast, and /create-podcast opens with formData, podcastId, title and language.
 */
export function useOpenGeneratedScript() {
  const navigate = useNavigate();
  return (script: GeneratedScript, formData: GeneratorFormValues, voices?: ChosenVoices) => {
    const workspace = usePodcastWorkspace.getState();
    if (voices) workspace.setVoices({ hostVoice: voices.hostVoice, guestVoice: voices.guestVoice });
    workspace.openPodcast({
      podcastId: script.podcastId,
      title: script.title,
      language: formData.language,
      lines: script.lines,
      formData,
      ...(voices ? { moreSpeakers: voices.moreSpeakers } : {}),
    });
    const state: CreatePodcastState = {
      formData,
      podcastId: script.podcastId,
      title: script.title,
      language: formData.language,
    };
    navigate(CREATE_PODCAST_ROUTE, { state });
  };
}
