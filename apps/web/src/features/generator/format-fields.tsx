import { SCRIPT_FORMAT_LABELS, SCRIPT_FORMATS, type ScriptFormat } from '@podloom/contract';
import { Form, Input, Select } from 'antd';
import type { GeneratorFormValues } from '../podcast-setup';

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
}

/** Beyond the spec: the episode's format beside its tone, and an optional focus. */
export function FormatFields({ values, set, idPrefix }: FormatFieldsProps) {
  const format = values.format ?? 'deep_dive';
  return (
    <div className="pl-generator__names">
      <Form.Item label="Format" htmlFor={`${idPrefix}-format`} extra={FORMAT_HINTS[format]}>
        <Select
          id={`${idPrefix}-format`}
          value={format}
          options={OPTIONS}
          onChange={(value: ScriptFormat) => set('format', value)}
        />
      </Form.Item>
      <Form.Item label="Focus (optional)" htmlFor={`${idPrefix}-focus`}>
        <Input
          id={`${idPrefix}-focus`}
          value={values.focus ?? ''}
          maxLength={500}
          placeholder="What should the episode concentrate on?"
          onChange={(event) => set('focus', event.target.value)}
        />
      </Form.Item>
    </div>
  );
}
