import { BarChartOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUserId, usePodcastWorkspace } from '../podcast-setup';
import { useSessionStore } from '../session';
import { defaultShowFor } from './default-show';
import { DestinationStep } from './destination-step';
import { EpisodeFields } from './episode-fields';
import { PlatformRow } from './platform-row';
import { useAppleCategories, usePodcastForPublish, useRssFeeds } from './publish-api';
import type { PublishController } from './publish-controller';
import { isPublishDisabled, type PublishState } from './publish-machine';
import { PUBLISH_PLATFORMS, type PublishPlatform } from './publish-platforms';
import type { PublishTarget } from './publish-target';
import { PublishedEpisodes } from './published-episodes';
import { publishAtOf } from './release-time';
import { ReleaseTimeField } from './release-time-field';
import { RssFeedModal } from './rss-feed-modal';
import { newRssForm, type RssFormValues, rssFormFromFeed } from './rss-form';
import { FeedAddressNote, ShowChoice } from './show-choice';
import { useShows } from './shows-api';
import { useEpisodeDraft } from './use-episode-draft';

export interface PublishFormProps {
  controller: PublishController;
  state: PublishState;
  /** Written here as the show is chosen; read by the flow when a publish runs. */
  target: PublishTarget;
}

/**
 * The Publish modal's content (spec 000 §2): the episode's title and description (plus season and number),
 * then one row per platform with Details and Publish; the Create RSS Feed modal opens when a platform has no feed.
 */
export function PublishForm({ controller, state, target }: PublishFormProps) {
  const podcast = usePodcastWorkspace((s) => s.podcast);
  const userId = useCurrentUserId();
  const user = useSessionStore((s) => s.user);
  const podcastId = podcast?.podcastId ?? null;
  const details = usePodcastForPublish(podcastId);
  const feeds = useRssFeeds();
  const categories = useAppleCategories(state.rss !== null);

  const draft = useEpisodeDraft(podcast?.title ?? '', details.data);

  const shows = useShows();
  const [picked, setPicked] = useState<string | null>(null);
  const showId = picked ?? defaultShowFor(shows.data ?? [], podcastId);
  const show = shows.data?.find((s) => s.id === showId) ?? null;
  const [release, setRelease] = useState({ scheduled: false, value: '' });
  target.showId = show?.id ?? null;
  target.podcastId = podcastId;
  target.publishAt = show && release.scheduled ? publishAtOf(release.value) : null;

  const feedUrlOf = (platform: PublishPlatform) =>
    show?.feedUrl ?? feeds.data?.find((f) => f.platform === platform)?.feedUrl ?? null;

  const rssInitial = useMemo<RssFormValues>(() => {
    const existing = feeds.data?.[0];
    if (existing) return rssFormFromFeed(existing, existing.podcastImageUrl.includes(`/feeds/${existing.feedId}/`));
    const name = [user?.given_name, user?.family_name].filter(Boolean).join(' ');
    return newRssForm({ name, email: user?.email });
  }, [feeds.data, user]);

  const publish = async (platform: PublishPlatform) => {
    if (podcastId === null) return;
    const outcome = await controller.publish(platform, {
      userId,
      podcastId,
      episode: draft.episode,
      durationSeconds: details.data?.duration ?? null,
    });
    draft.showErrors(outcome.kind === 'invalid' ? outcome.errors : null);
  };

  return (
    <div className="pl-publish__body">
      <p className="pl-publish__lede">
        Your show has one hosted RSS feed, with the audio served by Podloom: publishing adds this episode to it once,
        whichever platforms you choose, and each platform reads it from there.
      </p>
      <EpisodeFields draft={draft} durationSeconds={details.data?.duration} />

      <ShowChoice shows={shows.data ?? []} value={showId} onChange={setPicked} />
      {show && <ReleaseTimeField {...release} onChange={setRelease} />}
      <FeedAddressNote />
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
          >
            {state.buttons[platform] === 'success' && show && <DestinationStep show={show} platform={platform} />}
          </PlatformRow>
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
