import { useEffect, useState } from 'react';
import { create } from 'zustand';

/**
 * The page's podcast player, for whatever follows it: the player puts its <audio> element here, and the script
 * reads the time from it (to mark the line being spoken) and seeks it (a click on a line plays from there).
 */
interface PlaybackState {
  media: HTMLMediaElement | null;
  setMedia: (media: HTMLMediaElement | null) => void;
}

export const usePlayback = create<PlaybackState>()((set) => ({
  media: null,
  setMedia: (media) => set({ media }),
}));

/** The player's position in seconds, and whether it is playing; updated as it plays, seeks and pauses. */
export function usePlaybackTime(): { time: number; playing: boolean } {
  const media = usePlayback((s) => s.media);
  const [state, setState] = useState({ time: 0, playing: false });
  useEffect(() => {
    if (!media) return;
    const read = () => setState({ time: media.currentTime, playing: !media.paused });
    read();
    const events = ['timeupdate', 'seeked', 'play', 'pause', 'emptied'] as const;
    for (const e of events) media.addEventListener(e, read);
    return () => {
      for (const e of events) media.removeEventListener(e, read);
    };
  }, [media]);
  return state;
}

/** Plays from `seconds`; false when no player is on the page. */
export function playFrom(seconds: number): boolean {
  const { media } = usePlayback.getState();
  if (!media) return false;
  media.currentTime = seconds;
  void media.play().catch(() => {});
  return true;
}
