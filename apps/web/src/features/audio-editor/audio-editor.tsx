import { BackwardOutlined, CaretRightFilled, FolderOpenOutlined, PauseOutlined, SaveOutlined } from '@ant-design/icons';
import {
  EDITOR_MARKER_STEP_SECONDS,
  EDITOR_MIN_MARKERS,
  EDITOR_SEEK_BACK_SECONDS,
  type EditorTrackId,
  toggleSolo,
} from '@podloom/contract';
import { Button, Slider } from 'antd';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { ChooseAudioModal } from './choose-audio-modal';
import { type EditorTrackView, trackOf } from './editor-api';
import { MixdownButton } from './mixdown-button';
import { MultitrackPlayer, peaksOf } from './multitrack';
import { useEditorProject } from './use-editor-project';
import { Waveform } from './waveform';
import './audio-editor.css';

/** Pixels per 15-second step of the timeline. */
const STEP_PX = 120;
const WAVE_HEIGHT = 48;
/** Waveform bars per second of audio (about one bar per 2.7 px at 120 px per 15 s). */
const PEAKS_PER_SECOND = 3;

const tiledCache = new WeakMap<Float32Array, { seconds: number; out: Float32Array }>();

/**
 * A looped track's bars repeated over the time it plays (the background under the speech). Kept per peaks, so the
 * playhead's re-renders hand the canvas the same array and it is not redrawn.
 */
function tiled(peaks: Float32Array, seconds: number): Float32Array {
  const cached = tiledCache.get(peaks);
  if (cached && cached.seconds === seconds) return cached.out;
  const out = new Float32Array(Math.max(1, Math.round(seconds * PEAKS_PER_SECOND)));
  for (let i = 0; i < out.length; i++) out[i] = peaks[i % peaks.length] as number;
  tiledCache.set(peaks, { seconds, out });
  return out;
}

export function formatTime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Spec 001 §9: 8 markers at 15 s steps, and more once the project is longer than they reach. */
export function markerCount(totalSeconds: number): number {
  return Math.max(EDITOR_MIN_MARKERS, Math.ceil(totalSeconds / EDITOR_MARKER_STEP_SECONDS) + 1);
}

const SAVE_LABEL = {
  saved: 'All changes saved',
  pending: 'Auto-saving...',
  saving: 'Auto-saving...',
  failed: 'Not saved',
};

/** The audio editor (spec 001 §2): five tracks, playback in sync with Web Audio, autosave and Export Mixdown. */
export function AudioEditor({ podcastId }: { podcastId: number | null }) {
  const { project, tracks, loadError, saveState, saveError, update, save } = useEditorProject(podcastId);
  const player = useRef<MultitrackPlayer | null>(null);
  const [peaks, setPeaks] = useState<Partial<Record<EditorTrackId, Float32Array>>>({});
  const [loadErrors, setLoadErrors] = useState<Partial<Record<EditorTrackId, string>>>({});
  const [, setLayoutVersion] = useState(0);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [choosing, setChoosing] = useState<EditorTrackView | null>(null);
  const loaded = useRef<Partial<Record<EditorTrackId, string | null>>>({});

  useEffect(() => {
    const p = new MultitrackPlayer();
    p.onEnded = () => setPlaying(false);
    player.current = p;
    return () => p.close();
  }, []);

  // Loads what each track holds when it changes (a fresh signed link of the same item is not a change).
  useEffect(() => {
    const p = player.current;
    if (!p) return;
    for (const track of tracks) {
      const identity = track.speaker ? `stem:${track.speaker}` : track.musicId ? `music:${track.musicId}` : null;
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

  // Gains follow volume, mute and solo.
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

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!project) return <p role="status">Loading the editor…</p>;

  const p = player.current;
  const total = p?.total ?? 0;
  const markers = markerCount(total);
  const timelineWidth = (markers - 1) * STEP_PX + 40;
  const px = (seconds: number) => (seconds / EDITOR_MARKER_STEP_SECONDS) * STEP_PX;

  const change = (id: EditorTrackId, patch: Partial<EditorTrackView>) =>
    update((all) => all.map((t) => (t.id === id ? { ...t, ...patch } : t)));
  const solo = (id: EditorTrackId) =>
    update((all) => {
      const next = toggleSolo(all.map(trackOf), id);
      return all.map((t, i) => ({ ...t, solo: next[i]?.solo ?? t.solo, muted: next[i]?.muted ?? t.muted }));
    });

  const togglePlay = async () => {
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
    p?.seek(seconds);
    setTime(p?.currentTime() ?? 0);
  };
  const seekFromClick = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    seek(((event.clientX - rect.left) / STEP_PX) * EDITOR_MARKER_STEP_SECONDS);
  };

  return (
    <div className="pl-editor">
      <header className="pl-editor__head">
        <h2 className="pl-editor__title">{project.name}</h2>
        <fieldset className="pl-editor__transport">
          <legend className="pl-visually-hidden">Playback</legend>
          <Button
            shape="circle"
            icon={<BackwardOutlined />}
            aria-label={`Back ${EDITOR_SEEK_BACK_SECONDS} seconds`}
            onClick={() => seek(time - EDITOR_SEEK_BACK_SECONDS)}
          />
          <Button
            type="primary"
            shape="circle"
            size="large"
            icon={playing ? <PauseOutlined /> : <CaretRightFilled />}
            aria-label={playing ? 'Pause' : 'Play'}
            disabled={total <= 0}
            onClick={() => void togglePlay()}
          />
          <span className="pl-editor__clock">
            <span aria-hidden="true" data-testid="editor-clock">
              {formatTime(time)} / {formatTime(total)}
            </span>
            <span className="pl-visually-hidden">
              {formatTime(time)} of {formatTime(total)}
            </span>
          </span>
          <Button icon={<SaveOutlined />} onClick={() => void save()} loading={saveState === 'saving'}>
            Save
          </Button>
          <span className={`pl-editor__autosave is-${saveState}`} role="status">
            {SAVE_LABEL[saveState]}
            {saveState === 'failed' && saveError ? `: ${saveError}` : ''}
          </span>
          <MixdownButton projectId={project.id} disabled={project.podcastId === null} beforeMix={save} />
        </fieldset>
      </header>

      <div className="pl-editor__body">
        <div className="pl-editor__controls">
          <div className="pl-editor__ruler-spacer" aria-hidden="true" />
          {tracks.map((track) => (
            <section key={track.id} className="pl-editor__track" aria-label={track.name} data-track={track.id}>
              <div className="pl-editor__track-head">
                <h3 className="pl-editor__track-name">{track.name}</h3>
                <Button
                  size="small"
                  className={`pl-editor__toggle${track.muted ? ' is-on' : ''}`}
                  aria-pressed={track.muted}
                  aria-label={`Mute ${track.name}`}
                  onClick={() => change(track.id, { muted: !track.muted })}
                >
                  M
                </Button>
                <Button
                  size="small"
                  className={`pl-editor__toggle${track.solo ? ' is-on' : ''}`}
                  aria-pressed={track.solo}
                  aria-label={`Solo ${track.name}`}
                  onClick={() => solo(track.id)}
                >
                  S
                </Button>
              </div>
              <Slider
                min={0}
                max={100}
                value={Math.round(track.volume * 100)}
                onChange={(value) => change(track.id, { volume: value / 100 })}
                ariaLabelForHandle={`${track.name} volume`}
                tooltip={{ formatter: (v) => `${v}` }}
              />
              <div className="pl-editor__source">
                <span className="pl-editor__label" data-testid={`label-${track.id}`}>
                  {track.label ?? 'No audio'}
                </span>
                <Button size="small" icon={<FolderOpenOutlined />} onClick={() => setChoosing(track)}>
                  Choose Audio
                  <span className="pl-visually-hidden"> for {track.name}</span>
                </Button>
              </div>
              {loadErrors[track.id] && <p role="alert">{loadErrors[track.id]}</p>}
            </section>
          ))}
        </div>

        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it. */}
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
              const place = p?.placements[track.id];
              const trackPeaks = peaks[track.id];
              return (
                <div key={track.id} className="pl-editor__lane" data-lane={track.id}>
                  {place && trackPeaks && (
                    <div className="pl-editor__clip" style={{ left: px(place.start), width: px(place.length) }}>
                      <Waveform
                        peaks={place.loop ? tiled(trackPeaks, place.length) : trackPeaks}
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
      </div>

      <ChooseAudioModal
        open={choosing !== null}
        trackName={choosing?.name ?? ''}
        onClose={() => setChoosing(null)}
        onUse={(item) => {
          if (choosing) change(choosing.id, { musicId: item.id, speaker: null, label: item.musicName, url: null });
          setChoosing(null);
        }}
      />
    </div>
  );
}
