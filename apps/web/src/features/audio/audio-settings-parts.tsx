import { CrownFilled, ExportOutlined, LoadingOutlined, ScissorOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePodcastWorkspace } from '../podcast-setup';
import { PronunciationsModal, useVoiceDefaults, VoicePicker } from '../voices';
import { BackchannelsSwitch } from './backchannels-switch';
import { VoiceStyleControls } from './voice-style-controls';

/** A voice picker for every speaker of the open podcast: host, guest with 2 or more, then speakers 3 and 4. */
export function SpeakerVoices({ busy }: { busy: boolean }) {
  const speakers = usePodcastWorkspace((s) => s.noOfSpeaker);
  const hostName = usePodcastWorkspace((s) => s.hostName);
  const guestName = usePodcastWorkspace((s) => s.guestName);
  const hostVoice = usePodcastWorkspace((s) => s.hostVoice);
  const guestVoice = usePodcastWorkspace((s) => s.guestVoice);
  const setVoices = usePodcastWorkspace((s) => s.setVoices);
  const moreSpeakers = usePodcastWorkspace((s) => s.moreSpeakers);
  const setMoreSpeaker = usePodcastWorkspace((s) => s.setMoreSpeaker);
  const { voices, loading: voicesLoading } = useVoiceDefaults();
  const [pronouncing, setPronouncing] = useState(false);
  return (
    <fieldset className="pl-audio__voices">
      <legend className="pl-audio__legend">Voices</legend>
      <Button size="small" type="link" className="pl-audio__pron" onClick={() => setPronouncing(true)}>
        Pronunciations
      </Button>
      <PronunciationsModal open={pronouncing} onClose={() => setPronouncing(false)} voice={hostVoice} />
      <VoicePicker
        speaker="host"
        speakerName={hostName}
        voices={voices}
        loading={voicesLoading}
        selected={hostVoice}
        onChange={(key) => setVoices({ hostVoice: key })}
        disabled={busy}
      />
      <VoiceStyleControls speaker="host" name={hostName} disabled={busy} />
      {speakers >= 2 && (
        <>
          <VoicePicker
            speaker="guest"
            speakerName={guestName}
            voices={voices}
            loading={voicesLoading}
            selected={guestVoice}
            onChange={(key) => setVoices({ guestVoice: key })}
            disabled={busy}
          />
          <VoiceStyleControls speaker="guest" name={guestName} disabled={busy} />
        </>
      )}
      {moreSpeakers.slice(0, Math.max(0, speakers - 2)).map((speaker, i) => (
        // Speakers 3 and 4 are fixed places, not a list that reorders.
        // biome-ignore lint/suspicious/noArrayIndexKey: the index is the speaker's number
        <Fragment key={i}>
          <VoicePicker
            speaker={i === 0 ? 'speaker-3' : 'speaker-4'}
            speakerName={speaker.name}
            voices={voices}
            loading={voicesLoading}
            selected={speaker.voice}
            onChange={(key) => setMoreSpeaker(i, { voice: key })}
            disabled={busy}
          />
          <VoiceStyleControls speaker={i === 0 ? 'speaker-3' : 'speaker-4'} name={speaker.name} disabled={busy} />
        </Fragment>
      ))}
      {speakers >= 2 && <BackchannelsSwitch disabled={busy} />}
    </fieldset>
  );
}

export interface AudioActionsProps {
  /** Generate Audio shows once the script has lines. */
  canGenerate: boolean;
  busy: boolean;
  generateDisabled: boolean;
  onGenerate: () => void;
  hasAudio: boolean;
  podcastId: number | null;
  onExport: () => void;
  /** Opens the Publish modal; without it Publish stays disabled. */
  onPublish?: () => void;
}

/** Generate Audio, then Export, Open in editor and Publish, each disabled (with the reason) until there is audio. */
export function AudioActions({ canGenerate, busy, generateDisabled, hasAudio, podcastId, ...on }: AudioActionsProps) {
  const navigate = useNavigate();
  let publishHint: string | undefined;
  if (!hasAudio) publishHint = 'Generate the audio first';
  else if (!on.onPublish) publishHint = 'Publishing is on its way';
  return (
    <div className="pl-audio__actions">
      {canGenerate && (
        <Button
          type="primary"
          size="large"
          block
          icon={busy ? <LoadingOutlined spin /> : <ThunderboltOutlined />}
          disabled={generateDisabled}
          onClick={on.onGenerate}
        >
          Generate Audio
        </Button>
      )}
      <div className="pl-audio__secondary">
        <Tooltip title={hasAudio ? undefined : 'Generate the audio first'}>
          <Button icon={<ExportOutlined />} disabled={!hasAudio} onClick={on.onExport} block>
            Export
          </Button>
        </Tooltip>
        <Tooltip title={hasAudio ? undefined : 'Generate the audio first'}>
          <Button
            icon={<ScissorOutlined />}
            disabled={!hasAudio || podcastId === null}
            onClick={() => podcastId !== null && navigate(`/audioedit?podcast=${podcastId}`)}
            block
          >
            Open in editor
          </Button>
        </Tooltip>
        <Tooltip title={publishHint}>
          <Button
            className="pl-audio__publish"
            icon={<CrownFilled className="pl-audio__crown" />}
            disabled={!hasAudio || !on.onPublish}
            onClick={on.onPublish}
            block
          >
            Publish
          </Button>
        </Tooltip>
      </div>
    </div>
  );
}
