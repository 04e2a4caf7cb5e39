import type { PersonaliseAnswers } from '@podloom/contract';
import { Button, Form, Input, Select } from 'antd';
import type { PodcastOptions } from '../options';
import type { SaveState } from './use-personalise-autosave';

const GENDERS = ['Female', 'Male', 'Non-binary', 'Prefer not to say'];
/** Spec 000 §2: one to four speakers; the page starts at two, the host and the guest. */
const SPEAKERS: Choice[] = ['1', '2', '3', '4'].map((n) => ({ value: n, label: n === '1' ? '1 (host only)' : n }));

type Field = keyof PersonaliseAnswers;
type Choice = { value: string; label: string };

const toOptions = (list: ReadonlyArray<{ optionKey: string; name: string }>): Choice[] =>
  list.map((o) => ({ value: o.optionKey, label: o.name }));

export interface GeneralSettingsStepProps {
  answers: PersonaliseAnswers;
  state: SaveState;
  change: (field: Field, value: string) => void;
  options: PodcastOptions;
  optionsLoading: boolean;
  onNext: () => void;
}

/** Step 1: about the host, the podcast and the guest. A field the autosave refused shows why. */
export function GeneralSettingsStep({
  answers,
  state,
  change,
  options,
  optionsLoading,
  onNext,
}: GeneralSettingsStepProps) {
  const text = (field: Field, label: string, props: { max: number; area?: boolean; type?: string }) => {
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

  const select = (field: Field, label: string, list: Choice[]) => (
    <Form.Item label={label} htmlFor={`personalise-${field}`}>
      <Select
        id={`personalise-${field}`}
        value={answers[field] || (field === 'speakers' ? '2' : undefined)}
        placeholder="Choose…"
        loading={optionsLoading}
        showSearch={field === 'language'}
        optionFilterProp="label"
        options={list}
        onChange={(value: string) => change(field, value)}
      />
    </Form.Item>
  );

  return (
    <Form layout="vertical" requiredMark={false} className="pl-personalise__form" onFinish={onNext}>
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
        {select('speakers', 'Speakers', SPEAKERS)}
      </fieldset>
      <fieldset className="pl-personalise__group">
        <legend>The guest</legend>
        {text('guestName', 'Guest name', { max: 50 })}
        {text('guestBio', 'Guest bio', { max: 2000, area: true })}
        {Number(answers.speakers) >= 3 && text('speaker3Name', 'Speaker 3 name', { max: 50 })}
        {Number(answers.speakers) >= 4 && text('speaker4Name', 'Speaker 4 name', { max: 50 })}
      </fieldset>
      <div className="pl-wizard__actions">
        <Button type="primary" size="large" htmlType="submit">
          Next
        </Button>
      </div>
    </Form>
  );
}
