import { MAX_SPEAKERS, parseTranscript, SCRIPT_FORMATS, type ScriptFormat, speakersOf } from '@podloom/contract';
import { useNavigate } from 'react-router';
import {
  CREATE_PODCAST_ROUTE,
  type CreatePodcastState,
  DEFAULT_GENERATOR_VALUES,
  type SpeakerRole,
  usePodcastWorkspace,
  type VoiceStyle,
} from '../podcast-setup';
import type { RecentPodcast } from './recent-podcasts-api';

/** The format, focus and sources the podcast was written with, so Re-Generate writes it the same way. */
function writtenAs(podcast: RecentPodcast) {
  const format = SCRIPT_FORMATS.find((f) => f === podcast.format) as ScriptFormat | undefined;
  return {
    ...(format ? { format } : {}),
    ...(podcast.focus ? { focus: podcast.focus } : {}),
    sources: (podcast.sources ?? []).map(({ id, title, words }) => ({ id, title, words })),
  };
}

/**
 * Opens a recent podcast in /create-podcast: its script, language and speakers (up to four) become the locally saved
 * state, and the setup card's form is rebuilt from them so Re-Generate has a topic (the title).
 */
export function useOpenPodcast() {
  const navigate = useNavigate();
  const openPodcast = usePodcastWorkspace((s) => s.openPodcast);
  const tone = usePodcastWorkspace((s) => s.selectedTone);
  return (podcast: RecentPodcast) => {
    const lines = parseTranscript(podcast.transcript ?? '');
    // Up to four speakers (a podcast from the Create New Podcast wizard may have 3 or 4), each with the voice it was
    // last rendered with; a podcast never rendered keeps the voices chosen on screen.
    const [host = '', guest = '', ...more] = speakersOf(lines).slice(0, MAX_SPEAKERS);
    const noOfSpeaker = Math.max(1, (guest ? 2 : 1) + more.length);
    const saved = podcast.settings;
    const savedVoice = (name: string) => saved?.voices.find((v) => v.speaker === name)?.voice ?? null;
    const roles: SpeakerRole[] = ['host', 'guest', 'speaker-3', 'speaker-4'];
    const voiceStyles = Object.fromEntries(
      [host, guest, ...more].flatMap((name, i) => {
        const v = saved?.voices.find((s) => s.speaker === name);
        return v && name ? [[roles[i], { speed: v.speed ?? 1, pitch: v.pitch ?? 0 }]] : [];
      }),
    ) as Partial<Record<SpeakerRole, VoiceStyle>>;
    openPodcast({
      podcastId: podcast.podcastId,
      title: podcast.title,
      language: podcast.language,
      lines,
      hostName: host,
      guestName: guest,
      noOfSpeaker,
      moreSpeakers: more.map((name) => ({ name, voice: savedVoice(name) })),
      ...(saved?.hostVoice ? { hostVoice: saved.hostVoice } : {}),
      ...(saved?.guestVoice ? { guestVoice: saved.guestVoice } : {}),
      ...(saved?.voices.length ? { voiceStyles } : {}),
      ...(saved ? { backchannels: saved.backchannels ?? false } : {}),
      formData: {
        ...DEFAULT_GENERATOR_VALUES,
        topic: podcast.title,
        host,
        guest,
        no_of_speaker: noOfSpeaker,
        more_speakers: more,
        language: podcast.language || DEFAULT_GENERATOR_VALUES.language,
        tone,
        ...writtenAs(podcast),
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
