import { CheckOutlined, LoadingOutlined, PauseCircleFilled, PlayCircleFilled } from '@ant-design/icons';
import { Button, Empty, Modal, Tabs, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { stopVoicePreview, toggleVoicePreview, useVoicePreviewStore } from './voice-preview';
import { groupVoicesByTab, VOICE_TABS, type VoiceTab, voiceGender, voiceName, voiceTab } from './voice-tabs';
import type { VoiceOption } from './voices-api';
import './voices.css';

export interface VoicesModalProps {
  open: boolean;
  /** Whose voice is being chosen, for the title: 'host' or 'guest'. */
  speaker: 'host' | 'guest';
  voices: readonly VoiceOption[];
  loading?: boolean;
  selected: string | null;
  onUse: (optionKey: string) => void;
  onClose: () => void;
}

const TAB_LABEL: Record<VoiceTab, string> = { free: 'Free', lite: 'Lite Plan', pro: 'Pro Plan' };

/** A voice's preview (play/stop) button, shared by the modal and the Change menu's rows. */
export function VoicePreviewButton({ voice }: { voice: VoiceOption }) {
  const playing = useVoicePreviewStore((s) => s.playing === voice.optionKey);
  const loading = useVoicePreviewStore((s) => s.loading === voice.optionKey);
  const name = voiceName(voice);
  let icon = <PlayCircleFilled />;
  if (loading) icon = <LoadingOutlined />;
  else if (playing) icon = <PauseCircleFilled />;
  return (
    <Button
      type="text"
      shape="circle"
      className="pl-voice-preview"
      icon={icon}
      aria-label={playing ? `Stop the ${name} sample` : `Preview ${name}`}
      aria-pressed={playing}
      onClick={(event) => {
        event.stopPropagation();
        void toggleVoicePreview(voice.optionKey);
      }}
    />
  );
}

/**
 * The Voices modal (spec 000 §2): tabs Free, Lite Plan and Pro Plan by voice_type, each row with a preview and a
 * 'Use' button. The tabs are named for plans but nothing is enforced (spec 000 §6).
 */
export function VoicesModal({ open, speaker, voices, loading, selected, onUse, onClose }: VoicesModalProps) {
  const groups = useMemo(() => groupVoicesByTab(voices), [voices]);
  const selectedTab = voiceTab(voices.find((v) => v.optionKey === selected)?.voice?.voice_type) ?? 'free';
  // The tab of the voice in use when the modal opens (it is mounted on opening); the user's choice after that.
  const [tab, setTab] = useState<VoiceTab>(selectedTab);

  const close = () => {
    stopVoicePreview();
    onClose();
  };

  const list = (key: VoiceTab) =>
    groups[key].length === 0 ? (
      <Empty
        className="pl-voices__empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={loading ? 'Loading voices…' : `No ${TAB_LABEL[key]} voices for this language yet.`}
      />
    ) : (
      <ul className="pl-voices__list" aria-label={`${TAB_LABEL[key]} voices`}>
        {groups[key].map((voice) => {
          const inUse = voice.optionKey === selected;
          return (
            <li key={voice.optionKey} className={`pl-voices__row${inUse ? ' is-selected' : ''}`}>
              <VoicePreviewButton voice={voice} />
              <div className="pl-voices__who">
                <span className="pl-voices__name">{voiceName(voice)}</span>
                <span className="pl-voices__meta">
                  {[voiceGender(voice), voice.voice?.voice_type].filter(Boolean).join(' · ')}
                </span>
              </div>
              {inUse ? (
                <Tag color="purple" icon={<CheckOutlined />} className="pl-voices__in-use">
                  In use
                </Tag>
              ) : (
                <Button
                  size="small"
                  type="primary"
                  ghost
                  aria-label={`Use ${voiceName(voice)}`}
                  onClick={() => {
                    stopVoicePreview();
                    onUse(voice.optionKey);
                  }}
                >
                  Use
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    );

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      title={`Choose the ${speaker}'s voice`}
      width={560}
      destroyOnHidden
      className="pl-voices"
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as VoiceTab)}
        items={VOICE_TABS.map(({ key, label }) => ({
          key,
          label: (
            <span>
              {label} <span className="pl-voices__count">{groups[key].length}</span>
            </span>
          ),
          children: list(key),
        }))}
      />
    </Modal>
  );
}
