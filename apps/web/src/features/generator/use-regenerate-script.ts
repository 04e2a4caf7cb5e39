import { SPEAKER_MESSAGES } from '@podloom/contract';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../ui/toast/toast-store';
import {
  buildScriptPayload,
  type CreatePodcastState,
  DEFAULT_GENERATOR_VALUES,
  type GeneratorFormValues,
  useCurrentUserId,
  usePodcastWorkspace,
  validateGeneratorForm,
} from '../podcast-setup';
import type { GenerationTimings } from './script-generation';
import { useScriptGeneration } from './use-script-generation';

/** The setup card's values as a generator form: the saved form, overridden by what the card shows now. */
export function currentFormValues(): GeneratorFormValues {
  const s = usePodcastWorkspace.getState();
  const base = s.formData ?? { ...DEFAULT_GENERATOR_VALUES, topic: s.podcast?.title ?? '' };
  return {
    ...base,
    language: s.selectedLanguage,
    no_of_speaker: s.noOfSpeaker,
    tone: s.selectedTone,
    host: s.hostName,
    guest: s.noOfSpeaker >= 2 ? s.guestName : '',
    more_speakers: s.moreSpeakers.map((m) => m.name),
  };
}

/**
 * Re-Generate Script on /create-podcast: the same generation flow as the home screen (spec 000 §4), staying
 * on the page; the new podcast replaces the open one when it is written.
 */
export function useRegenerateScript(timings?: Partial<GenerationTimings>) {
  const navigate = useNavigate();
  const location = useLocation();
  const userId = useCurrentUserId();
  const openPodcast = usePodcastWorkspace((s) => s.openPodcast);
  // The values a generation started with: the card may change while it runs.
  const started = useRef<GeneratorFormValues | null>(null);

  const generation = useScriptGeneration({
    timings,
    onSuccess: (script, payload) => {
      const formData = started.current ?? currentFormValues();
      openPodcast({
        podcastId: script.podcastId,
        title: script.title,
        language: payload.language,
        lines: script.lines,
        formData,
      });
      const state: CreatePodcastState = {
        formData,
        podcastId: script.podcastId,
        title: script.title,
        language: payload.language,
      };
      // Keep the page, but let a reload (or Back) find the new podcast.
      navigate(location.pathname, { replace: true, state });
    },
  });

  const regenerate = () => {
    const values = currentFormValues();
    const errors = validateGeneratorForm(values, 'setup');
    const unnamed = values.no_of_speaker > 2 && values.more_speakers?.some((name) => !name.trim());
    const first = errors.topic ?? errors.host ?? errors.guest ?? (unnamed ? SPEAKER_MESSAGES.names : undefined);
    if (first) {
      toast.error(first);
      return;
    }
    const { hostVoice, guestVoice, moreSpeakers } = usePodcastWorkspace.getState();
    if (!generation.busy) started.current = values;
    const moreVoices = moreSpeakers.map((m) => m.voice);
    void generation.generate(buildScriptPayload(values, { userId, hostVoice, guestVoice, moreVoices }));
  };

  return { busy: generation.busy, live: generation.live, regenerate };
}
