import { LoadingOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { FORM_DEFAULTS, MESSAGES, PERSONALISE_MESSAGES, type PersonaliseAnswers } from '@podloom/contract';
import { Button, Form, Input, Select, Steps } from 'antd';
import { useRef, useState } from 'react';
import { toast } from '../../ui/toast/toast-store';
import { GenerationProgress, useOpenGeneratedScript, useScriptGeneration } from '../generator';
import { usePodcastOptions } from '../options';
import {
  buildScriptPayload,
  DEFAULT_GENERATOR_VALUES,
  type GeneratorFormValues,
  useCurrentUserId,
} from '../podcast-setup';
import { GuestInfoPack } from './guest-info-pack';
import { GuestUploads } from './guest-uploads';
import { type SaveState, usePersonaliseAutosave } from './use-personalise-autosave';
import './personalise.css';

const STEPS = ['General Settings', 'Get Guest Info Pack', 'Upload Guest Info'] as const;
const GENDERS = ['Female', 'Male', 'Non-binary', 'Prefer not to say'];

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
  const userId = useCurrentUserId();
  const openScript = useOpenGeneratedScript();
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef<GeneratorFormValues | null>(null);
  const { busy, live, generate } = useScriptGeneration({
    onSuccess: (script) => {
      if (started.current) openScript(script, started.current);
    },
  });

  const goTo = (next: number) => {
    void flush();
    setStep(next);
    requestAnimationFrame(() => heading.current?.focus());
  };

  const text = (
    field: keyof PersonaliseAnswers,
    label: string,
    props: { max: number; area?: boolean; type?: string },
  ) => {
    const invalid = state.kind === 'invalid' && state.field === field;
    const common = {
      id: `personalise-${field}`,
      value: answers[field],
      maxLength: props.max,
      onChange: (e: { target: { value: string } }) => change(field, e.target.value),
    };
    return (
      <Form.Item
        label={label}
        htmlFor={common.id}
        validateStatus={invalid ? 'error' : undefined}
        help={invalid ? state.message : undefined}
      >
        {props.area ? (
          <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 6 }} />
        ) : (
          <Input {...common} type={props.type} autoComplete="off" />
        )}
      </Form.Item>
    );
  };

  const select = (field: keyof PersonaliseAnswers, label: string, list: Array<{ value: string; label: string }>) => (
    <Form.Item label={label} htmlFor={`personalise-${field}`}>
      <Select
        id={`personalise-${field}`}
        value={answers[field] || undefined}
        placeholder="Choose…"
        loading={optionsLoading}
        showSearch={field === 'language'}
        optionFilterProp="label"
        options={list}
        onChange={(value: string) => change(field, value)}
      />
    </Form.Item>
  );

  const onGenerate = async () => {
    await flush();
    const missing = !answers.podcastTitle.trim()
      ? MESSAGES.topicRequired
      : !answers.fullName.trim()
        ? PERSONALISE_MESSAGES.hostRequired
        : !answers.guestName.trim()
          ? PERSONALISE_MESSAGES.guestNameRequired
          : null;
    if (missing) {
      toast.error(missing);
      return;
    }
    const material = view?.material ?? '';
    const form: GeneratorFormValues = {
      ...DEFAULT_GENERATOR_VALUES,
      topic: answers.podcastTitle.trim(),
      desc: answers.description.trim(),
      host: answers.fullName.trim(),
      guest: answers.guestName.trim(),
      no_of_speaker: 2,
      language: answers.language || FORM_DEFAULTS.language,
      category: answers.category || FORM_DEFAULTS.category,
      duration: answers.duration || DEFAULT_GENERATOR_VALUES.duration,
      source: material ? { text: material, characters: material.length, label: 'Guest info' } : null,
    };
    if (!busy) started.current = form;
    await generate(buildScriptPayload(form, { userId }));
  };

  const toOptions = (list: ReadonlyArray<{ optionKey: string; name: string }>) =>
    list.map((o) => ({ value: o.optionKey, label: o.name }));

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
        <Form layout="vertical" requiredMark={false} className="pl-personalise__form" onFinish={() => goTo(1)}>
          <fieldset className="pl-personalise__group">
            <legend>About you (the host)</legend>
            {text('fullName', 'Full name', { max: 50 })}
            {text('email', 'Email', { max: 254, type: 'email' })}
            {text('age', 'Age', { max: 3 })}
            {select(
              'gender',
              'Gender',
              GENDERS.map((g) => ({ value: g, label: g })),
            )}
            {text('country', 'Country', { max: 60 })}
            {text('profession', 'Profession', { max: 100 })}
            {text('interests', 'Interests', { max: 500 })}
          </fieldset>
          <fieldset className="pl-personalise__group">
            <legend>The podcast</legend>
            {text('podcastTitle', 'Podcast title', { max: 300 })}
            {text('description', 'Description', { max: 2000, area: true })}
            {select('language', 'Language', toOptions(options.languages))}
            {select('category', 'Category', toOptions(options.categories))}
            {select('duration', 'Duration', toOptions(options.durations))}
          </fieldset>
          <fieldset className="pl-personalise__group">
            <legend>The guest</legend>
            {text('guestName', 'Guest name', { max: 50 })}
            {text('guestBio', 'Guest bio', { max: 2000, area: true })}
          </fieldset>
          <div className="pl-wizard__actions">
            <Button type="primary" size="large" htmlType="submit">
              Next
            </Button>
          </div>
        </Form>
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
