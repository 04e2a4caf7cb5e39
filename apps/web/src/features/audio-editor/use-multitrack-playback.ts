import type { EditorTrackId } from '@podloom/contract';
import { useEffect, useRef, useState } from 'react';
import type { EditorTrackView } from './editor-api';
import { MultitrackPlayer, peaksOf } from './multitrack';
import { PEAKS_PER_SECOND } from './timeline-scale';

type PerTrack<T> = Partial<Record<EditorTrackId, T>>;

/** What a track holds, as the player knows it: a fresh signed link of the same item is not a change. */
const identityOf = (track: EditorTrackView) =>
  track.speaker ? `stem:${track.speaker}` : track.musicId ? `music:${track.musicId}` : null;

/**
 * The editor's Web Audio side: one MultitrackPlayer for the page, each track's audio loaded when what it holds
 * changes (with its waveform peaks, or the reason it failed), gains that follow volume, mute and solo, and the
 * playhead's time while playing.
 */
export function useMultitrackPlayback(tracks: EditorTrackView[]) {
  const player = useRef<MultitrackPlayer | null>(null);
  const [peaks, setPeaks] = useState<PerTrack<Float32Array>>({});
  const [loadErrors, setLoadErrors] = useState<PerTrack<string>>({});
  const [, setLayoutVersion] = useState(0);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const loaded = useRef<PerTrack<string | null>>({});

  useEffect(() => {
    const p = new MultitrackPlayer();
    p.onEnded = () => setPlaying(false);
    player.current = p;
    return () => p.close();
  }, []);

  useEffect(() => {
    const p = player.current;
    if (!p) return;
    for (const track of tracks) {
      const identity = identityOf(track);
      if (loaded.current[track.id] === identity) continue;
      if (identity && !track.url) continue;
      loaded.current[track.id] = identity;
      p.load(track.id, identity ? track.url : null)
        .then((buffer) => {
          setPeaks((current) => {
            const next = { ...current };
            if (buffer) next[track.id] = peaksOf(buffer, Math.max(1, Math.round(buffer.duration * PEAKS_PER_SECOND)));
            else delete next[track.id];
            return next;
          });
          setLoadErrors((current) => ({ ...current, [track.id]: undefined }));
          setLayoutVersion((v) => v + 1);
        })
        .catch((error: unknown) => {
          loaded.current[track.id] = undefined;
          setLoadErrors((current) => ({
            ...current,
            [track.id]: error instanceof Error ? error.message : String(error),
          }));
        });
    }
  }, [tracks]);

  // Clips moved, trimmed, faded or looped: the layout follows (only when one changed, not on every keystroke elsewhere).
  const clips = JSON.stringify(tracks.map((t) => [t.id, t.clip]));
  useEffect(() => {
    const p = player.current;
    if (!p) return;
    p.setClips(Object.fromEntries(JSON.parse(clips)));
    setLayoutVersion((v) => v + 1);
  }, [clips]);

  useEffect(() => {
    const p = player.current;
    if (!p) return;
    const soloed = tracks.some((t) => t.solo);
    for (const t of tracks) p.setGain(t.id, t.muted || (soloed && !t.solo) ? 0 : t.volume);
  }, [tracks]);

  useEffect(() => {
    if (!playing) return;
    let frame = requestAnimationFrame(function tick() {
      setTime(player.current?.currentTime() ?? 0);
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  const togglePlay = async () => {
    const p = player.current;
    if (!p) return;
    if (p.isPlaying) {
      p.pause();
      setPlaying(false);
    } else {
      await p.play();
      setPlaying(p.isPlaying);
    }
    setTime(p.currentTime());
  };

  const seek = (seconds: number) => {
    player.current?.seek(seconds);
    setTime(player.current?.currentTime() ?? 0);
  };

  return { player: player.current, peaks, loadErrors, time, playing, togglePlay, seek };
}
