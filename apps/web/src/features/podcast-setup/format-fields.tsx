import { SCRIPT_FORMAT_LABELS, SCRIPT_FORMATS, type ScriptFormat } from '@podloom/contract';
import { Form, Input, Select } from 'antd';
import type { GeneratorFormValues } from './generator-form-values';

const FORMAT_HINTS: Record<ScriptFormat, string> = {
  deep_dive: 'A full conversation that explores the topic.',
  brief: 'One to two minutes: the essentials.',
  critique: 'A constructive review: strengths, weaknesses, what is missing.',
  debate: 'The speakers take and defend opposing positions.',
};

const OPTIONS = SCRIPT_FORMATS.map((value) => ({ value, label: SCRIPT_FORMAT_LABELS[value] }));

export interface FormatFieldsProps {
  values: Pick<GeneratorFormValues, 'format' | 'focus'>;
  set: <K extends 'format' | 'focus'>(field: K, value: GeneratorFormValues[K]) => void;
  idPrefix: string;
  disabled?: boolean;
  /** The grid the two fields sit in. */
  className?: string;
}

/** Beyond the spec: the episode's format beside its tone, and an optional focus. */
export function FormatFields({
  values,
  set,
  idPrefix,
  disabled,
  className = 'pl-generator__names',
}: FormatFieldsProps) {
  const format = values.format ?? 'deep_dive';
  return (
    <div className={className}>
      <Form.Item label="Format" htmlFor={`${idPrefix}-format`} extra={FORMAT_HINTS[format]}>
        <Select
          id={`${idPrefix}-format`}
          value={format}
          options={OPTIONS}
          disabled={disabled}
          onChange={(value: ScriptFormat) => set('format', value)}
        />
      </Form.Item>
      <Form.Item label="Focus (optional)" htmlFor={`${idPrefix}-focus`}>
        <Input
          id={`${idPrefix}-focus`}
          value={values.focus ?? ''}
          maxLength={500}
          disabled={disabled}
          placeholder="What should the episode concentrate on?"
          onChange={(event) => set('focus', event.target.value)}
        />
      </Form.Item>
    </div>
  );
}
