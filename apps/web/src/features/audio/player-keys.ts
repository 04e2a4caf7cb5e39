/** Arrow keys move the waveform's play position by this much (the seek slider's arrow keys, WAI-ARIA slider pattern). */
export const KEY_SEEK_SECONDS = 5;

/**
 * Where a key pressed on the waveform moves the play position: ArrowLeft/ArrowRight (and Down/Up, as on any
 * slider) by 5 s, Home to the start, End to the end. Null for keys the waveform leaves alone.
 */
export function seekTarget(key: string, time: number, duration: number): number | null {
  if (!(duration > 0)) return null;
  const clamp = (t: number) => Math.min(duration, Math.max(0, t));
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(time - KEY_SEEK_SECONDS);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(time + KEY_SEEK_SECONDS);
    case 'Home':
      return 0;
    case 'End':
      return duration;
    default:
      return null;
  }
}

/**
 * Whether a new file should play once loaded: it was playing; or the opening, listened to early, had played to its
 * end while the rest rendered (the listener is waiting for more) and the new file goes on past that point; or it is
 * the first file and `autoPlay` asks for it.
 */
export function carriesOn(was: {
  playing: boolean;
  /** The previous file ended while it was listened to early. */
  endedEarly: boolean;
  resumeAt: number;
  /** The new file's length. */
  duration: number;
  autoPlayFirst: boolean;
}): boolean {
  return was.playing || was.autoPlayFirst || (was.endedEarly && was.resumeAt < was.duration - 0.5);
}
