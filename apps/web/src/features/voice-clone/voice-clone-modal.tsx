import {
  AudioOutlined,
  CheckCircleFilled,
  DownloadOutlined,
  PauseCircleFilled,
  PlayCircleFilled,
  UploadOutlined,
} from '@ant-design/icons';
import {
  CLONE_CONSENT_STATEMENT,
  CLONE_LANGUAGES,
  CLONE_LIMITS,
  CLONE_MESSAGES,
  type ClonedVoiceReply,
  TIMINGS,
} from '@podloom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Input, Modal, Radio, Steps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { BusyButton } from '../../ui/busy-button/busy-button';
import { useRecorder } from './use-recorder';
import { cloneVoice, deleteClonedVoice, nameClonedVoice, voiceScriptUrl } from './voice-clone-api';
import './voice-clone.css';

export interface VoiceCloneModalProps {
  open: boolean;
  onClose: () => void;
  /** The podcast's language (e.g. en-IN): preselects its base language when the modal offers it. */
  languageCode?: string;
  /** Called with the new voice's option key once it is named. */
  onCloned?: (optionKey: string) => void;
}

type Step = 'language' | 'sample' | 'preview' | 'naming' | 'done';
const STEP_INDEX: Record<Step, number> = { language: 0, sample: 1, preview: 2, naming: 2, done: 3 };

const formatSeconds = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Spec 000 §5: the upload takes .mp3 and .wav (the server then judges the content). */
export function checkChosenFile(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.(mp3|wav)$/i.test(file.name)) return CLONE_MESSAGES.wrongType;
  if (file.size > CLONE_LIMITS.maxBytes) return CLONE_MESSAGES.tooBig;
  return null;
}

/**
 * The Voice Cloning modal (spec 000 §2, issue 11): 1. Select Language, 2. Record & Upload with consent and Clone
 * Voice, 3. Preview (play/pause of 30 s spoken by the new voice), then naming with name and gender, then
 * 'Your voice has been successfully cloned!' for 2 s. A clone left unnamed is deleted when the modal closes.
 */
export function VoiceCloneModal({ open, onClose, languageCode, onCloned }: VoiceCloneModalProps) {
  const base = languageCode?.split('-')[0]?.toLowerCase();
  const [step, setStep] = useState<Step>('language');
  const [language, setLanguage] = useState<string>(CLONE_LANGUAGES.find((l) => l.code === base)?.code ?? 'en');
  const [file, setFile] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [clone, setClone] = useState<ClonedVoiceReply | null>(null);
  const [playing, setPlaying] = useState(false);
  const [name, setName] = useState('');
  const [gender, setGender] = useState<'male' | 'female' | null>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const named = useRef(false);
  const queryClient = useQueryClient();
  const recorder = useRecorder(
    (recorded) => {
      setFile(recorded);
      setError(null);
    },
    (message) => setError(message),
  );

  const close = () => {
    audio.current?.pause();
    recorder.stop();
    // A clone that was never named is not kept: nothing of the recording stays behind.
    if (clone && !named.current) void deleteClonedVoice(clone.voice.optionKey).catch(() => {});
    onClose();
  };

  useEffect(() => {
    if (step !== 'done') return;
    const timer = window.setTimeout(onClose, TIMINGS.successDelayMs);
    return () => window.clearTimeout(timer);
  }, [step, onClose]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const refusal = checkChosenFile(chosen);
    setError(refusal);
    setFile(refusal ? null : chosen);
  };

  const submitSample = async () => {
    if (!file) return setError(CLONE_MESSAGES.noFile);
    if (!consent) return setError(CLONE_MESSAGES.noConsent);
    setBusy(true);
    setError(null);
    try {
      setClone(await cloneVoice({ file, language, consent }));
      setStep('preview');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The voice could not be cloned. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const togglePreview = async () => {
    const element = audio.current;
    if (!element) return;
    if (playing) {
      element.pause();
      return;
    }
    try {
      await element.play();
    } catch {
      setError('We could not play the preview. Please try again.');
    }
  };

  const finish = async () => {
    if (!clone || !gender || !name.trim()) return setError(CLONE_MESSAGES.fields);
    setBusy(true);
    setError(null);
    try {
      await nameClonedVoice(clone.voice.optionKey, name.trim(), gender);
      named.current = true;
      await queryClient.invalidateQueries({ queryKey: ['feature-options', 'voices'] });
      onCloned?.(clone.voice.optionKey);
      setStep('done');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The voice could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const languageName = CLONE_LANGUAGES.find((l) => l.code === language)?.name ?? 'English';
  const measured = clone?.measured;

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      title="Clone your voice"
      width={CLONE_LIMITS.modalWidth}
      destroyOnHidden
      className="pl-voice-clone"
    >
      <Steps
        size="small"
        current={STEP_INDEX[step]}
        className="pl-voice-clone__steps"
        items={[{ title: 'Select Language' }, { title: 'Record & Upload' }, { title: 'Preview' }]}
      />

      {step === 'language' && (
        <section className="pl-voice-clone__body" aria-labelledby="pl-clone-language">
          <h3 id="pl-clone-language">1. Select Language</h3>
          <Radio.Group
            aria-labelledby="pl-clone-language"
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
            optionType="button"
            buttonStyle="solid"
            options={CLONE_LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
          />
          <p className="pl-voice-clone__hint">
            Read the voice script aloud for your sample: it is written to cover the sounds of {languageName}.
          </p>
          <div className="pl-voice-clone__actions">
            <Button icon={<DownloadOutlined />} href={voiceScriptUrl(language)} download>
              Get Voice Script Form
            </Button>
            <Button type="primary" onClick={() => setStep('sample')}>
              Next
            </Button>
          </div>
        </section>
      )}

      {step === 'sample' && (
        <section className="pl-voice-clone__body" aria-labelledby="pl-clone-sample">
          <h3 id="pl-clone-sample">2. Record &amp; Upload</h3>
          <p className="pl-voice-clone__hint">
            Record yourself reading the voice script, or upload an .mp3 or .wav file: one voice, 10 seconds to 5
            minutes, up to 20 MB.
          </p>
          <div className="pl-voice-clone__sources">
            <Button
              icon={<AudioOutlined />}
              danger={recorder.state === 'recording'}
              onClick={() => (recorder.state === 'recording' ? recorder.stop() : void recorder.start())}
            >
              {recorder.state === 'recording' ? `Stop recording (${formatSeconds(recorder.seconds)})` : 'Record'}
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
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </div>
          {file && (
            <p className="pl-voice-clone__chosen" data-testid="clone-sample">
              {file.name} · {megabytes(file.size)}
            </p>
          )}
          <Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)}>
            {CLONE_CONSENT_STATEMENT}
          </Checkbox>
          <p className="pl-voice-clone__fine">
            We store your answer with the time and your network address as the record of this consent.
          </p>
          <div className="pl-voice-clone__actions">
            <Button onClick={() => setStep('language')}>Back</Button>
            <BusyButton type="primary" busy={busy} disabled={!file || !consent} onClick={() => void submitSample()}>
              Clone Voice
            </BusyButton>
          </div>
        </section>
      )}

      {(step === 'preview' || step === 'naming') && clone && (
        <section className="pl-voice-clone__body" aria-labelledby="pl-clone-preview">
          <h3 id="pl-clone-preview">3. Preview</h3>
          {/* biome-ignore lint/a11y/useMediaCaption: a voice sample of our own script; the page shows its text. */}
          <audio
            ref={audio}
            src={clone.previewUrl}
            preload="auto"
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setPlaying(false)}
          />
          <div className="pl-voice-clone__player">
            <Button
              type="text"
              shape="circle"
              className="pl-voice-clone__play"
              icon={playing ? <PauseCircleFilled /> : <PlayCircleFilled />}
              aria-label={playing ? 'Pause the preview' : 'Play the preview'}
              aria-pressed={playing}
              onClick={() => void togglePreview()}
            />
            <span>About {CLONE_LIMITS.previewSeconds} seconds spoken by your new voice</span>
          </div>
          <p className="pl-voice-clone__method" data-testid="clone-method">
            {clone.method === 'elevenlabs'
              ? 'Cloned with ElevenLabs from your recording.'
              : `An approximation: no voice-cloning service is configured, so an offline voice was tuned to your recording${
                  measured
                    ? ` (pitch about ${measured.medianPitchHz} Hz, intonation ${measured.pitchSpanSemitones} semitones, ${measured.syllablesPerSecond} syllables a second)`
                    : ''
                }. It follows your register and pace, not the character of your voice.`}
          </p>
          {step === 'preview' ? (
            <div className="pl-voice-clone__actions">
              <Button type="primary" onClick={() => setStep('naming')}>
                Next
              </Button>
            </div>
          ) : (
            <form
              className="pl-voice-clone__naming"
              onSubmit={(event) => {
                event.preventDefault();
                void finish();
              }}
            >
              <label htmlFor="pl-clone-name">Voice name</label>
              <Input
                id="pl-clone-name"
                value={name}
                maxLength={CLONE_LIMITS.nameMax}
                placeholder="e.g. My studio voice"
                onChange={(event) => setName(event.target.value)}
              />
              <span id="pl-clone-gender">Gender</span>
              <Radio.Group
                aria-labelledby="pl-clone-gender"
                value={gender}
                onChange={(event) => setGender(event.target.value)}
                options={[
                  { value: 'male', label: 'Male' },
                  { value: 'female', label: 'Female' },
                ]}
              />
              <div className="pl-voice-clone__actions">
                <BusyButton type="primary" htmlType="submit" busy={busy} disabled={!name.trim() || !gender}>
                  Done
                </BusyButton>
              </div>
            </form>
          )}
        </section>
      )}

      {step === 'done' && (
        <div className="pl-voice-clone__success" role="status">
          <CheckCircleFilled className="pl-voice-clone__success-icon" aria-hidden="true" />
          <p>{CLONE_MESSAGES.success}</p>
        </div>
      )}

      {error && <Alert className="pl-voice-clone__error" type="error" showIcon message={error} role="alert" />}
    </Modal>
  );
}
