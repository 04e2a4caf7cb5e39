import { hasRenderMusic, NO_RENDER_MUSIC, type RenderMusic } from '@podloom/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../ui/toast/toast-store';
import {
  fetchMusicLibrary,
  fetchMusicPreviewUrl,
  fetchPodcastMusic,
  type MusicChoiceItem,
  savePodcastMusic,
} from './music-choice-api';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The open podcast's music: the library to choose from, the saved choice, a save on every change (the server
 * checks each item is the user's; a refusal puts the saved choice back) and a preview of one item at a time.
 */
export function useMusicChoice(podcastId: number | null) {
  const [library, setLibrary] = useState<MusicChoiceItem[] | null>(null);
  const [music, setMusic] = useState<RenderMusic>(NO_RENDER_MUSIC);
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const player = useRef<HTMLAudioElement | null>(null);
  /** The choice as last saved: a refused change goes back to it. */
  const saved = useRef<RenderMusic>(NO_RENDER_MUSIC);

  const libraryAsked = useRef(false);

  /** The library is asked for once a list is opened (or a saved choice needs its names), not on every visit. */
  const loadLibrary = useCallback(() => {
    if (libraryAsked.current) return;
    libraryAsked.current = true;
    fetchMusicLibrary()
      .then(setLibrary)
      .catch((error) => {
        libraryAsked.current = false;
        toast.error(messageOf(error));
      });
  }, []);

  useEffect(() => {
    if (podcastId === null) return;
    let live = true;
    setMusic(NO_RENDER_MUSIC);
    fetchPodcastMusic(podcastId)
      .then((music) => {
        if (!live) return;
        saved.current = music;
        setMusic(music);
        if (hasRenderMusic(music)) loadLibrary();
      })
      .catch((error) => live && toast.error(messageOf(error)));
    return () => {
      live = false;
    };
  }, [podcastId, loadLibrary]);

  useEffect(() => () => player.current?.pause(), []);

  const save = async (next: RenderMusic) => {
    if (podcastId === null) return;
    const before = saved.current;
    setMusic(next);
    setSaving(true);
    try {
      saved.current = await savePodcastMusic(podcastId, next);
      setMusic(saved.current);
    } catch (error) {
      setMusic(before);
      toast.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const preview = async (musicId: number) => {
    player.current?.pause();
    if (previewing === musicId) {
      setPreviewing(null);
      return;
    }
    try {
      const audio = new Audio(await fetchMusicPreviewUrl(musicId));
      player.current = audio;
      audio.onended = () => setPreviewing(null);
      setPreviewing(musicId);
      await audio.play();
    } catch (error) {
      setPreviewing(null);
      toast.error(messageOf(error));
    }
  };

  // Shown while it changes (a slider being dragged), saved when the change is complete.
  return { library, loadLibrary, music, saving, save, show: setMusic, previewing, preview };
}
