import { PauseCircleOutlined, SoundOutlined } from '@ant-design/icons';
import { VOICE_STYLE_LIMITS } from '@podloom/contract';
import { Button, Select } from 'antd';
import { PLAIN_VOICE_STYLE, type SpeakerRole, usePodcastWorkspace } from '../podcast-setup';
import { toggleVoicePreview, useVoicePreviewStore } from '../voices';

type Workspace = ReturnType<typeof usePodcastWorkspace.getState>;

/** The voice option key chosen for a role. */
function voiceOf(s: Workspace, role: SpeakerRole): string | null {
  if (role === 'host') return s.hostVoice;
  if (role === 'guest') return s.guestVoice;
  return s.moreSpeakers[role === 'speaker-3' ? 0 : 1]?.voice ?? null;
}

const SPEEDS = Array.from({ length: 7 }, (_, i) => Math.round((VOICE_STYLE_LIMITS.speed.min + i * 0.1) * 10) / 10);
const PITCHES = Array.from(
  { length: VOICE_STYLE_LIMITS.pitch.max - VOICE_STYLE_LIMITS.pitch.min + 1 },
  (_, i) => VOICE_STYLE_LIMITS.pitch.min + i,
);
const pitchLabel = (p: number) => (p === 0 ? 'Natural' : `${p > 0 ? '+' : '−'}${Math.abs(p)} st`);

/** A speaker's pace (0.7–1.3×) and pitch (−4 to +4 semitones), beside its voice; saved with the podcast's render. */
export function VoiceStyleControls({
  speaker: role,
  name,
  disabled,
}: {
  speaker: SpeakerRole;
  name: string;
  disabled: boolean;
}) {
  const style = usePodcastWorkspace((s) => s.voiceStyles[role]) ?? PLAIN_VOICE_STYLE;
  const setVoiceStyle = usePodcastWorkspace((s) => s.setVoiceStyle);
  const who = name.trim() || role.replace('-', ' ');
  const voice = usePodcastWorkspace((s) => voiceOf(s, role));
  const previewing = useVoicePreviewStore((s) => s.playing === voice && voice !== null);
  return (
    <div className="pl-audio__style" data-testid={`voice-style-${role}`}>
      <span className="pl-audio__style-field">
        <span aria-hidden="true">Pace</span>
        <Select
          size="small"
          aria-label={`Pace of ${who}`}
          value={style.speed}
          onChange={(speed: number) => setVoiceStyle(role, { speed })}
          options={SPEEDS.map((v) => ({ value: v, label: v === 1 ? 'Natural (1.0×)' : `${v.toFixed(1)}×` }))}
          disabled={disabled}
          popupMatchSelectWidth={false}
        />
      </span>
      <span className="pl-audio__style-field">
        <span aria-hidden="true">Pitch</span>
        <Select
          size="small"
          aria-label={`Pitch of ${who}`}
          value={style.pitch}
          onChange={(pitch: number) => setVoiceStyle(role, { pitch })}
          options={PITCHES.map((v) => ({ value: v, label: pitchLabel(v) }))}
          disabled={disabled}
          popupMatchSelectWidth={false}
        />
      </span>
      {voice && (
        <Button
          size="small"
          type="link"
          icon={previewing ? <PauseCircleOutlined /> : <SoundOutlined />}
          onClick={() => void toggleVoicePreview(voice, style)}
          disabled={disabled}
          aria-label={`Hear it: ${who} at this pace and pitch`}
        >
          Hear it
        </Button>
      )}
    </div>
  );
}
