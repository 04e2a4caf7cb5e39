import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { CLIP_ASPECT_LABELS } from '@podloom/contract';
import { Popconfirm, Progress, Tag } from 'antd';
import { useState } from 'react';
import { refusalOr } from '../../api/api-error';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { type ClipView, clock } from './clips-api';

const STATUS: Record<ClipView['status'], { text: string; color: string }> = {
  QUEUED: { text: 'Waiting', color: 'default' },
  RENDERING: { text: 'Making', color: 'processing' },
  READY: { text: 'Ready', color: 'success' },
  FAILED: { text: 'Failed', color: 'error' },
};

function ClipItem({
  clip,
  progress,
  onDelete,
}: {
  clip: ClipView;
  progress: number | undefined;
  onDelete: (id: number) => Promise<void>;
}) {
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    try {
      await onDelete(clip.id);
    } catch (error) {
      toast.error(refusalOr(error, 'The clip could not be deleted.'));
      setDeleting(false);
    }
  };
  const status = STATUS[clip.status];
  const making = clip.status === 'QUEUED' || clip.status === 'RENDERING';
  return (
    <li className="pl-clips__item">
      <div className="pl-clips__item-head">
        <Tag color={status.color}>{status.text}</Tag>
        <span className="pl-clips__item-title">
          Lines {clip.fromLine + 1}–{clip.toLine + 1} · {clock(clip.startTime)} · {clip.duration.toFixed(1)} s
          {clip.soundbite ? ' · soundbite' : ''}
        </span>
      </div>
      <p className="pl-clips__item-meta">{CLIP_ASPECT_LABELS[clip.aspect]}</p>
      {making && <Progress percent={Math.round((progress ?? 0) * 100)} size="small" aria-label="Clip progress" />}
      {clip.status === 'FAILED' && clip.error && <p className="pl-clips__error">{clip.error}</p>}
      <div className="pl-clips__item-actions">
        {clip.url && (
          <a href={clip.url} download={`clip-${clip.id}.mp4`}>
            <DownloadOutlined aria-hidden="true" /> Download MP4
          </a>
        )}
        <Popconfirm title="Delete this clip?" okText="Delete" onConfirm={() => void remove()}>
          <BusyButton size="small" danger busy={deleting} icon={<DeleteOutlined />}>
            Delete
          </BusyButton>
        </Popconfirm>
      </div>
    </li>
  );
}

/** The podcast's clips, with progress while one is made, its download link once ready, and Delete. */
export function ClipList(props: {
  clips: ClipView[];
  progress: Record<number, number>;
  onDelete: (id: number) => Promise<void>;
}) {
  if (props.clips.length === 0) return <p className="pl-clips__empty">No clips yet.</p>;
  return (
    <ul className="pl-clips__list">
      {props.clips.map((clip) => (
        <ClipItem key={clip.id} clip={clip} progress={props.progress[clip.id]} onDelete={props.onDelete} />
      ))}
    </ul>
  );
}
