import { AppstoreOutlined, AudioOutlined, CheckOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useRef, useState } from 'react';
import { focusAfterClose } from '../../ui/a11y/focus-after-close';
import { usePodcastWorkspace } from '../podcast-setup';
import { VoiceCloneModal } from '../voice-clone';
import { findVoice, type SpeakerRole, VOICE_TABS, voiceLabel, voiceTab } from './voice-tabs';
import type { VoiceOption } from './voices-api';
import { VoicePreviewButton, VoicesModal } from './voices-modal';
import './voices.css';

const ROLE_LABELS: Record<SpeakerRole, string> = {
  host: 'Host',
  guest: 'Guest',
  'speaker-3': 'Speaker 3',
  'speaker-4': 'Speaker 4',
};

export interface VoicePickerProps {
  speaker: SpeakerRole;
  /** The speaker's name from the setup card, shown beside the role. */
  speakerName: string;
  voices: readonly VoiceOption[];
  loading: boolean;
  selected: string | null;
  onChange: (optionKey: string) => void;
  disabled?: boolean;
}

const BROWSE = '__browse__';
const CLONE = '__clone__';
const TAB_LABEL = Object.fromEntries(VOICE_TABS.map((t) => [t.key, t.label]));

/**
 * A host or guest row of the Audio & Voice Settings card (spec 000 §2): the chosen voice (name plus gender, or
 * 'Unknown') and a Change button opening a dropdown of the language's voices; the dropdown's last entry opens
 * the Voices modal with its plan tabs and previews.
 */
export function VoicePicker({ speaker, speakerName, voices, loading, selected, onChange, disabled }: VoicePickerProps) {
  const [browsing, setBrowsing] = useState(false);
  const [cloning, setCloning] = useState(false);
  const language = usePodcastWorkspace((s) => s.selectedLanguage);
  const changeButton = useRef<HTMLButtonElement>(null);
  const stopBrowsing = () => {
    setBrowsing(false);
    focusAfterClose(changeButton);
  };
  const current = findVoice(voices, selected);
  const roleLabel = ROLE_LABELS[speaker];

  const items: MenuProps['items'] = [
    ...voices.map((voice) => {
      const tab = voiceTab(voice.voice?.voice_type);
      return {
        key: voice.optionKey,
        icon: voice.optionKey === selected ? <CheckOutlined /> : <span className="pl-voice-picker__no-check" />,
        label: (
          <span className="pl-voice-picker__item">
            <span>{voiceLabel(voice)}</span>
            {tab && tab !== 'free' && <span className="pl-voice-picker__tier">{TAB_LABEL[tab]}</span>}
          </span>
        ),
      };
    }),
    ...(voices.length > 0 ? [{ type: 'divider' as const }] : []),
    { key: BROWSE, icon: <AppstoreOutlined />, label: 'Browse all voices' },
    { key: CLONE, icon: <AudioOutlined />, label: 'Clone your voice' },
  ];
  const stopCloning = () => {
    setCloning(false);
    focusAfterClose(changeButton);
  };

  return (
    <div className="pl-voice-picker">
      <div className="pl-voice-picker__text">
        <span className="pl-voice-picker__role">
          {roleLabel}
          {speakerName.trim() && <span className="pl-voice-picker__speaker"> · {speakerName.trim()}</span>}
        </span>
        <span className="pl-voice-picker__voice" data-testid={`${speaker}-voice`}>
          {loading && !current ? 'Loading voices…' : voiceLabel(current)}
        </span>
      </div>
      {current && <VoicePreviewButton voice={current} />}
      <Dropdown
        trigger={['click']}
        // The menu takes the focus as it opens, so the arrows walk its voices and Escape returns to Change.
        autoFocus
        disabled={disabled}
        menu={{
          items,
          className: 'pl-voice-picker__menu',
          onClick: ({ key }) => {
            if (key === BROWSE) setBrowsing(true);
            else if (key === CLONE) setCloning(true);
            else onChange(key);
          },
        }}
      >
        <Button ref={changeButton} size="small" aria-label={`Change ${roleLabel.toLowerCase()} voice`}>
          Change <DownOutlined />
        </Button>
      </Dropdown>
      {browsing && (
        <VoicesModal
          open
          speaker={speaker}
          voices={voices}
          loading={loading}
          selected={selected}
          onUse={(key) => {
            onChange(key);
            stopBrowsing();
          }}
          onClose={stopBrowsing}
          onClone={() => {
            setBrowsing(false);
            setCloning(true);
          }}
        />
      )}
      {cloning && <VoiceCloneModal open languageCode={language} onClose={stopCloning} />}
    </div>
  );
}
