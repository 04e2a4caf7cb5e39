import { useEffect, useRef } from 'react';
import { usePodcastWorkspace } from '../podcast-setup';
import { applyVoiceRule, moreSpeakerVoices } from './default-voices';
import { useVoices } from './voices-api';

/**
 * Keeps the chosen voices in line with the language (spec 000 §4 "Other rules"): the voices are refetched for
 * the selected language; a change of language puts the host on the first voice and the guest on the second
 * (null for one speaker); otherwise the saved choice stays while the language still offers it.
 */
export function useVoiceDefaults() {
  const language = usePodcastWorkspace((s) => s.selectedLanguage);
  const speakers = usePodcastWorkspace((s) => s.noOfSpeaker);
  const setVoices = usePodcastWorkspace((s) => s.setVoices);
  const { voices, loading, ready } = useVoices(language);
  // The language whose list was last applied: the first list applied is the language being set, not changed.
  const applied = useRef<string | null>(null);

  useEffect(() => {
    if (!ready) return;
    const { hostVoice, guestVoice } = usePodcastWorkspace.getState();
    const languageChanged = applied.current !== null && applied.current !== language;
    applied.current = language;
    const next = applyVoiceRule({ current: { hostVoice, guestVoice }, voices, speakers, languageChanged });
    if (next.hostVoice !== hostVoice || next.guestVoice !== guestVoice) setVoices(next);
    const { moreSpeakers, setMoreSpeaker } = usePodcastWorkspace.getState();
    moreSpeakerVoices(
      moreSpeakers.map((m) => m.voice),
      voices,
      languageChanged,
    ).forEach((voice, i) => {
      if (voice !== moreSpeakers[i]?.voice) setMoreSpeaker(i, { voice });
    });
  }, [ready, voices, language, speakers, setVoices]);

  return { voices, loading };
}
