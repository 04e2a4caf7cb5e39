import { DeleteOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { formatTranscript, MESSAGES, type ScriptLine, speakersOf } from '@podloom/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { updatePodcastTranscript } from './script-api';
import {
  addLine,
  applyDeletions,
  clearMarks,
  type EditableLine,
  toEditable,
  toggleMarked,
  toScript,
  updateLine,
} from './transcript-edits';

export interface ScriptEditModalProps {
  open: boolean;
  podcastId: number;
  lines: readonly ScriptLine[];
  /** Host and guest names from the setup card, offered as speakers besides those in the script. */
  speakers: readonly string[];
  onClose: () => void;
  onSaved: (lines: ScriptLine[]) => void;
}

interface EditLineProps {
  line: EditableLine;
  index: number;
  deleting: boolean;
  speakerChoices: string[];
  onChange: (patch: { speaker?: string; text?: string }) => void;
  onToggleMarked: () => void;
}

/** One line of the draft: its number, its speaker, its text, and while deleting a button that marks it. */
function EditLine({ line, index, deleting, speakerChoices, onChange, onToggleMarked }: EditLineProps) {
  return (
    <li className={`pl-edit-line${line.marked ? ' pl-edit-line--marked' : ''}`}>
      <div className="pl-edit-line__head">
        <span className="pl-edit-line__number">{index + 1}</span>
        <Select
          size="small"
          value={line.speaker}
          options={speakerChoices.map((s) => ({ value: s, label: s }))}
          onChange={(speaker: string) => onChange({ speaker })}
          aria-label={`Speaker of line ${index + 1}`}
          popupMatchSelectWidth={false}
          className="pl-edit-line__speaker"
        />
        {deleting && (
          <Button
            size="small"
            danger={!line.marked}
            type={line.marked ? 'default' : 'text'}
            icon={line.marked ? <UndoOutlined /> : <DeleteOutlined />}
            onClick={onToggleMarked}
            aria-label={line.marked ? `Keep line ${index + 1}` : `Delete line ${index + 1}`}
            aria-pressed={line.marked}
          >
            {line.marked ? 'Keep' : ''}
          </Button>
        )}
      </div>
      <Input.TextArea
        value={line.text}
        autoSize={{ minRows: 2, maxRows: 8 }}
        onChange={(e) => onChange({ text: e.target.value })}
        aria-label={`Line ${index + 1} (${line.speaker})`}
        disabled={line.marked}
      />
    </li>
  );
}

/**
 * The Edit modal (spec 000 §2): a textarea per line, Add More, Delete → Confirm Delete (revealing per-line
 * delete buttons that mark lines; Confirm Delete removes the marked ones), Cancel, and Save through
 * updatePodcastTranscript.
 */
export function ScriptEditModal({ open, podcastId, lines, speakers, onClose, onSaved }: ScriptEditModalProps) {
  // The parent mounts the modal when it opens, so the draft starts from the script as it is then.
  const [draft, setDraft] = useState<EditableLine[]>(() => toEditable(lines));
  const [deleting, setDeleting] = useState(false);

  const save = useMutation({
    mutationFn: (script: ScriptLine[]) => updatePodcastTranscript(podcastId, formatTranscript(script)),
    onSuccess: (_result, script) => {
      toast.success(MESSAGES.scriptUpdated);
      onSaved(script);
      onClose();
    },
    onError: (error) => {
      console.error('The script could not be saved.', error);
      toast.error(MESSAGES.scriptUpdateFailed);
    },
  });

  const speakerChoices = [...new Set([...speakers.filter(Boolean), ...speakersOf(draft)])];
  const marked = draft.filter((l) => l.marked).length;
  const script = toScript(applyDeletions(draft));

  const onDeleteButton = () => {
    if (!deleting) {
      setDeleting(true);
      return;
    }
    setDraft(applyDeletions(draft));
    setDeleting(false);
  };

  const footer = (
    <div className="pl-edit-modal__footer">
      <div className="pl-edit-modal__tools">
        <Button icon={<PlusOutlined />} onClick={() => setDraft(addLine(draft, speakerChoices))}>
          Add More
        </Button>
        <Button danger type={deleting ? 'primary' : 'default'} icon={<DeleteOutlined />} onClick={onDeleteButton}>
          {deleting ? 'Confirm Delete' : 'Delete'}
        </Button>
        {deleting && (
          <Button
            type="text"
            onClick={() => {
              setDraft(clearMarks(draft));
              setDeleting(false);
            }}
          >
            Keep all
          </Button>
        )}
      </div>
      <div className="pl-edit-modal__tools">
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <BusyButton
          type="primary"
          busy={save.isPending}
          disabled={script.length === 0}
          onClick={() => save.mutate(script)}
        >
          Save
        </BusyButton>
      </div>
    </div>
  );

  return (
    <Modal
      open={open}
      title="Edit script"
      width={780}
      onCancel={save.isPending ? undefined : onClose}
      maskClosable={false}
      footer={footer}
      destroyOnHidden
      className="pl-edit-modal"
    >
      {deleting && (
        <p className="pl-edit-modal__hint" role="status">
          {marked === 0
            ? 'Choose the lines to delete, then press Confirm Delete.'
            : `${marked} ${marked === 1 ? 'line' : 'lines'} will be deleted when you press Confirm Delete.`}
        </p>
      )}
      <ol className="pl-edit-modal__lines">
        {draft.map((line, i) => (
          <EditLine
            key={line.id}
            line={line}
            index={i}
            deleting={deleting}
            speakerChoices={speakerChoices}
            onChange={(patch) => setDraft(updateLine(draft, line.id, patch))}
            onToggleMarked={() => setDraft(toggleMarked(draft, line.id))}
          />
        ))}
      </ol>
      {draft.length === 0 && <p className="pl-edit-modal__hint">No lines yet. Use Add More to write one.</p>}
    </Modal>
  );
}
