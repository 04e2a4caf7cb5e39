import {
  AudioOutlined,
  CheckOutlined,
  LoadingOutlined,
  LockOutlined,
  PauseCircleFilled,
  PlayCircleFilled,
} from '@ant-design/icons';
import { Button, Empty, Modal, Tabs, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useMySubscription } from '../billing';
import { useSignedIn } from '../session';
import { stopVoicePreview, toggleVoicePreview, useVoicePreviewStore } from './voice-preview';
import {
  groupVoicesByTab,
  lockedTabs,
  type SpeakerRole,
  VOICE_TABS,
  type VoiceTab,
  voiceGender,
  voiceName,
  voiceTab,
} from './voice-tabs';
import type { VoiceOption } from './voices-api';
import './voices.css';

export interface VoicesModalProps {
  open: boolean;
  /** Whose voice is being chosen, for the title. */
  speaker: SpeakerRole;
  voices: readonly VoiceOption[];
  loading?: boolean;
  selected: string | null;
  onUse: (optionKey: string) => void;
  onClose: () => void;
  /** Opens the Voice Cloning modal. */
  onClone?: () => void;
}

const TAB_LABEL: Record<VoiceTab, string> = { free: 'Free', lite: 'Lite Plan', pro: 'Pro Plan', mine: 'My Voices' };

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
 * 'Use' button. Tabs above the caller's plan are locked with an upgrade hint; their samples still play.
 */
export function VoicesModal({ open, speaker, voices, loading, selected, onUse, onClose, onClone }: VoicesModalProps) {
  const groups = useMemo(() => groupVoicesByTab(voices), [voices]);
  const subscription = useMySubscription(useSignedIn());
  const locked = useMemo(() => lockedTabs(subscription.data?.voiceTiers), [subscription.data?.voiceTiers]);
  const selectedTab = voiceTab(voices.find((v) => v.optionKey === selected)?.voice?.voice_type) ?? 'free';
  // The tab of the voice in use when the modal opens (it is mounted on opening); the user's choice after that.
  const [tab, setTab] = useState<VoiceTab>(selectedTab);

  const close = () => {
    stopVoicePreview();
    onClose();
  };

  const hint = (key: VoiceTab) =>
    locked.has(key) ? (
      <p className="pl-voices__locked">
        <LockOutlined aria-hidden="true" /> {TAB_LABEL[key]} voices are not included in your plan.{' '}
        <Link to="/pricing">Upgrade your plan</Link> to use them.
      </p>
    ) : null;

  const list = (key: VoiceTab) =>
    groups[key].length === 0 ? (
      <Empty
        className="pl-voices__empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          loading
            ? 'Loading voices…'
            : key === 'mine'
              ? 'You have not cloned a voice for this language yet.'
              : `No ${TAB_LABEL[key]} voices for this language yet.`
        }
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
              {inUse && !locked.has(key) ? (
                <Tag color="purple" icon={<CheckOutlined />} className="pl-voices__in-use">
                  In use
                </Tag>
              ) : (
                <Button
                  size="small"
                  type="primary"
                  ghost
                  aria-label={`Use ${voiceName(voice)}`}
                  disabled={locked.has(key)}
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
      footer={
        onClone ? (
          <Button icon={<AudioOutlined />} onClick={onClone}>
            Clone your voice
          </Button>
        ) : null
      }
      title={`Choose the ${speaker.replace('-', ' ')}'s voice`}
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
              {locked.has(key) && <LockOutlined aria-label="Locked" />} {label}{' '}
              <span className="pl-voices__count">{groups[key].length}</span>
            </span>
          ),
          children: (
            <>
              {hint(key)}
              {list(key)}
            </>
          ),
        }))}
      />
    </Modal>
  );
}
