import { CaretRightFilled, InboxOutlined, PauseOutlined } from '@ant-design/icons';
import { MUSIC_MESSAGES } from '@podloom/contract';
import { Button, Modal, Tabs } from 'antd';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { toast } from '../../ui/toast/toast-store';
import { fetchAllMusic, fetchMusicUrl, type MusicItem, uploadMusic } from './editor-api';

export interface ChooseAudioModalProps {
  open: boolean;
  /** The track the overlay chooses for; its name is the overlay's title (spec 001 §2: "Intro Music"). */
  trackName: string;
  onUse: (item: MusicItem) => void;
  onClose: () => void;
}

/** Spec 001 §8's sentences for a music item that cannot be played. */
const NO_URL = 'Failed to get presigned URL. The URL might not be available for this music.';
const PLAY_FAILED = 'Failed to play music. Please try again later.';
const FETCH_FAILED = 'Failed to fetch music. Please try again.';

/** 'Choose Audio' (spec 001 §2, §4): Upload several files, or pick from My Music with play/stop and Use. */
export function ChooseAudioModal({ open, trackName, onUse, onClose }: ChooseAudioModalProps) {
  const [tab, setTab] = useState<'upload' | 'music'>('music');
  const playing = useRef<HTMLAudioElement | null>(null);
  const [playingId, setPlayingId] = useState<number | null>(null);

  const stop = () => {
    playing.current?.pause();
    if (playing.current) playing.current.currentTime = 0;
    playing.current = null;
    setPlayingId(null);
  };

  const close = () => {
    stop();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={trackName}
      onCancel={close}
      footer={null}
      width={560}
      destroyOnHidden
      className="pl-choose-audio"
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          stop();
          setTab(key as 'upload' | 'music');
        }}
        items={[
          { key: 'upload', label: 'Upload', children: <UploadTab onUploaded={() => setTab('music')} /> },
          {
            key: 'music',
            label: 'My Music',
            children: (
              <MyMusicTab
                playingId={playingId}
                onToggle={async (item) => {
                  if (playingId === item.id) return stop();
                  stop();
                  let url: string | null = null;
                  try {
                    url = await fetchMusicUrl(item.id);
                  } catch {
                    url = null;
                  }
                  if (!url) return void toast.error(NO_URL);
                  const audio = new Audio(url);
                  playing.current = audio;
                  setPlayingId(item.id);
                  audio.onended = () => stop();
                  audio.play().catch(() => {
                    stop();
                    toast.error(PLAY_FAILED);
                  });
                }}
                onUse={(item) => {
                  stop();
                  onUse(item);
                }}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}

function MyMusicTab({
  playingId,
  onToggle,
  onUse,
}: {
  playingId: number | null;
  onToggle: (item: MusicItem) => void;
  onUse: (item: MusicItem) => void;
}) {
  const [items, setItems] = useState<MusicItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Spec 001 §4: the list is fetched on every entry.
  useEffect(() => {
    let cancelled = false;
    fetchAllMusic()
      .then((list) => !cancelled && setItems(list))
      .catch(() => !cancelled && setError(FETCH_FAILED));
    return () => {
      cancelled = true;
    };
  }, []);

  if (error) return <p role="alert">{error}</p>;
  if (!items) return <p role="status">Loading your music…</p>;
  if (items.length === 0) return <p className="pl-choose-audio__empty">{MUSIC_MESSAGES.empty}</p>;
  return (
    <ul className="pl-choose-audio__list" aria-label="My Music">
      {items.map((item) => (
        <li key={item.id} className="pl-choose-audio__item">
          <Button
            shape="circle"
            icon={playingId === item.id ? <PauseOutlined /> : <CaretRightFilled />}
            aria-label={playingId === item.id ? `Stop ${item.musicName}` : `Play ${item.musicName}`}
            aria-pressed={playingId === item.id}
            onClick={() => onToggle(item)}
          />
          <span className="pl-choose-audio__name">{item.musicName}</span>
          <Button type="primary" aria-label={`Use ${item.musicName}`} onClick={() => onUse(item)}>
            Use
          </Button>
        </li>
      ))}
    </ul>
  );
}

function UploadTab({ onUploaded }: { onUploaded: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  const inputId = useId();

  const add = (list: FileList | null) => {
    if (!list?.length) return;
    // Copied now: the input's FileList is live and is emptied right after (so the same file can be chosen again).
    const chosen = Array.from(list);
    setFiles((current) => [...current, ...chosen]);
    setMessage(null);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    add(event.dataTransfer.files);
  };

  const confirm = async () => {
    if (files.length === 0) return setMessage(MUSIC_MESSAGES.noFiles);
    setBusy(true);
    try {
      const stored = await uploadMusic(files);
      toast.success(`Files uploaded successfully! (${stored.map((s) => s.musicName).join(', ')})`);
      setFiles([]);
      onUploaded();
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pl-choose-audio__upload">
      <label
        htmlFor={inputId}
        className={`pl-choose-audio__drop${over ? ' is-over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <InboxOutlined aria-hidden="true" className="pl-choose-audio__drop-icon" />
        <span>Drag and drop audio files here, or click to choose them</span>
        <input
          id={inputId}
          type="file"
          accept="audio/*"
          multiple
          className="pl-choose-audio__input"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </label>
      {files.length > 0 && (
        <ul className="pl-choose-audio__files" aria-label="Selected files">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>{file.name}</li>
          ))}
        </ul>
      )}
      {message && (
        <p className="pl-choose-audio__message" role="alert">
          {message}
        </p>
      )}
      <BusyButton type="primary" busy={busy} onClick={() => void confirm()}>
        Confirm Upload
      </BusyButton>
    </div>
  );
}
