import { LoadingOutlined, RedoOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { type FeatureOption, PodcastOptionSelects, type PodcastOptionValues, usePodcastOptions } from '../options';
import { SourcePicker } from '../source-library';
import { FormatFields } from './format-fields';
import { DEFAULT_GENERATOR_VALUES } from './generator-form-values';
import { usePodcastUi, usePodcastWorkspace } from './podcast-workspace-store';
import './podcast-setup.css';
import { SetupNames } from './setup-names';

export interface PodcastSetupCardProps {
  onRegenerate: () => void;
  /** A Re-Generate started here is running. */
  regenerating: boolean;
}

function withWizardSpeakers(list: readonly FeatureOption[]): FeatureOption[] {
  if (list.length === 0) return [];
  const extra = [3, 4]
    .filter((n) => !list.some((o) => o.optionKey === String(n)))
    .map((n) => ({ optionKey: String(n), name: `${n} Speakers`, displayOrder: n }));
  return [...list, ...extra];
}

/**
 * The Podcast Setup card (spec 000 §2): Language, No. of Speakers, Category, Duration, Tone, Host and (with 2
 * or more speakers) Guest and speakers 3 and 4, the format, focus and sources, saved locally as they change;
 * Re-Generate Script, disabled while a script or audio loads.
 */
export function PodcastSetupCard({ onRegenerate, regenerating }: PodcastSetupCardProps) {
  const { options: listed, loading } = usePodcastOptions();
  // The catalogue offers 1 and 2 speakers (the home screen); a podcast from the wizard may have 3 or 4.
  const options = { ...listed, speakers: withWizardSpeakers(listed.speakers) };
  const ws = usePodcastWorkspace();
  const loadingScript = usePodcastUi((s) => s.loadingScript);
  const loadingAudio = usePodcastUi((s) => s.loadingAudio);
  const form = ws.formData ?? DEFAULT_GENERATOR_VALUES;
  const topic = ws.formData?.topic || ws.podcast?.title || '';

  const values: PodcastOptionValues = {
    language: ws.selectedLanguage,
    no_of_speaker: ws.noOfSpeaker,
    category: form.category,
    duration: form.duration,
    tone: ws.selectedTone,
  };

  const onChange = <K extends keyof PodcastOptionValues>(field: K, value: PodcastOptionValues[K]) => {
    switch (field) {
      case 'language':
        ws.setSelectedLanguage(String(value));
        break;
      case 'no_of_speaker':
        // Choosing 1 speaker clears the guest name and voice (spec 000 §4).
        ws.setNoOfSpeaker(Number(value));
        break;
      case 'tone':
        ws.setSelectedTone(String(value));
        break;
      default:
        ws.setFormData({ [field]: String(value) });
    }
  };

  return (
    <section className="pl-setup pl-card" aria-labelledby="setup-title">
      <header className="pl-setup__head">
        <h2 id="setup-title" className="pl-setup__title">
          Podcast Setup
        </h2>
        {topic && (
          <p className="pl-setup__subtitle">
            <span className="pl-setup__topic-label">Topic</span> {topic}
          </p>
        )}
      </header>
      <Form layout="vertical" requiredMark={false} className="pl-setup__form" onFinish={onRegenerate}>
        <PodcastOptionSelects
          idPrefix="setup"
          options={options}
          loading={loading}
          values={values}
          onChange={onChange}
          disabled={regenerating}
          compact
        />
        <SetupNames disabled={regenerating} />
        <FormatFields
          values={form}
          set={(field, value) => ws.setFormData({ [field]: value })}
          idPrefix="setup"
          disabled={regenerating}
          className="pl-setup__names"
        />
        <Form.Item label="Sources">
          <SourcePicker
            value={form.sources ?? []}
            onChange={(sources) => ws.setFormData({ sources })}
            disabled={regenerating}
          />
        </Form.Item>
        <Button
          htmlType="submit"
          block
          size="large"
          type="primary"
          icon={regenerating ? <LoadingOutlined spin /> : <RedoOutlined />}
          disabled={loadingScript || loadingAudio}
        >
          Re-Generate Script
        </Button>
      </Form>
    </section>
  );
}
