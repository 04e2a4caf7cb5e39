import { BarChartOutlined } from '@ant-design/icons';
import { EPISODE_LIMITS, RSS_DEFAULTS } from '@podloom/contract';
import { Form, Input, InputNumber } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { focusFirstInvalid } from '../../ui/a11y/form-errors';
import { useCurrentUserId, usePodcastWorkspace } from '../podcast-setup';
import { useSessionStore } from '../session';
import { formatItunesDuration } from './episode-duration';
import type { EpisodeField, EpisodeFieldErrors } from './episode-form';
import { PlatformRow } from './platform-row';
import { useAppleCategories, usePodcastForPublish, useRssFeeds } from './publish-api';
import type { PublishController } from './publish-controller';
import { isPublishDisabled, type PublishState } from './publish-machine';
import { PUBLISH_PLATFORMS, type PublishPlatform } from './publish-platforms';
import { PublishedEpisodes } from './published-episodes';
import { RssFeedModal } from './rss-feed-modal';
import { newRssForm, type RssFormValues, rssFormFromFeed } from './rss-form';

export interface PublishFormProps {
  controller: PublishController;
  state: PublishState;
}

/**
 * The Publish modal's content (spec 000 §2): the episode's title and description (plus season and number),
 * then one row per platform with Details and Publish; the Create RSS Feed modal opens when a platform has no feed.
 */
export function PublishForm({ controller, state }: PublishFormProps) {
  const podcast = usePodcastWorkspace((s) => s.podcast);
  const userId = useCurrentUserId();
  const user = useSessionStore((s) => s.user);
  const podcastId = podcast?.podcastId ?? null;
  const details = usePodcastForPublish(podcastId);
  const feeds = useRssFeeds();
  const categories = useAppleCategories(state.rss !== null);

  const [title, setTitle] = useState(podcast?.title ?? '');
  const [description, setDescription] = useState('');
  const [season, setSeason] = useState<number | null>(RSS_DEFAULTS.itunesSeason);
  const [episodeNumber, setEpisodeNumber] = useState<number | null>(null);
  const [errors, setErrors] = useState<EpisodeFieldErrors>({});

  // The podcast's own description starts the episode's, unless the user has typed one already.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !details.data) return;
    prefilled.current = true;
    setDescription((current) => current || details.data.description.trim());
    setTitle((current) => current || details.data.title);
  }, [details.data]);

  const feedUrlOf = (platform: PublishPlatform) => feeds.data?.find((f) => f.platform === platform)?.feedUrl ?? null;

  const rssInitial = useMemo<RssFormValues>(() => {
    const existing = feeds.data?.[0];
    if (existing) return rssFormFromFeed(existing, existing.podcastImageUrl.includes(`/feeds/${existing.feedId}/`));
    const name = [user?.given_name, user?.family_name].filter(Boolean).join(' ');
    return newRssForm({ name, email: user?.email });
  }, [feeds.data, user]);

  const clearError = (field: EpisodeField) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));

  const publish = async (platform: PublishPlatform) => {
    if (podcastId === null) return;
    const outcome = await controller.publish(platform, {
      userId,
      podcastId,
      episode: { title, description, itunesSeason: season, itunesEpisode: episodeNumber },
      durationSeconds: details.data?.duration ?? null,
    });
    setErrors(outcome.kind === 'invalid' ? outcome.errors : {});
    if (outcome.kind === 'invalid') focusInvalidSoon.current = true;
  };
  // Publish is a row's button, not the form's submit: after a refusal the first invalid field takes the focus
  // here, once its message is drawn (WCAG 3.3.1).
  const focusInvalidSoon = useRef(false);
  useEffect(() => {
    if (!focusInvalidSoon.current || Object.values(errors).every((e) => !e)) return;
    focusInvalidSoon.current = false;
    const form = document.getElementById('publish-title')?.closest('form');
    if (form) focusFirstInvalid(form);
  }, [errors]);

  const field = (name: EpisodeField) => ({
    validateStatus: errors[name] ? ('error' as const) : undefined,
    help: errors[name],
  });

  return (
    <div className="pl-publish__body">
      <p className="pl-publish__lede">
        Each platform reads your show from its own hosted RSS feed. Publishing adds this episode to that feed, with the
        audio served by Podloom.
      </p>
      <Form layout="vertical" requiredMark={false} className="pl-publish__form" onFinish={() => undefined}>
        <Form.Item label="Episode title" htmlFor="publish-title" {...field('title')}>
          <Input
            id="publish-title"
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              clearError('title');
            }}
            count={{ show: true, max: EPISODE_LIMITS.titleUnder - 1 }}
          />
        </Form.Item>
        <Form.Item label="Description" htmlFor="publish-description" {...field('description')}>
          <Input.TextArea
            id="publish-description"
            value={description}
            onChange={(e) => {
              setDescription(e.target.value);
              clearError('description');
            }}
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
              value={season}
              onChange={(v) => {
                setSeason(v);
                clearError('itunesSeason');
              }}
            />
          </Form.Item>
          <Form.Item label="Episode" htmlFor="publish-episode" {...field('itunesEpisode')}>
            <InputNumber
              id="publish-episode"
              min={1}
              precision={0}
              placeholder="Next"
              value={episodeNumber}
              onChange={(v) => {
                setEpisodeNumber(v);
                clearError('itunesEpisode');
              }}
            />
          </Form.Item>
          <div className="pl-publish__length">
            <span className="pl-publish__length-label">Length</span>
            <span className="pl-publish__length-value" data-testid="publish-duration">
              {formatItunesDuration(details.data?.duration)}
            </span>
          </div>
        </div>
      </Form>

      <h3 className="pl-publish__heading" id="publish-platforms">
        Platforms
      </h3>
      <ul className="pl-publish__rows" aria-labelledby="publish-platforms">
        {PUBLISH_PLATFORMS.map((platform) => (
          <PlatformRow
            key={platform}
            platform={platform}
            state={state.buttons[platform]}
            disabled={podcastId === null || isPublishDisabled(state, platform)}
            feedUrl={feedUrlOf(platform)}
            onPublish={() => void publish(platform)}
          />
        ))}
      </ul>
      <PublishedEpisodes podcastId={podcastId} />
      <p className="pl-publish__foot">
        <BarChartOutlined aria-hidden="true" /> Plays and downloads of your episodes are on{' '}
        <Link to="/analytics">Analytics</Link>.
      </p>

      <RssFeedModal
        flow={state.rss}
        initial={rssInitial}
        categories={categories.data ?? []}
        categoriesLoading={categories.isPending}
        onSubmit={controller.submitRss}
        onConfirm={() => void controller.confirmRss()}
        onClose={controller.closeRss}
      />
    </div>
  );
}
