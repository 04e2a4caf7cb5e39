import { FolderOpenOutlined } from '@ant-design/icons';
import { Button, Slider } from 'antd';
import { ClipControls } from './clip-controls';
import type { EditorTrackView } from './editor-api';

export interface TrackControlsProps {
  track: EditorTrackView;
  loadError: string | undefined;
  onChange: (patch: Partial<EditorTrackView>) => void;
  onSolo: () => void;
  onChoose: () => void;
}

/** One track's controls: Mute, Solo, volume, what it holds with Choose Audio, and why its audio failed to load. */
export function TrackControls({ track, loadError, onChange, onSolo, onChoose }: TrackControlsProps) {
  return (
    <section className="pl-editor__track" aria-label={track.name} data-track={track.id}>
      <div className="pl-editor__track-head">
        <h3 className="pl-editor__track-name">{track.name}</h3>
        <Button
          size="small"
          className={`pl-editor__toggle${track.muted ? ' is-on' : ''}`}
          aria-pressed={track.muted}
          aria-label={`Mute ${track.name}`}
          onClick={() => onChange({ muted: !track.muted })}
        >
          M
        </Button>
        <Button
          size="small"
          className={`pl-editor__toggle${track.solo ? ' is-on' : ''}`}
          aria-pressed={track.solo}
          aria-label={`Solo ${track.name}`}
          onClick={onSolo}
        >
          S
        </Button>
      </div>
      <Slider
        min={0}
        max={100}
        value={Math.round(track.volume * 100)}
        onChange={(value) => onChange({ volume: value / 100 })}
        ariaLabelForHandle={`${track.name} volume`}
        tooltip={{ formatter: (v) => `${v}` }}
      />
      <div className="pl-editor__source">
        <span className="pl-editor__label" data-testid={`label-${track.id}`}>
          {track.label ?? 'No audio'}
        </span>
        <Button size="small" icon={<FolderOpenOutlined />} onClick={onChoose}>
          Choose Audio
          <span className="pl-visually-hidden"> for {track.name}</span>
        </Button>
        <ClipControls track={track} onChange={(clip) => onChange({ clip })} />
      </div>
      {loadError && <p role="alert">{loadError}</p>}
    </section>
  );
}
