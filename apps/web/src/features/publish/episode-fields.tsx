import { EPISODE_LIMITS } from '@podloom/contract';
import { Form, Input, InputNumber } from 'antd';
import { formatItunesDuration } from './episode-duration';
import type { EpisodeField } from './episode-form';
import type { useEpisodeDraft } from './use-episode-draft';

export interface EpisodeFieldsProps {
  draft: ReturnType<typeof useEpisodeDraft>;
  /** The rendered audio's length in seconds, when known. */
  durationSeconds: number | null | undefined;
}

/** The episode's title and description, its season and number, and its length. */
export function EpisodeFields({ draft, durationSeconds }: EpisodeFieldsProps) {
  const { episode, errors, set } = draft;
  const field = (name: EpisodeField) => ({
    validateStatus: errors[name] ? ('error' as const) : undefined,
    help: errors[name],
  });
  return (
    <Form layout="vertical" requiredMark={false} className="pl-publish__form" onFinish={() => undefined}>
      <Form.Item label="Episode title" htmlFor="publish-title" {...field('title')}>
        <Input
          id="publish-title"
          value={episode.title}
          onChange={(e) => set('title', e.target.value)}
          count={{ show: true, max: EPISODE_LIMITS.titleUnder - 1 }}
        />
      </Form.Item>
      <Form.Item label="Description" htmlFor="publish-description" {...field('description')}>
        <Input.TextArea
          id="publish-description"
          value={episode.description}
          onChange={(e) => set('description', e.target.value)}
          autoSize={{ minRows: 3, maxRows: 8 }}
          count={{ show: true, max: EPISODE_LIMITS.descriptionUnder - 1 }}
          placeholder="What listeners hear in this episode"
        />
      </Form.Item>
      <div className="pl-publish__numbers">
        <Form.Item label="Season" htmlFor="publish-season" {...field('itunesSeason')}>
          <InputNumber
            id="publish-season"
            min={1}
            precision={0}
            value={episode.itunesSeason}
            onChange={(v) => set('itunesSeason', v)}
          />
        </Form.Item>
        <Form.Item label="Episode" htmlFor="publish-episode" {...field('itunesEpisode')}>
          <InputNumber
            id="publish-episode"
            min={1}
            precision={0}
            placeholder="Next"
            value={episode.itunesEpisode}
            onChange={(v) => set('itunesEpisode', v)}
          />
        </Form.Item>
        <div className="pl-publish__length">
          <span className="pl-publish__length-label">Length</span>
          <span className="pl-publish__length-value" data-testid="publish-duration">
            {formatItunesDuration(durationSeconds)}
          </span>
        </div>
      </div>
    </Form>
  );
}
