import { type EpisodeForm, type EpisodeFormInput, isNoRssFeedError, MESSAGES } from '@podloom/contract';
import { formatItunesDuration } from './episode-duration';
import { type EpisodeFieldErrors, validateEpisodeForm, validUserId } from './episode-form';
import {
  initialPublishState,
  isAnyLoading,
  type PublishEvent,
  type PublishState,
  publishReducer,
} from './publish-machine';
import { type PublishPlatform, platformName } from './publish-platforms';
import { type RssFieldErrors, type RssFormValues, type RssInputPayload, rssInputOf, validateRssForm } from './rss-form';

/** Spec 000 §3 "Episode input" as addEpisode takes it. */
export interface EpisodePayload {
  title: string;
  description: string;
  audioUrl: string;
  itunesDuration: string;
  itunesSeason: number;
  itunesEpisode: number | null;
}

/** addEpisode's answer (spec 000 §3: title, link, pubDate; the server adds the rest). */
export interface PublishedEpisode {
  episodeId: number;
  title: string;
  link: string;
  pubDate: string;
  feedUrl: string;
}

/** The calls and notices the flow needs: the real ones in the app, fakes in tests. */
export interface PublishPorts {
  /** Spec 000 §7 "presigned URL by podcast id and platform". */
  presignedUrl: (podcastId: number, platform: PublishPlatform) => Promise<{ presignedUrl: string | null } | null>;
  addEpisode: (userId: number, platform: PublishPlatform, episode: EpisodePayload) => Promise<PublishedEpisode | null>;
  createRss: (input: RssInputPayload) => Promise<{ feedUrl: string | null } | null>;
  notify: { success: (text: string) => unknown; error: (text: string) => unknown };
  onPublished?: (platform: PublishPlatform, episode: PublishedEpisode) => void;
  onFeedCreated?: (platform: PublishPlatform, feedUrl: string) => void;
}

export interface PublishRequest {
  /** From the decoded token; validated here (spec 000 §5). */
  userId: unknown;
  podcastId: number;
  episode: EpisodeFormInput;
  /** Seconds of rendered audio, when known. */
  durationSeconds: number | null;
}

export type PublishOutcome =
  | { kind: 'published'; episode: PublishedEpisode }
  | { kind: 'invalid'; errors: EpisodeFieldErrors }
  | { kind: 'needs-feed' }
  | { kind: 'failed'; message: string }
  | { kind: 'busy' };

export type RssOutcome =
  | { kind: 'created'; feedUrl: string }
  | { kind: 'invalid'; errors: RssFieldErrors }
  | { kind: 'failed' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Spec 000 §7: the audio signed for the platform, then the episode added to its feed with that link. */
async function addSignedEpisode(
  ports: PublishPorts,
  to: { userId: number; platform: PublishPlatform; request: PublishRequest; episode: EpisodeForm },
): Promise<PublishedEpisode> {
  const { userId, platform, request, episode } = to;
  const signed = await ports.presignedUrl(request.podcastId, platform);
  if (!signed?.presignedUrl) throw new Error(MESSAGES.noPresignedUrl);
  const added = await ports.addEpisode(userId, platform, {
    title: episode.title,
    description: episode.description,
    audioUrl: signed.presignedUrl,
    itunesDuration: formatItunesDuration(request.durationSeconds),
    itunesSeason: episode.itunesSeason,
    itunesEpisode: episode.itunesEpisode,
  });
  if (!added) throw new Error(MESSAGES.noEpisodeData);
  return added;
}

/** Creates the feed and answers its URL, or tells the user why there is none and answers null. */
async function createFeed(ports: PublishPorts, input: RssInputPayload): Promise<string | null> {
  try {
    const created = await ports.createRss(input);
    if (created?.feedUrl) return created.feedUrl;
    ports.notify.error(MESSAGES.noFeedUrl);
  } catch (error) {
    ports.notify.error(MESSAGES.rssFailed(messageOf(error)));
  }
  return null;
}

/**
 * The Publish modal's flow (spec 000 §4): one platform publishes at a time; a 'no RSS feed found' error opens
 * the Create RSS Feed flow, whose 'OK, Publish' retries the same publish. Framework-free, so it is tested as is.
 */
export function createPublishController(ports: PublishPorts) {
  let state = initialPublishState();
  const listeners = new Set<() => void>();
  /** The publish that found no feed, retried once its feed exists. */
  let waitingForFeed: { platform: PublishPlatform; request: PublishRequest } | null = null;

  const dispatch = (event: PublishEvent) => {
    const next = publishReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  async function publish(platform: PublishPlatform, request: PublishRequest): Promise<PublishOutcome> {
    if (isAnyLoading(state)) return { kind: 'busy' };
    const checked = validateEpisodeForm(request.episode);
    if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
    const userId = validUserId(request.userId);
    if (userId === null) {
      ports.notify.error(MESSAGES.invalidUserId);
      return { kind: 'invalid', errors: {} };
    }

    dispatch({ type: 'publish-started', platform });
    const name = platformName(platform);
    try {
      const episode = await addSignedEpisode(ports, { userId, platform, request, episode: checked.episode });
      dispatch({ type: 'publish-succeeded', platform });
      ports.notify.success(MESSAGES.published(name));
      ports.onPublished?.(platform, episode);
      return { kind: 'published', episode };
    } catch (error) {
      const message = messageOf(error);
      if (isNoRssFeedError(message)) {
        // Not a failure to report: the feed is created next, then this publish runs again.
        waitingForFeed = { platform, request };
        dispatch({ type: 'feed-missing', platform });
        return { kind: 'needs-feed' };
      }
      dispatch({ type: 'publish-failed', platform });
      ports.notify.error(MESSAGES.publishFailed(name, message));
      return { kind: 'failed', message };
    }
  }

  /** The Create RSS Feed form's submit: validated like the server does, then `createRss`. */
  async function submitRss(values: RssFormValues): Promise<RssOutcome> {
    const flow = state.rss;
    if (flow?.step !== 'form' || !waitingForFeed) return { kind: 'failed' };
    const checked = validateRssForm(values);
    if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
    const userId = validUserId(waitingForFeed.request.userId);
    if (userId === null) {
      ports.notify.error(MESSAGES.invalidUserId);
      return { kind: 'failed' };
    }
    const feedUrl = await createFeed(
      ports,
      rssInputOf(values, { userId, platform: flow.platform, podcastId: waitingForFeed.request.podcastId }),
    );
    if (!feedUrl) return { kind: 'failed' };
    dispatch({ type: 'feed-created', feedUrl });
    ports.onFeedCreated?.(flow.platform, feedUrl);
    return { kind: 'created', feedUrl };
  }

  /** 'OK, Publish': closes the RSS modal and publishes again to the platform that had no feed. */
  async function confirmRss(): Promise<PublishOutcome | null> {
    const flow = state.rss;
    const waiting = waitingForFeed;
    if (flow?.step !== 'url' || !waiting) return null;
    waitingForFeed = null;
    dispatch({ type: 'rss-closed' });
    return publish(waiting.platform, waiting.request);
  }

  /** Dismissing the RSS modal leaves the platform on Retry. */
  function closeRss() {
    waitingForFeed = null;
    dispatch({ type: 'rss-closed' });
  }

  return {
    getState: (): PublishState => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish,
    submitRss,
    confirmRss,
    closeRss,
  };
}

export type PublishController = ReturnType<typeof createPublishController>;
