import { useCallback, useEffect, useRef, useState } from 'react';
import { openGenerationStream } from '../../api/generation-run';
import { toast } from '../../ui/toast/toast-store';
import { useCurrentUserId, usePodcastUi, usePodcastWorkspace } from '../podcast-setup';
import { fetchAudioUrlByBatchJob, startAudio } from './audio-api';
import {
  AudioGeneration,
  type AudioGenerationPorts,
  type AudioGenerationSnapshot,
  type AudioTimings,
  IDLE_AUDIO,
} from './audio-generation';
import { buildAudioPayload, validateAudioVoices } from './audio-payload';

const PORTS: AudioGenerationPorts = {
  startAudio,
  openStream: openGenerationStream,
  findAudioByBatchJob: fetchAudioUrlByBatchJob,
  notify: toast,
};

export interface UseAudioGenerationOptions {
  /** Spec 000 §9 timings by default. */
  timings?: Partial<AudioTimings>;
  ports?: AudioGenerationPorts;
}

/**
 * Generate Audio on /create-podcast (spec 000 §4, §5): checks the voices, builds the spec's payload from the
 * locally saved state and runs one generation per screen. Busy is mirrored into the UI state's loadingAudio;
 * the new audio becomes the open podcast's (unless another podcast was opened meanwhile). Leaving the screen
 * closes the stream and clears busy.
 */
export function useAudioGeneration({ timings, ports = PORTS }: UseAudioGenerationOptions = {}) {
  const [snapshot, setSnapshot] = useState<AudioGenerationSnapshot>(IDLE_AUDIO);
  const machine = useRef<AudioGeneration | null>(null);
  const timingsRef = useRef(timings);
  const userId = useCurrentUserId();

  useEffect(() => {
    const { setLoadingAudio } = usePodcastUi.getState();
    const instance = new AudioGeneration(
      ports,
      {
        onChange: (next) => {
          setSnapshot(next);
          setLoadingAudio(next.phase !== 'idle');
        },
        onSuccess: (audio) => {
          const workspace = usePodcastWorkspace.getState();
          if (workspace.podcast?.podcastId !== audio.podcastId) return;
          workspace.setAudio({ audioUrl: audio.audioUrl, podcastId: audio.podcastId });
        },
      },
      timingsRef.current,
    );
    machine.current = instance;
    return () => {
      instance.dispose();
      setLoadingAudio(false);
      if (machine.current === instance) machine.current = null;
    };
  }, [ports]);

  const generate = useCallback(async () => {
    const s = usePodcastWorkspace.getState();
    if (!s.podcast) return false;
    const request = {
      podcastId: s.podcast.podcastId,
      lines: s.scriptData,
      hostName: s.hostName,
      guestName: s.guestName,
      hostVoice: s.hostVoice,
      guestVoice: s.guestVoice,
      language: s.selectedLanguage,
      noOfSpeaker: s.noOfSpeaker,
      tone: s.selectedTone,
      durationKey: s.formData?.duration,
      userId,
      moreSpeakers: s.moreSpeakers,
      voiceStyles: s.voiceStyles,
      backchannels: s.backchannels,
    };
    const problem = validateAudioVoices(request);
    if (problem) {
      toast.error(problem);
      return false;
    }
    const previousAudioUrl = s.audioData?.podcastId === s.podcast.podcastId ? s.audioData.audioUrl : null;
    return (await machine.current?.generate(buildAudioPayload(request), { previousAudioUrl })) ?? false;
  }, [userId]);

  return { snapshot, busy: snapshot.phase !== 'idle', generate };
}
