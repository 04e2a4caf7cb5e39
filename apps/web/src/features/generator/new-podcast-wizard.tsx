import { LoadingOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { FORM_DEFAULTS, MAX_SPEAKERS, MESSAGES, SPEAKER_MESSAGES } from '@podloom/contract';
import { Button, Form, Input, Radio, Select, Steps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { usePodcastOptions } from '../options';
import {
  buildScriptPayload,
  DEFAULT_GENERATOR_VALUES,
  type GeneratorFormValues,
  useCurrentUserId,
} from '../podcast-setup';
import { useVoices, voiceLabel } from '../voices';
import { GenerationProgress } from './generation-progress';
import { type ChosenVoices, useOpenGeneratedScript } from './open-generated-script';
import type { GenerationTimings } from './script-generation';
import { useScriptGeneration } from './use-script-generation';
import './generator.css';

/** Spec 000 §2 "Create New Podcast": 1–4 speakers, 15/30/45/60 minutes (duration keys in thousandths, §9). */
export const WIZARD_SPEAKERS = [1, 2, 3, 4] as const;
export const WIZARD_DURATIONS = ['15000', '30000', '45000', '60000'] as const;
const STEP_TITLES = ['Language, speakers and length', 'Speakers and voices', 'Audience and topic'] as const;
const ROLES = ['Host', 'Guest', 'Speaker 3', 'Speaker 4'] as const;

interface Speaker {
  name: string;
  voice: string | null;
}

interface WizardValues {
  language: string;
  speakers: number;
  duration: string;
  cast: Speaker[];
  audience: string;
  category: string;
  topic: string;
  description: string;
}

const INITIAL: WizardValues = {
  language: FORM_DEFAULTS.language,
  speakers: 2,
  duration: WIZARD_DURATIONS[0],
  cast: Array.from({ length: MAX_SPEAKERS }, () => ({ name: '', voice: null })),
  audience: '',
  category: FORM_DEFAULTS.category,
  topic: '',
  description: '',
};

type Errors = Record<string, string>;

function validateStep(step: number, v: WizardValues): Errors {
  const errors: Errors = {};
  if (step === 1) {
    v.cast.slice(0, v.speakers).forEach((speaker, i) => {
      if (!speaker.name.trim()) {
        errors[`name-${i}`] =
          i === 0 ? MESSAGES.hostRequired : i === 1 ? MESSAGES.guestRequired : SPEAKER_MESSAGES.names;
      }
      if (!speaker.voice) errors[`voice-${i}`] = SPEAKER_MESSAGES.voices;
    });
  }
  if (step === 2 && !v.topic.trim()) errors.topic = MESSAGES.topicRequired;
  return errors;
}

/** The generator form values the wizard's answers amount to (so Re-Generate on /create-podcast can use them). */
function toFormValues(v: WizardValues): GeneratorFormValues {
  const audience = v.audience.trim() ? `Target audience: ${v.audience.trim()}.` : '';
  return {
    ...DEFAULT_GENERATOR_VALUES,
    topic: v.topic.trim(),
    desc: [v.description.trim(), audience].filter(Boolean).join('\n\n'),
    host: v.cast[0]?.name.trim() ?? '',
    guest: v.speakers >= 2 ? (v.cast[1]?.name.trim() ?? '') : '',
    more_speakers: v.cast.slice(2, v.speakers).map((s) => s.name.trim()),
    no_of_speaker: v.speakers,
    category: v.category,
    duration: v.duration,
    language: v.language,
  };
}

/**
 * 'Get Podcast ready in 3 simple steps' (spec 000 §2): language, speakers and length; a name and a voice for every
 * speaker; audience, category and description. Generate writes a long-form script through the same generation
 * as the home screen and opens it on /create-podcast with the chosen voices.
 */
export function NewPodcastWizard({ timings }: { timings?: Partial<GenerationTimings> }) {
  const { options, loading } = usePodcastOptions();
  const userId = useCurrentUserId();
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<WizardValues>(INITIAL);
  const [errors, setErrors] = useState<Errors>({});
  const { voices, loading: voicesLoading } = useVoices(values.language);
  const openScript = useOpenGeneratedScript();
  const started = useRef<{ form: GeneratorFormValues; voices: ChosenVoices } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const { busy, live, generate } = useScriptGeneration({
    timings,
    onSuccess: (script) => {
      if (started.current) openScript(script, started.current.form, started.current.voices);
    },
  });

  // Every speaker starts on a voice of their own (the language's n-th voice); a language change starts over.
  useEffect(() => {
    setValues((v) => ({
      ...v,
      cast: v.cast.map((speaker, i) => ({
        ...speaker,
        voice:
          speaker.voice && voices.some((o) => o.optionKey === speaker.voice)
            ? speaker.voice
            : (voices[i % Math.max(1, voices.length)]?.optionKey ?? null),
      })),
    }));
  }, [voices]);

  const set = (patch: Partial<WizardValues>) => setValues((v) => ({ ...v, ...patch }));
  const setSpeaker = (index: number, patch: Partial<Speaker>) =>
    setValues((v) => ({ ...v, cast: v.cast.map((s, i) => (i === index ? { ...s, ...patch } : s)) }));

  const goTo = (next: number) => {
    setStep(next);
    setErrors({});
    // The new step's heading takes the focus, so a screen reader hears where it is.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const next = () => {
    const found = validateStep(step, values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`wizard-${first}`)?.focus();
      return false;
    }
    return true;
  };

  const onGenerate = () => {
    if (!next()) return;
    const form = toFormValues(values);
    const cast = values.cast.slice(0, values.speakers);
    const chosen: ChosenVoices = {
      hostVoice: cast[0]?.voice ?? null,
      guestVoice: cast[1]?.voice ?? null,
      moreSpeakers: cast.slice(2).map((s) => ({ name: s.name.trim(), voice: s.voice })),
    };
    if (!busy) started.current = { form, voices: chosen };
    void generate(
      buildScriptPayload(form, {
        userId,
        hostVoice: chosen.hostVoice,
        guestVoice: chosen.guestVoice,
        moreVoices: chosen.moreSpeakers.map((s) => s.voice),
      }),
    );
  };

  const field = (key: string) => ({
    htmlFor: `wizard-${key}`,
    validateStatus: errors[key] ? ('error' as const) : undefined,
    help: errors[key],
  });
  const durationName = (key: string) =>
    options.durations.find((d) => d.optionKey === key)?.name ?? `${Number(key) / 1000} Minutes`;
  const voiceOptions = voices.map((v) => ({ value: v.optionKey, label: voiceLabel(v) }));

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
        onFinish={step === 2 ? onGenerate : () => next() && goTo(step + 1)}
      >
        {step === 0 && (
          <>
            <Form.Item label="Language" htmlFor="wizard-language">
              <Select
                id="wizard-language"
                value={values.language}
                loading={loading}
                showSearch
                optionFilterProp="label"
                options={options.languages.map((o) => ({ value: o.optionKey, label: o.name }))}
                onChange={(language: string) => set({ language })}
              />
            </Form.Item>
            <Form.Item label="Number of speakers">
              <Radio.Group
                aria-label="Number of speakers"
                optionType="button"
                value={values.speakers}
                onChange={(e) => set({ speakers: Number(e.target.value) })}
                options={WIZARD_SPEAKERS.map((n) => ({ value: n, label: String(n) }))}
              />
            </Form.Item>
            <Form.Item label="Duration">
              <Radio.Group
                aria-label="Duration"
                optionType="button"
                value={values.duration}
                onChange={(e) => set({ duration: String(e.target.value) })}
                options={WIZARD_DURATIONS.map((key) => ({ value: key, label: durationName(key) }))}
              />
            </Form.Item>
          </>
        )}
        {step === 1 && (
          <div className="pl-wizard__cast">
            {values.cast.slice(0, values.speakers).map((speaker, i) => (
              <fieldset key={ROLES[i]} className="pl-wizard__speaker">
                <legend>{ROLES[i]}</legend>
                <Form.Item label={`Name of ${ROLES[i]}`} {...field(`name-${i}`)}>
                  <Input
                    id={`wizard-name-${i}`}
                    value={speaker.name}
                    maxLength={50}
                    autoComplete="off"
                    onChange={(e) => setSpeaker(i, { name: e.target.value })}
                  />
                </Form.Item>
                <Form.Item label={`Voice of ${ROLES[i]}`} {...field(`voice-${i}`)}>
                  <Select
                    id={`wizard-voice-${i}`}
                    value={speaker.voice}
                    loading={voicesLoading}
                    options={voiceOptions}
                    onChange={(voice: string) => setSpeaker(i, { voice })}
                  />
                </Form.Item>
              </fieldset>
            ))}
          </div>
        )}
        {step === 2 && (
          <>
            <Form.Item label="Target audience" htmlFor="wizard-audience">
              <Input
                id="wizard-audience"
                value={values.audience}
                maxLength={200}
                placeholder="e.g. first-year students"
                onChange={(e) => set({ audience: e.target.value })}
              />
            </Form.Item>
            <Form.Item label="Category" htmlFor="wizard-category">
              <Select
                id="wizard-category"
                value={values.category}
                loading={loading}
                options={options.categories.map((o) => ({ value: o.optionKey, label: o.name }))}
                onChange={(category: string) => set({ category })}
              />
            </Form.Item>
            <Form.Item label="Topic" {...field('topic')}>
              <Input
                id="wizard-topic"
                value={values.topic}
                maxLength={300}
                placeholder="What the episode is about"
                onChange={(e) => set({ topic: e.target.value })}
              />
            </Form.Item>
            <Form.Item label="Description" htmlFor="wizard-description">
              <Input.TextArea
                id="wizard-description"
                value={values.description}
                maxLength={3500}
                autoSize={{ minRows: 3, maxRows: 8 }}
                placeholder="Angle, points to cover, sources to mention"
                onChange={(e) => set({ description: e.target.value })}
              />
            </Form.Item>
          </>
        )}
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
            icon={step === 2 ? busy ? <LoadingOutlined spin /> : <ThunderboltOutlined /> : undefined}
            aria-busy={step === 2 && busy}
          >
            {step === 2 ? 'Generate' : 'Next'}
          </Button>
        </div>
      </Form>
      {busy && <GenerationProgress live={live} />}
    </section>
  );
}
