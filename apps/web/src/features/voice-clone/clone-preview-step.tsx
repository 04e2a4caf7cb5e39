import { PauseCircleFilled, PlayCircleFilled } from '@ant-design/icons';
import { CLONE_LIMITS, type ClonedVoiceReply } from '@podloom/contract';
import { Button } from 'antd';
import { type ReactNode, type RefObject, useState } from 'react';

/** How the voice was made: by ElevenLabs, or offline as an approximation tuned to the recording's measures. */
export function cloneMethodText(clone: ClonedVoiceReply): string {
  if (clone.method === 'elevenlabs') return 'Cloned with ElevenLabs from your recording.';
  const measured = clone.measured;
  const measures = measured
    ? ` (pitch about ${measured.medianPitchHz} Hz, intonation ${measured.pitchSpanSemitones} semitones, ${measured.syllablesPerSecond} syllables a second)`
    : '';
  return `An approximation: no voice-cloning service is configured, so an offline voice was tuned to your recording${measures}. It follows your register and pace, not the character of your voice.`;
}

export interface ClonePreviewStepProps {
  clone: ClonedVoiceReply;
  /** The preview's audio element: the modal pauses it when it closes. */
  audio: RefObject<HTMLAudioElement | null>;
  onError: (message: string) => void;
  /** Below the preview: the Next button, then the naming form. */
  children: ReactNode;
}

/** Step 3: about 30 seconds spoken by the new voice, to play and pause, and how it was made. */
export function ClonePreviewStep({ clone, audio, onError, children }: ClonePreviewStepProps) {
  const [playing, setPlaying] = useState(false);

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
      onError('We could not play the preview. Please try again.');
    }
  };

  return (
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
        {cloneMethodText(clone)}
      </p>
      {children}
    </section>
  );
}
