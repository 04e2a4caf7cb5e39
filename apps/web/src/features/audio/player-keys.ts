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
