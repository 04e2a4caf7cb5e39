import { LoadingOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Form, Input } from 'antd';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { PodcastOptionSelects, type PodcastOptionValues, usePodcastOptions, usePopularTopics } from '../options';
import { FormatFields, type GeneratorFormValues } from '../podcast-setup';
import { SourcePicker } from '../source-library';
import { GenerationProgress } from './generation-progress';
import { ResearchNotice } from './research-notice';
import { researchNoticeFor, useResearchPreview } from './research-preview';
import type { GenerationTimings } from './script-generation';
import { FIELD_IDS, useGeneratorForm } from './use-generator-form';
import './generator.css';

const MAX_SUGGESTIONS = 8;

type GeneratorFormState = ReturnType<typeof useGeneratorForm>;

/** Up to eight popular topics that contain what has been typed (the same array while neither changes). */
function useTopicSuggestions(typed: string) {
  const topics = usePopularTopics();
  return useMemo(() => {
    const needle = typed.trim().toLowerCase();
    return topics
      .filter((t) => !needle || t.name.toLowerCase().includes(needle))
      .slice(0, MAX_SUGGESTIONS)
      .map((t) => ({ value: t.name }));
  }, [topics, typed]);
}

/** Host, and with 2 speakers Guest, side by side. */
function SpeakerNames({ values, set, item }: Pick<GeneratorFormState, 'values' | 'set' | 'item'>) {
  const twoSpeakers = Number(values.no_of_speaker) === 2;
  return (
    <div className={`pl-generator__names${twoSpeakers ? '' : ' pl-generator__names--one'}`}>
      <Form.Item label="Name of Host" required {...item('host')}>
        <Input
          id={FIELD_IDS.host}
          aria-required="true"
          value={values.host}
          maxLength={50}
          autoComplete="off"
          onChange={(e) => set('host', e.target.value)}
        />
      </Form.Item>
      {twoSpeakers && (
        <Form.Item label="Name of Guest" required {...item('guest')}>
          <Input
            id={FIELD_IDS.guest}
            aria-required="true"
            value={values.guest}
            maxLength={50}
            autoComplete="off"
            onChange={(e) => set('guest', e.target.value)}
          />
        </Form.Item>
      )}
    </div>
  );
}

/**
 * The topic with suggestions from popular topics, and an optional description. The field is a search box
 * underneath, and Chromium empties a search box on Esc: Esc here only closes the suggestions, the topic stays.
 */
function TopicFields({ values, set, item }: Pick<GeneratorFormState, 'values' | 'set' | 'item'>) {
  const suggestions = useTopicSuggestions(values.topic);
  const [open, setOpen] = useState(false);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    setOpen(false);
  };
  return (
    <>
      <Form.Item label="Podcast topic" required {...item('topic')}>
        <AutoComplete
          id={FIELD_IDS.topic}
          value={values.topic}
          options={suggestions}
          open={open && suggestions.length > 0}
          onDropdownVisibleChange={setOpen}
          onKeyDown={onKeyDown}
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
    </>
  );
}

/**
 * The home screen's generator form (spec 000 §2): topic with suggestions from popular topics, the five
 * dropdowns, host and (with 2 speakers) guest, optional source material, and Generate Script. On success it
 * opens /create-podcast with formData, podcastId, title and language (spec 000 §4).
 */
export function GeneratorForm({ timings }: { timings?: Partial<GenerationTimings> }) {
  const { options, loading } = usePodcastOptions();
  const form = useGeneratorForm(timings);
  const { values, set, busy, live } = form;
  // Before writing, say what a topic-only script will be based on, or that it will be general.
  const preview = useResearchPreview(
    { topic: values.topic, description: values.desc, language: values.language },
    !values.sources?.length,
  );

  return (
    <section className="pl-generator pl-card" aria-labelledby="generator-title">
      <div className="pl-generator__head">
        <h2 id="generator-title" className="pl-generator__title">
          Create a podcast
        </h2>
        <p className="pl-generator__lede">Give us a topic; we write the conversation. You can edit every line after.</p>
      </div>
      <Form layout="vertical" requiredMark noValidate onFinish={form.submit} className="pl-generator__form">
        <TopicFields values={values} set={set} item={form.item} />
        <PodcastOptionSelects
          idPrefix="generator"
          options={options}
          loading={loading}
          values={values}
          onChange={<K extends keyof PodcastOptionValues>(field: K, value: PodcastOptionValues[K]) =>
            set(field, value as GeneratorFormValues[K])
          }
        />
        <FormatFields values={values} set={set} idPrefix="generator" />
        <SpeakerNames values={values} set={set} item={form.item} />
        <Form.Item label="Sources (optional)">
          <SourcePicker value={values.sources ?? []} onChange={(sources) => set('sources', sources)} />
        </Form.Item>
        <div className="pl-generator__actions">
          <ResearchNotice notice={researchNoticeFor(preview, Boolean(values.sources?.length))} />
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
