import { create } from 'zustand';
import { toast } from '../../ui/toast/toast-store';
import { fetchPronunciationPreview, fetchVoicePreview } from './voices-api';

interface VoicePreviewState {
  /** The voice whose sample is playing, or being fetched. */
  playing: string | null;
  loading: string | null;
}

/** Signed sample links last an hour; reuse one for most of that. */
const URL_TTL_MS = 45 * 60_000;
const urls = new Map<string, { url: string; at: number }>();
let element: HTMLAudioElement | null = null;

export const useVoicePreviewStore = create<VoicePreviewState>()(() => ({ playing: null, loading: null }));

function audioElement(): HTMLAudioElement {
  if (!element) {
    element = new Audio();
    element.preload = 'auto';
    element.addEventListener('ended', () => useVoicePreviewStore.setState({ playing: null }));
    element.addEventListener('pause', () => useVoicePreviewStore.setState({ playing: null }));
  }
  return element;
}

async function previewUrl(optionKey: string): Promise<string> {
  const cached = urls.get(optionKey);
  if (cached && Date.now() - cached.at < URL_TTL_MS) return cached.url;
  const url = await fetchVoicePreview(optionKey);
  urls.set(optionKey, { url, at: Date.now() });
  return url;
}

/** The samples are said with the user's dictionary: after a change, each is asked for again. */
export function forgetVoicePreviews(): void {
  urls.clear();
}

/** Hear it: one dictionary entry said by a voice (playing it again stops it), sharing the samples' player. */
export function togglePronunciationPreview(id: number, optionKey: string): Promise<void> {
  return togglePlayback(`pronunciation:${id}:${optionKey}`, () => fetchPronunciationPreview(id, optionKey));
}

/** Stops whatever sample is playing (closing the modal, starting the podcast player). */
export function stopVoicePreview(): void {
  element?.pause();
  useVoicePreviewStore.setState({ playing: null, loading: null });
}

/**
 * Plays a voice's sample (`voicePreview`), one at a time: asking for the one that is playing stops it, asking for
 * another switches to it. With a style, the sample plays at that pace; a pitch shift moves the pitch with the pace
 * the way a record played faster does, since the browser cannot shift one without the other (the render does).
 */
export function toggleVoicePreview(
  optionKey: string,
  style: { speed: number; pitch: number } = { speed: 1, pitch: 0 },
): Promise<void> {
  return togglePlayback(optionKey, () => previewUrl(optionKey), style);
}

/** Plays what `key` names, one thing at a time: asking for what is playing stops it. */
async function togglePlayback(
  optionKey: string,
  urlOf: () => Promise<string>,
  style: { speed: number; pitch: number } = { speed: 1, pitch: 0 },
): Promise<void> {
  const { playing } = useVoicePreviewStore.getState();
  const audio = audioElement();
  if (playing === optionKey) {
    stopVoicePreview();
    return;
  }
  audio.pause();
  useVoicePreviewStore.setState({ playing: null, loading: optionKey });
  try {
    const url = await urlOf();
    // Another voice was asked for while this one loaded.
    if (useVoicePreviewStore.getState().loading !== optionKey) return;
    audio.src = url;
    const pitchRatio = 2 ** (style.pitch / 12);
    audio.preservesPitch = style.pitch === 0;
    audio.playbackRate = style.pitch === 0 ? style.speed : style.speed * pitchRatio;
    await audio.play();
    useVoicePreviewStore.setState({ playing: optionKey, loading: null });
  } catch (error) {
    if (useVoicePreviewStore.getState().loading !== optionKey) return;
    console.error('The voice sample could not be played.', error);
    useVoicePreviewStore.setState({ loading: null, playing: null });
    toast.error('We could not play that voice sample. Please try again.');
  }
}
