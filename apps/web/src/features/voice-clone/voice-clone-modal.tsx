import { CheckCircleFilled } from '@ant-design/icons';
import { CLONE_LIMITS, CLONE_MESSAGES } from '@podloom/contract';
import { Alert, Button, Modal, Steps } from 'antd';
import { useRef } from 'react';
import { STEP_INDEX } from './clone-flow';
import { CloneLanguageStep } from './clone-language-step';
import { CloneNamingForm } from './clone-naming-form';
import { ClonePreviewStep } from './clone-preview-step';
import { CloneSampleStep } from './clone-sample-step';
import { useRecorder } from './use-recorder';
import { useVoiceClone } from './use-voice-clone';
import './voice-clone.css';

export interface VoiceCloneModalProps {
  open: boolean;
  onClose: () => void;
  /** The podcast's language (e.g. en-IN): preselects its base language when the modal offers it. */
  languageCode?: string;
  /** Called with the new voice's option key once it is named. */
  onCloned?: (optionKey: string) => void;
}

/**
 * The Voice Cloning modal (spec 000 §2): 1. Select Language, 2. Record & Upload with consent and Clone Voice,
 * 3. Preview (play/pause of 30 s spoken by the new voice), then naming with name and gender, then
 * 'Your voice has been successfully cloned!' for 2 s. A clone left unnamed is deleted when the modal closes.
 */
export function VoiceCloneModal({ open, onClose, languageCode, onCloned }: VoiceCloneModalProps) {
  const { state, dispatch, choose, submitSample, finish, discardDraft } = useVoiceClone({
    languageCode,
    onClose,
    onCloned,
  });
  const { step, clone, error, busy } = state;
  const audio = useRef<HTMLAudioElement>(null);
  const fail = (message: string) => dispatch({ type: 'error', message });
  const recorder = useRecorder((recorded) => dispatch({ type: 'sample', file: recorded, error: null }), fail);

  const close = () => {
    audio.current?.pause();
    recorder.stop();
    discardDraft();
    onClose();
  };

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
        <CloneLanguageStep
          language={state.language}
          onLanguage={(language) => dispatch({ type: 'language', language })}
          onNext={() => dispatch({ type: 'go', step: 'sample' })}
        />
      )}

      {step === 'sample' && (
        <CloneSampleStep
          recorder={recorder}
          file={state.file}
          consent={state.consent}
          busy={busy}
          onChoose={choose}
          onConsent={(consent) => dispatch({ type: 'consent', consent })}
          onBack={() => dispatch({ type: 'go', step: 'language' })}
          onClone={() => void submitSample()}
        />
      )}

      {(step === 'preview' || step === 'naming') && clone && (
        <ClonePreviewStep clone={clone} audio={audio} onError={fail}>
          {step === 'preview' ? (
            <div className="pl-voice-clone__actions">
              <Button type="primary" onClick={() => dispatch({ type: 'go', step: 'naming' })}>
                Next
              </Button>
            </div>
          ) : (
            <CloneNamingForm
              name={state.name}
              gender={state.gender}
              busy={busy}
              onName={(name) => dispatch({ type: 'name', name })}
              onGender={(gender) => dispatch({ type: 'gender', gender })}
              onDone={() => void finish()}
            />
          )}
        </ClonePreviewStep>
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
