import { type ClipPlacement, EDITOR_MARKER_STEP_SECONDS, type EditorTrackId } from '@podloom/contract';
import type { MouseEvent } from 'react';
import type { EditorTrackView } from './editor-api';
import type { MultitrackPlayer } from './multitrack';
import { formatTime, markerCount, PEAKS_PER_SECOND, px, STEP_PX } from './timeline-scale';
import { Waveform } from './waveform';

const WAVE_HEIGHT = 48;

const clipCache = new WeakMap<Float32Array, { key: string; out: Float32Array }>();

/**
 * The bars of what a clip plays: its trimmed part of the audio, repeated over its length when it loops (the bed).
 * Kept per peaks, so the playhead's re-renders hand the canvas the same array and it is not redrawn.
 */
function clipPeaks(peaks: Float32Array, place: ClipPlacement): Float32Array {
  const key = `${place.trimStart}:${place.passLength}:${place.length}`;
  const cached = clipCache.get(peaks);
  if (cached && cached.key === key) return cached.out;
  const from = Math.min(peaks.length - 1, Math.round(place.trimStart * PEAKS_PER_SECOND));
  const pass = peaks.subarray(
    from,
    Math.max(from + 1, Math.round((place.trimStart + place.passLength) * PEAKS_PER_SECOND)),
  );
  const out = new Float32Array(Math.max(1, Math.round(place.length * PEAKS_PER_SECOND)));
  for (let i = 0; i < out.length; i++) out[i] = place.loop ? (pass[i % pass.length] as number) : (pass[i] ?? 0);
  clipCache.set(peaks, { key, out });
  return out;
}

export interface EditorTimelineProps {
  tracks: EditorTrackView[];
  player: MultitrackPlayer | null;
  peaks: Partial<Record<EditorTrackId, Float32Array>>;
  time: number;
  onSeek: (seconds: number) => void;
}

/** The timeline: a ruler of 15-second markers (a click seeks), each track's clip as a waveform, and the playhead. */
export function EditorTimeline({ tracks, player, peaks, time, onSeek }: EditorTimelineProps) {
  const markers = markerCount(player?.total ?? 0);
  const timelineWidth = (markers - 1) * STEP_PX + 40;
  const seekFromClick = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    onSeek(((event.clientX - rect.left) / STEP_PX) * EDITOR_MARKER_STEP_SECONDS);
  };

  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
    <section className="pl-editor__timeline" aria-label="Timeline" tabIndex={0}>
      <div style={{ width: timelineWidth, position: 'relative' }}>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the ruler is a pointer shortcut; Back 5 seconds and Play seek by keyboard. */}
        <div className="pl-editor__ruler" onClick={seekFromClick}>
          {Array.from({ length: markers }, (_, i) => i * EDITOR_MARKER_STEP_SECONDS).map((seconds) => (
            <span
              key={seconds}
              className="pl-editor__marker"
              style={{ left: px(seconds) }}
              data-testid="timeline-marker"
            >
              {formatTime(seconds)}
            </span>
          ))}
        </div>
        {tracks.map((track) => {
          const place = player?.placements[track.id];
          const trackPeaks = peaks[track.id];
          return (
            <div key={track.id} className="pl-editor__lane" data-lane={track.id}>
              {place && trackPeaks && (
                <div className="pl-editor__clip" style={{ left: px(place.start), width: px(place.length) }}>
                  <Waveform
                    peaks={clipPeaks(trackPeaks, place)}
                    width={Math.max(2, px(place.length))}
                    height={WAVE_HEIGHT}
                    label={`Waveform of ${track.name}: ${track.label ?? ''}`}
                  />
                </div>
              )}
            </div>
          );
        })}
        <div className="pl-editor__playhead" style={{ left: px(time) }} aria-hidden="true" />
      </div>
    </section>
  );
}
