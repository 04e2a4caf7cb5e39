import { Form, Input, Radio, Select } from 'antd';
import type { PodcastOptions } from '../options';
import { FormatFields } from '../podcast-setup';
import { SourcePicker } from '../source-library';
import {
  fieldProps,
  ROLES,
  type Speaker,
  WIZARD_DURATIONS,
  WIZARD_SPEAKERS,
  type WizardErrors,
  type WizardValues,
} from './wizard-flow';

interface StepProps {
  values: WizardValues;
  onSet: (patch: Partial<WizardValues>) => void;
}

/** Step 01: the language, the number of speakers and the length. */
export function WizardBasicsStep({ values, onSet, options, loading }: StepProps & OptionsProps) {
  const durationName = (key: string) =>
    options.durations.find((d) => d.optionKey === key)?.name ?? `${Number(key) / 1000} Minutes`;
  return (
    <>
      <Form.Item label="Language" htmlFor="wizard-language">
        <Select
          id="wizard-language"
          value={values.language}
          loading={loading}
          showSearch
          optionFilterProp="label"
          options={options.languages.map((o) => ({ value: o.optionKey, label: o.name }))}
          onChange={(language: string) => onSet({ language })}
        />
      </Form.Item>
      <Form.Item label="Number of speakers">
        <Radio.Group
          aria-label="Number of speakers"
          optionType="button"
          value={values.speakers}
          onChange={(e) => onSet({ speakers: Number(e.target.value) })}
          options={WIZARD_SPEAKERS.map((n) => ({ value: n, label: String(n) }))}
        />
      </Form.Item>
      <Form.Item label="Duration">
        <Radio.Group
          aria-label="Duration"
          optionType="button"
          value={values.duration}
          onChange={(e) => onSet({ duration: String(e.target.value) })}
          options={WIZARD_DURATIONS.map((key) => ({ value: key, label: durationName(key) }))}
        />
      </Form.Item>
    </>
  );
}

interface OptionsProps {
  options: PodcastOptions;
  loading: boolean;
}

export interface WizardCastStepProps {
  values: WizardValues;
  errors: WizardErrors;
  voiceOptions: Array<{ value: string; label: string }>;
  voicesLoading: boolean;
  onSpeaker: (index: number, patch: Partial<Speaker>) => void;
}

/** Step 02: a name and a voice for every speaker. */
export function WizardCastStep({ values, errors, voiceOptions, voicesLoading, onSpeaker }: WizardCastStepProps) {
  return (
    <div className="pl-wizard__cast">
      {values.cast.slice(0, values.speakers).map((speaker, i) => (
        <fieldset key={ROLES[i]} className="pl-wizard__speaker">
          <legend>{ROLES[i]}</legend>
          <Form.Item label={`Name of ${ROLES[i]}`} {...fieldProps(errors, `name-${i}`)}>
            <Input
              id={`wizard-name-${i}`}
              value={speaker.name}
              maxLength={50}
              autoComplete="off"
              onChange={(e) => onSpeaker(i, { name: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={`Voice of ${ROLES[i]}`} {...fieldProps(errors, `voice-${i}`)}>
            <Select
              id={`wizard-voice-${i}`}
              value={speaker.voice}
              loading={voicesLoading}
              options={voiceOptions}
              onChange={(voice: string) => onSpeaker(i, { voice })}
            />
          </Form.Item>
        </fieldset>
      ))}
    </div>
  );
}

/** Step 03's last part: the format, the focus and the sources the script is written from. */
export function WizardFormatSources({ values, onSet }: StepProps) {
  return (
    <>
      <FormatFields values={values} set={(field, value) => onSet({ [field]: value })} idPrefix="wizard" />
      <Form.Item label="Sources (optional)">
        <SourcePicker value={values.sources} onChange={(sources) => onSet({ sources })} />
      </Form.Item>
    </>
  );
}

/** Step 03: the audience, the category, the topic and a description. */
export function WizardTopicStep({
  values,
  errors,
  onSet,
  options,
  loading,
}: StepProps & OptionsProps & { errors: WizardErrors }) {
  return (
    <>
      <Form.Item label="Target audience" htmlFor="wizard-audience">
        <Input
          id="wizard-audience"
          value={values.audience}
          maxLength={200}
          placeholder="e.g. first-year students"
          onChange={(e) => onSet({ audience: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Category" htmlFor="wizard-category">
        <Select
          id="wizard-category"
          value={values.category}
          loading={loading}
          options={options.categories.map((o) => ({ value: o.optionKey, label: o.name }))}
          onChange={(category: string) => onSet({ category })}
        />
      </Form.Item>
      <Form.Item label="Topic" {...fieldProps(errors, 'topic')}>
        <Input
          id="wizard-topic"
          value={values.topic}
          maxLength={300}
          placeholder="What the episode is about"
          onChange={(e) => onSet({ topic: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Description" htmlFor="wizard-description">
        <Input.TextArea
          id="wizard-description"
          value={values.description}
          maxLength={3500}
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder="Angle, points to cover, sources to mention"
          onChange={(e) => onSet({ description: e.target.value })}
        />
      </Form.Item>
    </>
  );
}
