import { LoadingOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Form, Input } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PodcastOptionSelects, type PodcastOptionValues, usePodcastOptions, usePopularTopics } from '../options';
import {
  buildScriptPayload,
  CREATE_PODCAST_ROUTE,
  type CreatePodcastState,
  DEFAULT_GENERATOR_VALUES,
  type GeneratorErrors,
  type GeneratorField,
  type GeneratorFormValues,
  useCurrentUserId,
  usePodcastWorkspace,
  validateGeneratorForm,
} from '../podcast-setup';
import { GenerationProgress } from './generation-progress';
import { ResearchNotice } from './research-notice';
import { researchNoticeFor, useResearchPreview } from './research-preview';
import type { GenerationTimings } from './script-generation';
import { SourceMaterial } from './source-material';
import { useScriptGeneration } from './use-script-generation';
import './generator.css';

const FIELD_IDS: Record<GeneratorField, string> = {
  topic: 'generator-topic',
  host: 'generator-host',
  guest: 'generator-guest',
};
const MAX_SUGGESTIONS = 8;

/**
 * The home screen's generator form (spec 000 §2): topic with suggestions from popular topics, the five
 * dropdowns, host and (with 2 speakers) guest, optional source material, and Generate Script. On success it
 * opens /create-podcast with formData, podcastId, title and language (spec 000 §4).
 */
export function GeneratorForm({ timings }: { timings?: Partial<GenerationTimings> }) {
  const navigate = useNavigate();
  const { options, loading } = usePodcastOptions();
  const topics = usePopularTopics();
  const userId = useCurrentUserId();
  const openPodcast = usePodcastWorkspace((s) => s.openPodcast);
  const [values, setValues] = useState<GeneratorFormValues>(DEFAULT_GENERATOR_VALUES);
  const [errors, setErrors] = useState<GeneratorErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // The values a generation started with: the form may change while it runs.
  const generating = useRef<GeneratorFormValues>(values);

  const { busy, live, generate } = useScriptGeneration({
    timings,
    onSuccess: (script) => {
      const formData = generating.current;
      openPodcast({
        podcastId: script.podcastId,
        title: script.title,
        language: formData.language,
        lines: script.lines,
        formData,
      });
      const state: CreatePodcastState = {
        formData,
        podcastId: script.podcastId,
        title: script.title,
        language: formData.language,
      };
      navigate(CREATE_PODCAST_ROUTE, { state });
    },
  });

  const suggestions = useMemo(() => {
    const typed = values.topic.trim().toLowerCase();
    return topics
      .filter((t) => !typed || t.name.toLowerCase().includes(typed))
      .slice(0, MAX_SUGGESTIONS)
      .map((t) => ({ value: t.name }));
  }, [topics, values.topic]);

  const set = <K extends keyof GeneratorFormValues>(field: K, value: GeneratorFormValues[K]) => {
    const next = { ...values, [field]: value };
    // Spec 000 §4: choosing 1 speaker clears the guest name.
    if (field === 'no_of_speaker' && Number(value) === 1) next.guest = '';
    setValues(next);
    if (submitted) setErrors(validateGeneratorForm(next));
  };

  const onSubmit = () => {
    setSubmitted(true);
    const found = validateGeneratorForm(values);
    setErrors(found);
    const first = (Object.keys(FIELD_IDS) as GeneratorField[]).find((f) => found[f]);
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    if (!busy) generating.current = values;
    void generate(buildScriptPayload(values, { userId }));
  };

  const item = (field: GeneratorField) => ({
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
    htmlFor: FIELD_IDS[field],
  });
  const twoSpeakers = Number(values.no_of_speaker) === 2;
  // Issue 15: before writing, say what a topic-only script will be based on, or that it will be general.
  const preview = useResearchPreview(
    { topic: values.topic, description: values.desc, language: values.language },
    !values.source,
  );
  const notice = researchNoticeFor(preview, Boolean(values.source));

  return (
    <section className="pl-generator pl-card" aria-labelledby="generator-title">
      <div className="pl-generator__head">
        <h2 id="generator-title" className="pl-generator__title">
          Create a podcast
        </h2>
        <p className="pl-generator__lede">Give us a topic; we write the conversation. You can edit every line after.</p>
      </div>
      <Form layout="vertical" requiredMark={false} noValidate onFinish={onSubmit} className="pl-generator__form">
        <Form.Item label="Podcast topic" {...item('topic')}>
          <AutoComplete
            id={FIELD_IDS.topic}
            value={values.topic}
            options={suggestions}
            onChange={(topic: string) => set('topic', topic)}
            placeholder="e.g. The future of artificial intelligence"
            size="large"
          />
        </Form.Item>
        <Form.Item label="Description (optional)" htmlFor="generator-desc">
          <Input.TextArea
            id="generator-desc"
            value={values.desc}
            onChange={(e) => set('desc', e.target.value)}
            placeholder="Angle, audience or points to cover"
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={4000}
          />
        </Form.Item>
        <PodcastOptionSelects
          idPrefix="generator"
          options={options}
          loading={loading}
          values={values}
          onChange={<K extends keyof PodcastOptionValues>(field: K, value: PodcastOptionValues[K]) =>
            set(field, value as GeneratorFormValues[K])
          }
        />
        <div className={`pl-generator__names${twoSpeakers ? '' : ' pl-generator__names--one'}`}>
          <Form.Item label="Name of Host" {...item('host')}>
            <Input
              id={FIELD_IDS.host}
              value={values.host}
              maxLength={50}
              autoComplete="off"
              onChange={(e) => set('host', e.target.value)}
            />
          </Form.Item>
          {twoSpeakers && (
            <Form.Item label="Name of Guest" {...item('guest')}>
              <Input
                id={FIELD_IDS.guest}
                value={values.guest}
                maxLength={50}
                autoComplete="off"
                onChange={(e) => set('guest', e.target.value)}
              />
            </Form.Item>
          )}
        </div>
        <SourceMaterial value={values.source} onChange={(source) => set('source', source)} />
        <div className="pl-generator__actions">
          <ResearchNotice notice={notice} />
          {/* Stays clickable while busy: a second click is answered with the spec's warning (spec 000 §4.6). */}
          <Button
            type="primary"
            size="large"
            htmlType="submit"
            icon={busy ? <LoadingOutlined spin /> : <ThunderboltOutlined />}
            aria-busy={busy}
            className="pl-generator__submit"
          >
            Generate Script
          </Button>
        </div>
      </Form>
      {busy && <GenerationProgress live={live} />}
    </section>
  );
}
