import { EDITOR_MARKER_STEP_SECONDS, EDITOR_MIN_MARKERS } from '@podloom/contract';

/** Pixels per 15-second step of the timeline. */
export const STEP_PX = 120;
/** Waveform bars per second of audio (about one bar per 2.7 px at 120 px per 15 s). */
export const PEAKS_PER_SECOND = 3;

/** Where `seconds` sits on the timeline, in pixels. */
export const px = (seconds: number) => (seconds / EDITOR_MARKER_STEP_SECONDS) * STEP_PX;

export function formatTime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Spec 001 §9: 8 markers at 15 s steps, and more once the project is longer than they reach. */
export function markerCount(totalSeconds: number): number {
  return Math.max(EDITOR_MIN_MARKERS, Math.ceil(totalSeconds / EDITOR_MARKER_STEP_SECONDS) + 1);
}
