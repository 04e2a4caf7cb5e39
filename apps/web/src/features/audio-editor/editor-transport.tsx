import { BackwardOutlined, CaretRightFilled, PauseOutlined, SaveOutlined } from '@ant-design/icons';
import { EDITOR_SEEK_BACK_SECONDS } from '@podloom/contract';
import { Button } from 'antd';
import type { EditorProjectView } from './editor-api';
import { MixdownButton } from './mixdown-button';
import { formatTime } from './timeline-scale';
import type { SaveState } from './use-editor-project';

const SAVE_LABEL: Record<SaveState, string> = {
  saved: 'All changes saved',
  pending: 'Auto-saving...',
  saving: 'Auto-saving...',
  failed: 'Not saved',
};

export interface EditorTransportProps {
  project: EditorProjectView;
  time: number;
  total: number;
  playing: boolean;
  saveState: SaveState;
  saveError: string | null;
  onSeek: (seconds: number) => void;
  onTogglePlay: () => void;
  save: () => Promise<void>;
}

/** The editor's head: the project's name, Back 5 seconds, Play/Pause, the clock, Save with its state, Export. */
export function EditorTransport({ project, time, total, playing, saveState, saveError, ...on }: EditorTransportProps) {
  return (
    <header className="pl-editor__head">
      <h2 className="pl-editor__title">{project.name}</h2>
      <fieldset className="pl-editor__transport">
        <legend className="pl-visually-hidden">Playback</legend>
        <Button
          shape="circle"
          icon={<BackwardOutlined />}
          aria-label={`Back ${EDITOR_SEEK_BACK_SECONDS} seconds`}
          onClick={() => on.onSeek(time - EDITOR_SEEK_BACK_SECONDS)}
        />
        <Button
          type="primary"
          shape="circle"
          size="large"
          icon={playing ? <PauseOutlined /> : <CaretRightFilled />}
          aria-label={playing ? 'Pause' : 'Play'}
          disabled={total <= 0}
          onClick={on.onTogglePlay}
        />
        <span className="pl-editor__clock">
          <span aria-hidden="true" data-testid="editor-clock">
            {formatTime(time)} / {formatTime(total)}
          </span>
          <span className="pl-visually-hidden">
            {formatTime(time)} of {formatTime(total)}
          </span>
        </span>
        <Button icon={<SaveOutlined />} onClick={() => void on.save()} loading={saveState === 'saving'}>
          Save
        </Button>
        <span className={`pl-editor__autosave is-${saveState}`} role="status">
          {SAVE_LABEL[saveState]}
          {saveState === 'failed' && saveError ? `: ${saveError}` : ''}
        </span>
        <MixdownButton projectId={project.id} disabled={project.podcastId === null} beforeMix={on.save} />
      </fieldset>
    </header>
  );
}
