import { Form, Select } from 'antd';
import './options.css';
import type { FeatureOption, PodcastOptions } from './options-api';

/** The values behind the five dropdowns (spec 000 §2). */
export interface PodcastOptionValues {
  language: string;
  no_of_speaker: number;
  category: string;
  /** Duration option key, e.g. '2000'. */
  duration: string;
  tone: string;
}

export interface PodcastOptionSelectsProps {
  /** Keeps ids unique when two forms could share a page. */
  idPrefix: string;
  options: PodcastOptions;
  loading?: boolean;
  values: PodcastOptionValues;
  onChange: <K extends keyof PodcastOptionValues>(field: K, value: PodcastOptionValues[K]) => void;
  disabled?: boolean;
  /** Two columns, for a narrow card. */
  compact?: boolean;
}

const toSelectOptions = (list: readonly FeatureOption[]) => list.map((o) => ({ value: o.optionKey, label: o.name }));

/** Language, No. of Speakers, Category, Duration and Tone, from the batched feature options. */
export function PodcastOptionSelects({
  idPrefix,
  options,
  loading,
  values,
  onChange,
  disabled,
  compact,
}: PodcastOptionSelectsProps) {
  const select = (
    field: Exclude<keyof PodcastOptionValues, 'no_of_speaker'>,
    label: string,
    list: readonly FeatureOption[],
  ) => (
    <Form.Item label={label} htmlFor={`${idPrefix}-${field}`} className="pl-option-select">
      <Select
        id={`${idPrefix}-${field}`}
        value={values[field]}
        options={toSelectOptions(list)}
        loading={loading}
        disabled={disabled}
        showSearch={field === 'language'}
        optionFilterProp="label"
        onChange={(value: string) => onChange(field, value)}
        popupMatchSelectWidth={false}
      />
    </Form.Item>
  );
  return (
    <div className={`pl-option-selects${compact ? ' pl-option-selects--compact' : ''}`}>
      {select('language', 'Language', options.languages)}
      <Form.Item label="No. of Speakers" htmlFor={`${idPrefix}-speakers`} className="pl-option-select">
        <Select
          id={`${idPrefix}-speakers`}
          value={String(values.no_of_speaker)}
          options={toSelectOptions(options.speakers)}
          loading={loading}
          disabled={disabled}
          onChange={(value: string) => onChange('no_of_speaker', Number(value))}
          popupMatchSelectWidth={false}
        />
      </Form.Item>
      {select('category', 'Category', options.categories)}
      {select('duration', 'Duration', options.durations)}
      {select('tone', 'Tone', options.tones)}
    </div>
  );
}
