import { type EditorTrackId, toggleSolo } from '@podloom/contract';
import { useState } from 'react';
import { ChooseAudioModal } from './choose-audio-modal';
import { type EditorTrackView, trackOf } from './editor-api';
import { EditorTimeline } from './editor-timeline';
import { EditorTransport } from './editor-transport';
import { TrackControls } from './track-controls';
import { useEditorProject } from './use-editor-project';
import { useMultitrackPlayback } from './use-multitrack-playback';
import './audio-editor.css';

/** The audio editor (spec 001 §2): five tracks, playback in sync with Web Audio, autosave and Export Mixdown. */
export function AudioEditor({ podcastId }: { podcastId: number | null }) {
  const { project, tracks, loadError, saveState, saveError, update, save } = useEditorProject(podcastId);
  const { player, peaks, loadErrors, time, playing, togglePlay, seek } = useMultitrackPlayback(tracks);
  const [choosing, setChoosing] = useState<EditorTrackView | null>(null);

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!project) return <p role="status">Loading the editor…</p>;

  const change = (id: EditorTrackId, patch: Partial<EditorTrackView>) =>
    update((all) => all.map((t) => (t.id === id ? { ...t, ...patch } : t)));
  const solo = (id: EditorTrackId) =>
    update((all) => {
      const next = toggleSolo(all.map(trackOf), id);
      return all.map((t, i) => ({ ...t, solo: next[i]?.solo ?? t.solo, muted: next[i]?.muted ?? t.muted }));
    });

  return (
    <div className="pl-editor">
      <EditorTransport
        project={project}
        time={time}
        total={player?.total ?? 0}
        playing={playing}
        saveState={saveState}
        saveError={saveError}
        onSeek={seek}
        onTogglePlay={() => void togglePlay()}
        save={save}
      />

      <div className="pl-editor__body">
        <div className="pl-editor__controls">
          <div className="pl-editor__ruler-spacer" aria-hidden="true" />
          {tracks.map((track) => (
            <TrackControls
              key={track.id}
              track={track}
              loadError={loadErrors[track.id]}
              onChange={(patch) => change(track.id, patch)}
              onSolo={() => solo(track.id)}
              onChoose={() => setChoosing(track)}
            />
          ))}
        </div>
        <EditorTimeline tracks={tracks} player={player} peaks={peaks} time={time} onSeek={seek} />
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
