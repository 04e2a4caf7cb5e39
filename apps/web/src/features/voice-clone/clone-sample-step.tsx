import { AudioOutlined, UploadOutlined } from '@ant-design/icons';
import { CLONE_CONSENT_STATEMENT } from '@podloom/contract';
import { Button, Checkbox } from 'antd';
import { useRef } from 'react';
import { BusyButton } from '../../ui/busy-button/busy-button';
import type { Recorder } from './use-recorder';

const formatSeconds = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export interface CloneSampleStepProps {
  recorder: Recorder;
  file: File | null;
  consent: boolean;
  busy: boolean;
  onChoose: (file: File | undefined) => void;
  onConsent: (consent: boolean) => void;
  onBack: () => void;
  onClone: () => void;
}

/** Step 2: record or upload the sample, consent to cloning it, and clone it. */
export function CloneSampleStep({ recorder, file, consent, busy, ...on }: CloneSampleStepProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const recording = recorder.state === 'recording';
  return (
    <section className="pl-voice-clone__body" aria-labelledby="pl-clone-sample">
      <h3 id="pl-clone-sample">2. Record &amp; Upload</h3>
      <p className="pl-voice-clone__hint">
        Record yourself reading the voice script, or upload an .mp3 or .wav file: one voice, 10 seconds to 5 minutes, up
        to 20 MB.
      </p>
      <div className="pl-voice-clone__sources">
        <Button
          icon={<AudioOutlined />}
          danger={recording}
          onClick={() => (recording ? recorder.stop() : void recorder.start())}
        >
          {recording ? `Stop recording (${formatSeconds(recorder.seconds)})` : 'Record'}
        </Button>
        <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
          Upload .mp3 or .wav
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".mp3,.wav,audio/mpeg,audio/wav"
          className="pl-voice-clone__file"
          aria-label="Voice sample file (.mp3 or .wav)"
          tabIndex={-1}
          onChange={(event) => {
            on.onChoose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {file && (
        <p className="pl-voice-clone__chosen" data-testid="clone-sample">
          {file.name} · {megabytes(file.size)}
        </p>
      )}
      <Checkbox checked={consent} onChange={(event) => on.onConsent(event.target.checked)}>
        {CLONE_CONSENT_STATEMENT}
      </Checkbox>
      <p className="pl-voice-clone__fine">
        We store your answer with the time and your network address as the record of this consent.
      </p>
      <div className="pl-voice-clone__actions">
        <Button onClick={on.onBack}>Back</Button>
        <BusyButton type="primary" busy={busy} disabled={!file || !consent} onClick={on.onClone}>
          Clone Voice
        </BusyButton>
      </div>
    </section>
  );
}
