import { RSS_DEFAULTS } from '@podloom/contract';
import { Button, Form, Input, Radio, Select } from 'antd';
import { useMemo, useState } from 'react';
import { BusyButton } from '../../ui/busy-button/busy-button';
import type { AppleCategory } from './publish-api';
import type { RssOutcome } from './publish-controller';
import type { RssField, RssFieldErrors, RssFormValues } from './rss-form';
import { RSS_MAX_LENGTHS } from './rss-form';
import { languageOptions } from './rss-languages';

export interface RssFeedFormProps {
  initial: RssFormValues;
  categories: AppleCategory[];
  categoriesLoading: boolean;
  onSubmit: (values: RssFormValues) => Promise<RssOutcome>;
  onCancel: () => void;
  /** The submit button's label: the spec's 'Create RSS Feed' unless told otherwise (the Shows screen saves). */
  submitLabel?: string;
}

/** The required five, as spec 000 §5 names them in 'Please fill in the {label}.' */
const LABELS: Record<RssField, string> = {
  podcastTitle: 'Podcast title',
  podcastDescription: 'Podcast description',
  podcastWebsite: 'Podcast website',
  podcastAuthor: 'Podcast author',
  ownerEmail: 'Owner email',
  copyrightHolder: 'Copyright holder',
  language: 'Language',
  podcastSummary: 'Podcast summary',
  ownerName: 'Owner name',
  explicit: 'Explicit content',
  podcastImageUrl: 'Podcast image URL (optional)',
  category: 'Apple Podcasts category',
};

function categoryOptions(categories: AppleCategory[]) {
  return categories.map((c) => ({
    label: c.name,
    title: c.name,
    options: [
      { value: c.name, label: c.name },
      ...c.subcategories.map((s) => ({ value: `${c.name} > ${s}`, label: `${c.name} › ${s}` })),
    ],
  }));
}

type ItemProps = {
  label: string;
  htmlFor: string;
  validateStatus: 'error' | undefined;
  help: string | undefined;
};

interface RssChoiceFieldsProps {
  values: RssFormValues;
  set: (field: RssField, value: string) => void;
  item: (field: RssField) => ItemProps;
  categoryChoices: ReturnType<typeof categoryOptions>;
  categoriesLoading: boolean;
}

/** The feed's language, its Apple category (the podcast's own when none is chosen) and whether it is explicit. */
function RssChoiceFields({ values, set, item, categoryChoices, categoriesLoading }: RssChoiceFieldsProps) {
  return (
    <>
      <Form.Item {...item('language')}>
        <Select
          id="rss-language"
          showSearch
          optionFilterProp="label"
          value={values.language}
          onChange={(value: string) => set('language', value)}
          options={languageOptions(values.language)}
        />
      </Form.Item>
      <Form.Item {...item('category')}>
        <Select
          id="rss-category"
          showSearch
          allowClear
          loading={categoriesLoading}
          placeholder="From the podcast's category"
          value={values.category || undefined}
          onChange={(value?: string) => set('category', value ?? '')}
          options={categoryChoices}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item {...item('explicit')}>
        <Radio.Group
          id="rss-explicit"
          value={values.explicit}
          onChange={(e) => set('explicit', e.target.value)}
          optionType="button"
          options={[
            { value: 'no', label: 'No' },
            { value: 'yes', label: 'Yes' },
          ]}
        />
      </Form.Item>
    </>
  );
}

/** The Create RSS Feed form (spec 000 §3 "RSS input", §5 "RSS form"); the server checks the same rules. */
export function RssFeedForm({
  initial,
  categories,
  categoriesLoading,
  onSubmit,
  onCancel,
  submitLabel = 'Create RSS Feed',
}: RssFeedFormProps) {
  const [values, setValues] = useState<RssFormValues>(initial);
  const [errors, setErrors] = useState<RssFieldErrors>({});
  const [saving, setSaving] = useState(false);
  const categoryChoices = useMemo(() => categoryOptions(categories), [categories]);

  const set = (field: RssField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const item = (field: RssField) => ({
    label: LABELS[field],
    htmlFor: `rss-${field}`,
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });
  const text = (field: RssField, extra: { placeholder?: string; type?: string; autoComplete?: string } = {}) => (
    <Input
      id={`rss-${field}`}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      count={RSS_MAX_LENGTHS[field] ? { max: RSS_MAX_LENGTHS[field] } : undefined}
      {...extra}
    />
  );

  const submit = async () => {
    setSaving(true);
    try {
      const outcome = await onSubmit(values);
      if (outcome.kind === 'invalid') setErrors(outcome.errors);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      className="pl-rss-form"
      disabled={saving}
      // The contract's rules and sentences apply, not the browser's own bubbles for type=email and type=url.
      noValidate
    >
      <div className="pl-rss-form__grid">
        <Form.Item {...item('podcastTitle')} className="pl-rss-form__wide">
          {text('podcastTitle', { placeholder: 'The name of your show' })}
        </Form.Item>
        <Form.Item {...item('podcastDescription')} className="pl-rss-form__wide">
          <Input.TextArea
            id="rss-podcastDescription"
            value={values.podcastDescription}
            onChange={(e) => set('podcastDescription', e.target.value)}
            autoSize={{ minRows: 3, maxRows: 6 }}
            count={{ show: true, max: RSS_MAX_LENGTHS.podcastDescription }}
            placeholder="What the show is about, for listeners browsing the directory"
          />
        </Form.Item>
        <Form.Item {...item('podcastWebsite')}>
          {text('podcastWebsite', { placeholder: RSS_DEFAULTS.websitePlaceholder, type: 'url', autoComplete: 'url' })}
        </Form.Item>
        <Form.Item {...item('podcastAuthor')}>{text('podcastAuthor', { autoComplete: 'name' })}</Form.Item>
        <Form.Item {...item('ownerName')}>{text('ownerName', { autoComplete: 'name' })}</Form.Item>
        <Form.Item
          {...item('ownerEmail')}
          extra={errors.ownerEmail ? undefined : 'Directories send their verification code here.'}
        >
          {text('ownerEmail', { type: 'email', autoComplete: 'email' })}
        </Form.Item>
        <Form.Item {...item('copyrightHolder')}>{text('copyrightHolder')}</Form.Item>
        <RssChoiceFields
          values={values}
          set={set}
          item={item}
          categoryChoices={categoryChoices}
          categoriesLoading={categoriesLoading}
        />
        <Form.Item
          {...item('podcastImageUrl')}
          className="pl-rss-form__wide"
          extra={errors.podcastImageUrl ? undefined : 'Leave empty and Podloom makes a 1400 px square cover for you.'}
        >
          {text('podcastImageUrl', { placeholder: 'https://…/cover.jpg', type: 'url' })}
        </Form.Item>
        <Form.Item {...item('podcastSummary')} className="pl-rss-form__wide">
          <Input.TextArea
            id="rss-podcastSummary"
            value={values.podcastSummary}
            onChange={(e) => set('podcastSummary', e.target.value)}
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder="A longer summary (optional)"
          />
        </Form.Item>
      </div>
      <div className="pl-rss-form__actions">
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <BusyButton type="primary" htmlType="submit" busy={saving} disabled={false}>
          {submitLabel}
        </BusyButton>
      </div>
    </Form>
  );
}
