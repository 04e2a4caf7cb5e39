import { LoadingOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Steps } from 'antd';
import { useRef, useState } from 'react';
import { GenerationProgress } from '../generator';
import { usePodcastOptions } from '../options';
import { GeneralSettingsStep } from './general-settings-step';
import { GuestInfoPack } from './guest-info-pack';
import { GuestUploads } from './guest-uploads';
import { type SaveState, usePersonaliseAutosave } from './use-personalise-autosave';
import { usePersonaliseGeneration } from './use-personalise-generation';
import './personalise.css';

const STEPS = ['General Settings', 'Get Guest Info Pack', 'Upload Guest Info'] as const;

function saveNote(state: SaveState): string {
  switch (state.kind) {
    case 'saving':
      return 'Auto-saving...';
    case 'saved':
      return `All changes saved at ${new Date(state.at).toLocaleTimeString()}`;
    case 'invalid':
      return `Not saved yet: ${state.message}`;
    case 'failed':
      return state.message;
    default:
      return 'Your answers are saved automatically as you type.';
  }
}

/**
 * /personlize (spec 000 §2 "Personalize page", spec 001 §2): the answers autosave to the server; step 2 writes the
 * guest's forms from them; step 3 takes the filled-in forms back; Generate Script writes a conversation with the
 * guest grounded in what they sent, through the home screen's generation, and opens it on /create-podcast.
 */
export function PersonaliseWizard() {
  const { answers, change, flush, state, view, loading } = usePersonaliseAutosave();
  const { options, loading: optionsLoading } = usePodcastOptions();
  const { busy, live, onGenerate } = usePersonaliseGeneration(answers, view?.material ?? '', flush);
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  const goTo = (next: number) => {
    void flush();
    setStep(next);
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <section className="pl-wizard pl-personalise pl-card" aria-labelledby="personalise-title" aria-busy={loading}>
      <h1 id="personalise-title" className="pl-page-title">
        Personalize your Podcast-AI in Everyday Life
      </h1>
      <p className={`pl-personalise__note is-${state.kind}`} role="status">
        {saveNote(state)}
      </p>
      <Steps current={step} size="small" className="pl-wizard__steps" items={STEPS.map((title) => ({ title }))} />
      <h2 className="pl-wizard__step-title" ref={heading} tabIndex={-1}>
        Step {step + 1}: {STEPS[step]}
      </h2>
      {step === 0 && (
        <GeneralSettingsStep
          answers={answers}
          state={state}
          change={change}
          options={options}
          optionsLoading={optionsLoading}
          onNext={() => goTo(1)}
        />
      )}
      {step === 1 && (
        <>
          <GuestInfoPack beforeFetch={flush} />
          <div className="pl-wizard__actions">
            <Button size="large" onClick={() => goTo(0)}>
              Previous
            </Button>
            <Button type="primary" size="large" onClick={() => goTo(2)}>
              Next
            </Button>
          </div>
        </>
      )}
      {step === 2 && (
        <>
          <GuestUploads view={view} />
          <div className="pl-wizard__actions">
            <Button size="large" onClick={() => goTo(1)} disabled={busy}>
              Previous
            </Button>
            <Button
              type="primary"
              size="large"
              icon={busy ? <LoadingOutlined spin /> : <ThunderboltOutlined />}
              aria-busy={busy}
              onClick={() => void onGenerate()}
            >
              Generate Script
            </Button>
          </div>
          {busy && <GenerationProgress live={live} />}
        </>
      )}
    </section>
  );
}
