import { NO_RENDER_MUSIC, type RenderMusic } from '@podloom/contract';
import { useEffect, useRef, useState } from 'react';
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

  useEffect(() => {
    if (podcastId === null) return;
    let live = true;
    setMusic(NO_RENDER_MUSIC);
    Promise.all([fetchMusicLibrary(), fetchPodcastMusic(podcastId)])
      .then(([items, music]) => {
        if (!live) return;
        setLibrary(items);
        saved.current = music;
        setMusic(music);
      })
      .catch((error) => live && toast.error(messageOf(error)));
    return () => {
      live = false;
    };
  }, [podcastId]);

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
  return { library, music, saving, save, show: setMusic, previewing, preview };
}
