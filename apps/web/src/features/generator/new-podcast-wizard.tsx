import { LoadingOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Form, Steps } from 'antd';
import { useEffect, useReducer, useRef } from 'react';
import { usePodcastOptions } from '../options';
import { useVoices, voiceLabel } from '../voices';
import { GenerationProgress } from './generation-progress';
import type { GenerationTimings } from './script-generation';
import { useWizardGeneration } from './use-wizard-generation';
import { INITIAL_WIZARD, LAST_STEP, STEP_TITLES, validateStep, type WizardValues, wizardFlow } from './wizard-flow';
import { WizardBasicsStep, WizardCastStep, WizardFormatSources, WizardTopicStep } from './wizard-steps';
import './generator.css';

/**
 * 'Get Podcast ready in 3 simple steps' (spec 000 §2): language, speakers and length; a name and a voice for every
 * speaker; audience, category and description. Generate writes a long-form script through the same generation
 * as the home screen and opens it on /create-podcast with the chosen voices.
 */
export function NewPodcastWizard({ timings }: { timings?: Partial<GenerationTimings> }) {
  const { options, loading } = usePodcastOptions();
  const [{ step, values, errors }, dispatch] = useReducer(wizardFlow, INITIAL_WIZARD);
  const { voices, loading: voicesLoading } = useVoices(values.language);
  const { busy, live, start } = useWizardGeneration(timings);
  const heading = useRef<HTMLHeadingElement>(null);

  // A language change brings its own voices: every speaker starts on one of them.
  useEffect(() => {
    dispatch({ type: 'voices', optionKeys: voices.map((v) => v.optionKey) });
  }, [voices]);

  const goTo = (next: number) => {
    dispatch({ type: 'go', step: next });
    // The new step's heading takes the focus, so a screen reader hears where it is.
    requestAnimationFrame(() => heading.current?.focus());
  };

  /** Checks the step; on a refusal the first field in error takes the focus. */
  const valid = () => {
    const found = validateStep(step, values);
    dispatch({ type: 'errors', errors: found });
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`wizard-${first}`)?.focus();
    return !first;
  };

  const onSet = (patch: Partial<WizardValues>) => dispatch({ type: 'set', patch });
  const last = step === LAST_STEP;

  return (
    <section className="pl-wizard pl-card" aria-labelledby="wizard-title">
      <h1 id="wizard-title" className="pl-page-title">
        Get Podcast ready in 3 simple steps
      </h1>
      <Steps current={step} size="small" className="pl-wizard__steps" items={STEP_TITLES.map((title) => ({ title }))} />
      <h2 className="pl-wizard__step-title" ref={heading} tabIndex={-1}>
        Step 0{step + 1}: {STEP_TITLES[step]}
      </h2>
      <Form
        layout="vertical"
        requiredMark={false}
        noValidate
        className="pl-wizard__form"
        onFinish={() => valid() && (last ? start(values) : goTo(step + 1))}
      >
        {step === 0 && <WizardBasicsStep values={values} onSet={onSet} options={options} loading={loading} />}
        {step === 1 && (
          <WizardCastStep
            values={values}
            errors={errors}
            voiceOptions={voices.map((v) => ({ value: v.optionKey, label: voiceLabel(v) }))}
            voicesLoading={voicesLoading}
            onSpeaker={(index, patch) => dispatch({ type: 'speaker', index, patch })}
          />
        )}
        {last && <WizardTopicStep values={values} errors={errors} onSet={onSet} options={options} loading={loading} />}
        {last && <WizardFormatSources values={values} onSet={onSet} />}
        <div className="pl-wizard__actions">
          {step > 0 && (
            <Button size="large" onClick={() => goTo(step - 1)} disabled={busy}>
              Previous
            </Button>
          )}
          <Button
            type="primary"
            size="large"
            htmlType="submit"
            icon={last ? busy ? <LoadingOutlined spin /> : <ThunderboltOutlined /> : undefined}
            aria-busy={last && busy}
          >
            {last ? 'Generate' : 'Next'}
          </Button>
        </div>
      </Form>
      {busy && <GenerationProgress live={live} />}
    </section>
  );
}
