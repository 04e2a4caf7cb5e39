import { FORM_DEFAULTS, PRODUCT, type ScriptLine } from '@podloom/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_GENERATOR_VALUES, type GeneratorFormValues } from './generator-form-values';

/** The podcast whose script is open. */
export interface OpenPodcast {
  podcastId: number;
  title: string;
  language: string;
}

/** Speakers 3 and 4 (the Create New Podcast wizard): a name and the voice option key chosen for it. */
export interface MoreSpeaker {
  name: string;
  voice: string | null;
}

/** A speaker's pace (× the voice's own, 0.7–1.3) and pitch shift (semitones, −4 to +4). */
export interface VoiceStyle {
  speed: number;
  pitch: number;
}

/** Where a speaker sits: the host, the guest, or speaker 3 or 4. */
export type SpeakerRole = 'host' | 'guest' | 'speaker-3' | 'speaker-4';

export const PLAIN_VOICE_STYLE: VoiceStyle = { speed: 1, pitch: 0 };

/** Spec 000 §3 "Locally saved state" audioData. */
export interface AudioData {
  audioUrl: string | null;
  podcastId: number | null;
}

/**
 * Spec 000 §3 "Locally saved state". `podcast` and `formData` go beyond the spec's list: they let
 * /create-podcast reopen the last podcast after a reload or without navigation state.
 */
export interface PodcastWorkspaceState {
  podcast: OpenPodcast | null;
  formData: GeneratorFormValues | null;
  scriptData: ScriptLine[];
  audioData: AudioData | null;
  selectedLanguage: string;
  hostName: string;
  guestName: string;
  /** Voice option keys (featureOptions "voices"). */
  hostVoice: string | null;
  guestVoice: string | null;
  selectedTone: string;
  noOfSpeaker: number;
  /** Beyond the spec: speakers 3 and 4, for as many as noOfSpeaker asks. */
  moreSpeakers: MoreSpeaker[];
  /** Beyond the spec: each speaker's pace and pitch, by role; a role left out speaks as its voice does. */
  voiceStyles: Partial<Record<SpeakerRole, VoiceStyle>>;
  /** Beyond the spec: the listener's short backchannels under long turns (off unless switched on). */
  backchannels: boolean;
}

export interface OpenPodcastInput extends OpenPodcast {
  lines: ScriptLine[];
  formData?: GeneratorFormValues | null;
  hostName?: string;
  guestName?: string;
  noOfSpeaker?: number;
  moreSpeakers?: MoreSpeaker[];
  /** The voices the podcast was rendered with; omitted keeps the ones chosen on screen. */
  hostVoice?: string | null;
  guestVoice?: string | null;
  /** The pace and pitch the podcast was rendered with; omitted keeps the ones chosen on screen. */
  voiceStyles?: Partial<Record<SpeakerRole, VoiceStyle>>;
  /** Whether the podcast was rendered with backchannels; omitted keeps the switch as it is. */
  backchannels?: boolean;
}

export interface PodcastWorkspaceActions {
  /** A podcast (freshly generated or picked from Recent Podcasts) becomes the open one with its script. */
  openPodcast: (input: OpenPodcastInput) => void;
  /** The open podcast was deleted: nothing is open any more. */
  closePodcast: (podcastId: number) => void;
  /** Changing the script clears the audio (spec 000 §4 "Other rules"). */
  setScript: (lines: ScriptLine[]) => void;
  setAudio: (audio: AudioData | null) => void;
  setFormData: (patch: Partial<GeneratorFormValues>) => void;
  setSelectedLanguage: (language: string) => void;
  setHostName: (name: string) => void;
  setGuestName: (name: string) => void;
  setVoices: (voices: { hostVoice?: string | null; guestVoice?: string | null }) => void;
  setSelectedTone: (tone: string) => void;
  /** Choosing 1 speaker clears the guest name and voice (spec 000 §4 "Other rules"). */
  setNoOfSpeaker: (count: number) => void;
  /** Speaker 3 is index 0. */
  setMoreSpeaker: (index: number, patch: Partial<MoreSpeaker>) => void;
  setVoiceStyle: (role: SpeakerRole, patch: Partial<VoiceStyle>) => void;
  setBackchannels: (on: boolean) => void;
}

export const INITIAL_WORKSPACE: PodcastWorkspaceState = {
  podcast: null,
  formData: null,
  scriptData: [],
  audioData: null,
  selectedLanguage: FORM_DEFAULTS.language,
  hostName: '',
  guestName: '',
  hostVoice: null,
  guestVoice: null,
  selectedTone: FORM_DEFAULTS.tone,
  noOfSpeaker: FORM_DEFAULTS.noOfSpeaker,
  moreSpeakers: [],
  voiceStyles: {},
  backchannels: false,
};

/** Exactly one entry for each speaker beyond the second. */
function sizeMoreSpeakers(list: readonly MoreSpeaker[] | undefined, count: number): MoreSpeaker[] {
  return Array.from({ length: Math.max(0, count - 2) }, (_, i) => list?.[i] ?? { name: '', voice: null });
}

export const WORKSPACE_STORAGE_KEY = `${PRODUCT.slug}-podcast-workspace`;

/** Audio belongs to one podcast: a different podcast id clears it (spec 000 §4 "Other rules"). */
function audioFor(audio: AudioData | null, podcastId: number | null | undefined): AudioData | null {
  if (!audio) return null;
  return audio.podcastId === podcastId ? audio : null;
}

export const usePodcastWorkspace = create<PodcastWorkspaceState & PodcastWorkspaceActions>()(
  persist(
    (set) => ({
      ...INITIAL_WORKSPACE,
      openPodcast: ({
        lines,
        formData,
        hostName,
        guestName,
        noOfSpeaker,
        moreSpeakers,
        hostVoice,
        guestVoice,
        voiceStyles,
        backchannels,
        ...podcast
      }) =>
        set((state) => {
          const speakers = noOfSpeaker ?? (Number(formData?.no_of_speaker) || state.noOfSpeaker);
          return {
            podcast,
            scriptData: lines,
            audioData: audioFor(state.audioData, podcast.podcastId),
            formData: formData ?? state.formData,
            selectedLanguage: podcast.language || state.selectedLanguage,
            selectedTone: formData?.tone ?? state.selectedTone,
            noOfSpeaker: speakers,
            hostName: hostName ?? formData?.host.trim() ?? state.hostName,
            guestName: speakers === 1 ? '' : (guestName ?? formData?.guest.trim() ?? state.guestName),
            hostVoice: hostVoice ?? state.hostVoice,
            voiceStyles: voiceStyles ?? state.voiceStyles,
            backchannels: backchannels ?? state.backchannels,
            guestVoice: speakers === 1 ? null : (guestVoice ?? state.guestVoice),
            moreSpeakers: sizeMoreSpeakers(
              moreSpeakers ??
                formData?.more_speakers?.map((name, i) => ({ name, voice: state.moreSpeakers[i]?.voice ?? null })),
              speakers,
            ),
          };
        }),
      closePodcast: (podcastId) =>
        set((state) =>
          state.podcast?.podcastId === podcastId
            ? { podcast: null, scriptData: [], audioData: null, formData: null }
            : {},
        ),
      setScript: (scriptData) => set({ scriptData, audioData: null }),
      setAudio: (audioData) => set({ audioData }),
      // A podcast opened without its form (an older saved state) gets one, its topic the podcast's title.
      setFormData: (patch) =>
        set((state) => {
          if (!state.formData && !state.podcast) return { formData: null };
          const base = state.formData ?? { ...DEFAULT_GENERATOR_VALUES, topic: state.podcast?.title ?? '' };
          return { formData: { ...base, ...patch } };
        }),
      setSelectedLanguage: (selectedLanguage) => set({ selectedLanguage }),
      setHostName: (hostName) => set({ hostName }),
      setGuestName: (guestName) => set({ guestName }),
      setVoices: (voices) => set(voices),
      setSelectedTone: (selectedTone) => set({ selectedTone }),
      setNoOfSpeaker: (noOfSpeaker) =>
        set((state) => ({
          noOfSpeaker,
          moreSpeakers: sizeMoreSpeakers(state.moreSpeakers, noOfSpeaker),
          ...(noOfSpeaker === 1 ? { guestName: '', guestVoice: null } : {}),
        })),
      setMoreSpeaker: (index, patch) =>
        set((state) => ({
          moreSpeakers: state.moreSpeakers.map((speaker, i) => (i === index ? { ...speaker, ...patch } : speaker)),
        })),
      setVoiceStyle: (role, patch) =>
        set((state) => ({
          voiceStyles: { ...state.voiceStyles, [role]: { ...PLAIN_VOICE_STYLE, ...state.voiceStyles[role], ...patch } },
        })),
      setBackchannels: (backchannels) => set({ backchannels }),
    }),
    {
      name: WORKSPACE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): PodcastWorkspaceState => ({
        podcast: state.podcast,
        formData: state.formData,
        scriptData: state.scriptData,
        audioData: state.audioData,
        selectedLanguage: state.selectedLanguage,
        hostName: state.hostName,
        guestName: state.guestName,
        hostVoice: state.hostVoice,
        guestVoice: state.guestVoice,
        selectedTone: state.selectedTone,
        noOfSpeaker: state.noOfSpeaker,
        moreSpeakers: state.moreSpeakers,
        voiceStyles: state.voiceStyles,
        backchannels: state.backchannels,
      }),
      // A workspace saved before there were more than two speakers has no moreSpeakers.
      merge: (persisted, current) => ({
        ...current,
        ...(persisted as Partial<PodcastWorkspaceState>),
        moreSpeakers: (persisted as Partial<PodcastWorkspaceState> | undefined)?.moreSpeakers ?? [],
        voiceStyles: (persisted as Partial<PodcastWorkspaceState> | undefined)?.voiceStyles ?? {},
        backchannels: (persisted as Partial<PodcastWorkspaceState> | undefined)?.backchannels ?? false,
      }),
    },
  ),
);

/** Spec 000 §3: the separate, not persisted UI state. */
export interface PodcastUiState {
  loadingScript: boolean;
  loadingAudio: boolean;
  setLoadingScript: (loading: boolean) => void;
  setLoadingAudio: (loading: boolean) => void;
}

export const usePodcastUi = create<PodcastUiState>()((set) => ({
  loadingScript: false,
  loadingAudio: false,
  setLoadingScript: (loadingScript) => set({ loadingScript }),
  setLoadingAudio: (loadingAudio) => set({ loadingAudio }),
}));
