import {
  DEFAULT_EDITOR_CLIP,
  EDITOR_CLIP_MAX_SECONDS,
  EDITOR_FADE_MAX_SECONDS,
  type EditorClip,
} from '@podloom/contract';
import { Button, InputNumber, Popover, Switch } from 'antd';
import { useId } from 'react';
import type { EditorTrackView } from './editor-api';

export interface ClipControlsProps {
  track: EditorTrackView;
  onChange: (clip: EditorClip) => void;
}

interface SecondsFieldProps {
  label: string;
  value: number | null;
  max: number;
  placeholder?: string;
  onChange: (value: number | null) => void;
}

function SecondsField({ label, value, max, placeholder, onChange }: SecondsFieldProps) {
  const id = useId();
  return (
    <div className="pl-clip__field">
      <label htmlFor={id}>{label}</label>
      <InputNumber
        id={id}
        min={0}
        max={max}
        step={0.5}
        value={value}
        placeholder={placeholder}
        addonAfter="s"
        onChange={(next) => onChange(typeof next === 'number' ? next : null)}
      />
    </div>
  );
}

/** The clip's settings: where it starts (empty: its place in the running order), trims at either end, fades, loop. */
function ClipForm({ track, onChange }: ClipControlsProps) {
  const clip = track.clip ?? DEFAULT_EDITOR_CLIP;
  const set = (patch: Partial<EditorClip>) => onChange({ ...clip, ...patch });
  const loopId = useId();
  return (
    <fieldset className="pl-clip" aria-label={`Clip of ${track.name}`}>
      <SecondsField
        label="Starts at"
        value={clip.start}
        max={EDITOR_CLIP_MAX_SECONDS}
        placeholder="In order"
        onChange={(start) => set({ start })}
      />
      <SecondsField
        label="Trim start"
        value={clip.trimStart}
        max={EDITOR_CLIP_MAX_SECONDS}
        onChange={(v) => set({ trimStart: v ?? 0 })}
      />
      <SecondsField
        label="Trim end"
        value={clip.trimEnd}
        max={EDITOR_CLIP_MAX_SECONDS}
        onChange={(v) => set({ trimEnd: v ?? 0 })}
      />
      <SecondsField
        label="Fade in"
        value={clip.fadeIn}
        max={EDITOR_FADE_MAX_SECONDS}
        onChange={(v) => set({ fadeIn: v ?? 0 })}
      />
      <SecondsField
        label="Fade out"
        value={clip.fadeOut}
        max={EDITOR_FADE_MAX_SECONDS}
        onChange={(v) => set({ fadeOut: v ?? 0 })}
      />
      {track.id === 'background' && (
        <div className="pl-clip__field">
          <label htmlFor={loopId}>Loop under the speech</label>
          <Switch id={loopId} checked={clip.loop ?? true} onChange={(loop) => set({ loop })} />
        </div>
      )}
      <Button size="small" onClick={() => onChange({ ...DEFAULT_EDITOR_CLIP })}>
        Reset clip
      </Button>
    </fieldset>
  );
}

/** A track's Clip button: move, trim, fade and (the bed) loop its clip; the timeline and the mixdown follow. */
export function ClipControls({ track, onChange }: ClipControlsProps) {
  return (
    <Popover trigger="click" placement="bottomLeft" content={<ClipForm track={track} onChange={onChange} />}>
      <Button size="small" disabled={!track.label}>
        Clip
        <span className="pl-visually-hidden"> of {track.name}</span>
      </Button>
    </Popover>
  );
}
