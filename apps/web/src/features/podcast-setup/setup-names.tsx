import { Form, Input } from 'antd';
import { usePodcastWorkspace } from './podcast-workspace-store';

/** The Podcast Setup card's speakers: Host, and with 2 or more speakers Guest, then speakers 3 and 4. */
export function SetupNames({ disabled }: { disabled: boolean }) {
  const ws = usePodcastWorkspace();
  return (
    <div className="pl-setup__names">
      <Form.Item label="Host" htmlFor="setup-host">
        <Input
          id="setup-host"
          value={ws.hostName}
          maxLength={50}
          autoComplete="off"
          disabled={disabled}
          onChange={(e) => ws.setHostName(e.target.value)}
        />
      </Form.Item>
      {ws.noOfSpeaker >= 2 && (
        <Form.Item label="Guest" htmlFor="setup-guest">
          <Input
            id="setup-guest"
            value={ws.guestName}
            maxLength={50}
            autoComplete="off"
            disabled={disabled}
            onChange={(e) => ws.setGuestName(e.target.value)}
          />
        </Form.Item>
      )}
      {ws.moreSpeakers.slice(0, Math.max(0, ws.noOfSpeaker - 2)).map((speaker, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the index is the speaker's number
        <Form.Item key={i} label={`Speaker ${i + 3}`} htmlFor={`setup-speaker-${i + 3}`}>
          <Input
            id={`setup-speaker-${i + 3}`}
            value={speaker.name}
            maxLength={50}
            autoComplete="off"
            disabled={disabled}
            onChange={(e) => ws.setMoreSpeaker(i, { name: e.target.value })}
          />
        </Form.Item>
      ))}
    </div>
  );
}
