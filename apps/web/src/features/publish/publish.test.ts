import { MESSAGES, RSS_DEFAULTS } from '@podloom/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { formatItunesDuration } from './episode-duration';
import { validateEpisodeForm, validUserId } from './episode-form';
import {
  createPublishController,
  type EpisodePayload,
  type PublishedEpisode,
  type PublishPorts,
  type PublishRequest,
} from './publish-controller';
import {
  initialPublishState,
  isPublishDisabled,
  PUBLISH_BUTTON_LABELS,
  type PublishState,
  publishReducer,
} from './publish-machine';
import { isPrivateFeedUrl, type PublishPlatform } from './publish-platforms';
import { newRssForm, type RssFormValues, rssInputOf, validateRssForm } from './rss-form';

const FEED_URL = 'https://podloom.example/feeds/5b0e6f0e-3f59-4b4e-9d51-0c2b1f3c3a11.xml';
const SIGNED = 'https://podloom.example/files/podcasts/7/audio/r1.mp3?exp=1&sig=x';
const EPISODE: PublishedEpisode = {
  episodeId: 11,
  title: 'Tides',
  link: 'https://podloom.example/feeds/x/episodes/11/r.mp3',
  pubDate: 'Tue, 02 Jun 2026 10:00:00 GMT',
  feedUrl: FEED_URL,
};
const NO_FEED = 'There is no RSS feed found for Spotify yet. Please create one first.';

const labels = (state: PublishState) =>
  Object.fromEntries(Object.entries(state.buttons).map(([p, s]) => [p, PUBLISH_BUTTON_LABELS[s]]));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const request = (overrides: Partial<PublishRequest> = {}): PublishRequest => ({
  userId: 7,
  podcastId: 3,
  episode: { title: ' Tides ', description: 'Why the sea breathes twice a day.' },
  durationSeconds: 125.4,
  ...overrides,
});

function filledRssForm(overrides: Partial<RssFormValues> = {}): RssFormValues {
  return {
    ...newRssForm({ name: 'Ada Lovelace', email: 'ada@example.com' }),
    podcastTitle: 'Ocean Talk',
    podcastDescription: 'Conversations about the sea.',
    podcastWebsite: 'https://ocean.example',
    ...overrides,
  };
}

let ports: PublishPorts & {
  presignedUrl: ReturnType<typeof vi.fn<PublishPorts['presignedUrl']>>;
  addEpisode: ReturnType<typeof vi.fn<PublishPorts['addEpisode']>>;
  createRss: ReturnType<typeof vi.fn<PublishPorts['createRss']>>;
};
const notify = { success: vi.fn(), error: vi.fn() };

beforeEach(() => {
  notify.success.mockReset();
  notify.error.mockReset();
  ports = {
    presignedUrl: vi.fn<PublishPorts['presignedUrl']>(async () => ({ presignedUrl: SIGNED })),
    addEpisode: vi.fn<PublishPorts['addEpisode']>(async () => EPISODE),
    createRss: vi.fn<PublishPorts['createRss']>(async () => ({ feedUrl: FEED_URL })),
    notify,
  };
});

describe('itunesDuration (spec 000 §9)', () => {
  it('is HH:MM:SS of the rendered audio, and 00:00:30 when missing', () => {
    expect(formatItunesDuration(125.4)).toBe('00:02:05');
    expect(formatItunesDuration(3725)).toBe('01:02:05');
    expect(formatItunesDuration(59.6)).toBe('00:01:00');
    expect(formatItunesDuration(0.2)).toBe('00:00:01');
    expect(formatItunesDuration(36_000)).toBe('10:00:00');
    for (const missing of [null, undefined, 0, -4, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatItunesDuration(missing)).toBe(RSS_DEFAULTS.itunesDuration);
    }
    expect(RSS_DEFAULTS.itunesDuration).toBe('00:00:30');
  });
});

describe('publish buttons (spec 000 §4)', () => {
  it('go Publish → Publishing... → Published ✓ or Retry, one platform at a time', () => {
    let state = initialPublishState();
    expect(labels(state)).toEqual({ spotify: 'Publish', apple: 'Publish', amazon_music: 'Publish' });
    state = publishReducer(state, { type: 'publish-started', platform: 'spotify' });
    expect(labels(state)).toEqual({ spotify: 'Publishing...', apple: 'Publish', amazon_music: 'Publish' });
    for (const platform of ['spotify', 'apple', 'amazon_music'] as PublishPlatform[]) {
      expect(isPublishDisabled(state, platform)).toBe(true);
    }
    // A second start while one loads is ignored.
    expect(publishReducer(state, { type: 'publish-started', platform: 'apple' })).toBe(state);
    state = publishReducer(state, { type: 'publish-succeeded', platform: 'spotify' });
    expect(state.buttons.spotify).toBe('success');
    expect(PUBLISH_BUTTON_LABELS.success).toBe('Published ✓');
    expect(isPublishDisabled(state, 'apple')).toBe(false);
    state = publishReducer(state, { type: 'publish-started', platform: 'amazon_music' });
    state = publishReducer(state, { type: 'publish-failed', platform: 'amazon_music' });
    expect(labels(state)).toEqual({ spotify: 'Published ✓', apple: 'Publish', amazon_music: 'Retry' });
    expect(state.rss).toBeNull();
  });

  it('a missing feed leaves Retry and opens the RSS form; the feed URL comes next', () => {
    let state = publishReducer(initialPublishState(), { type: 'publish-started', platform: 'apple' });
    state = publishReducer(state, { type: 'feed-missing', platform: 'apple' });
    expect(state.buttons.apple).toBe('error');
    expect(state.rss).toEqual({ platform: 'apple', step: 'form' });
    state = publishReducer(state, { type: 'feed-created', feedUrl: FEED_URL });
    expect(state.rss).toEqual({ platform: 'apple', step: 'url', feedUrl: FEED_URL });
    state = publishReducer(state, { type: 'rss-closed' });
    expect(state.rss).toBeNull();
  });
});

describe('the publish flow: signing, adding and reporting (spec 000 §4, §7, §8)', () => {
  it('signs the audio for the platform, adds the episode and says so', async () => {
    const controller = createPublishController(ports);
    const outcome = await controller.publish('spotify', request());
    expect(outcome).toEqual({ kind: 'published', episode: EPISODE });
    expect(ports.presignedUrl).toHaveBeenCalledWith(3, 'spotify');
    expect(ports.addEpisode).toHaveBeenCalledWith(7, 'spotify', {
      title: 'Tides',
      description: 'Why the sea breathes twice a day.',
      audioUrl: SIGNED,
      itunesDuration: '00:02:05',
      itunesSeason: 1,
      itunesEpisode: null,
    } satisfies EpisodePayload);
    expect(notify.success).toHaveBeenCalledWith('Successfully published to Spotify');
    expect(controller.getState().buttons.spotify).toBe('success');
  });

  it('disables the other rows while one publishes', async () => {
    const pending = deferred<PublishedEpisode | null>();
    ports.addEpisode.mockReturnValueOnce(pending.promise);
    const controller = createPublishController(ports);
    const seen: string[] = [];
    controller.subscribe(() => seen.push(controller.getState().buttons.amazon_music));
    const first = controller.publish('amazon_music', request({ durationSeconds: null }));
    await vi.waitFor(() => expect(ports.addEpisode).toHaveBeenCalled());
    expect(controller.getState().buttons.amazon_music).toBe('loading');
    expect(isPublishDisabled(controller.getState(), 'spotify')).toBe(true);
    expect(isPublishDisabled(controller.getState(), 'apple')).toBe(true);
    expect(await controller.publish('spotify', request())).toEqual({ kind: 'busy' });
    expect(ports.presignedUrl).toHaveBeenCalledTimes(1);
    pending.resolve(EPISODE);
    expect((await first).kind).toBe('published');
    expect(ports.addEpisode.mock.calls[0]?.[2].itunesDuration).toBe('00:00:30');
    expect(seen).toEqual(['loading', 'success']);
    expect(notify.success).toHaveBeenCalledWith('Successfully published to Amazon Music');
    expect(isPublishDisabled(controller.getState(), 'spotify')).toBe(false);
  });

  it('reports what went wrong, per platform, and turns the button to Retry', async () => {
    const controller = createPublishController(ports);
    ports.presignedUrl.mockResolvedValueOnce({ presignedUrl: null });
    expect(await controller.publish('spotify', request())).toEqual({
      kind: 'failed',
      message: MESSAGES.noPresignedUrl,
    });
    expect(notify.error).toHaveBeenLastCalledWith('Failed to publish to Spotify: No presigned URL returned from API.');
    expect(controller.getState().buttons.spotify).toBe('error');

    ports.addEpisode.mockResolvedValueOnce(null);
    await controller.publish('apple', request());
    expect(notify.error).toHaveBeenLastCalledWith(
      'Failed to publish to Apple Podcasts: Publishing failed - no episode data returned',
    );

    ports.addEpisode.mockRejectedValueOnce(new ApiError("Looks like this podcast doesn't have audio yet.", 400));
    await controller.publish('spotify', request());
    expect(notify.error).toHaveBeenLastCalledWith(
      "Failed to publish to Spotify: Looks like this podcast doesn't have audio yet.",
    );

    // Retry works from the error state.
    expect((await controller.publish('spotify', request())).kind).toBe('published');
    expect(controller.getState().buttons).toEqual({ spotify: 'success', apple: 'error', amazon_music: 'idle' });
    expect(controller.getState().rss).toBeNull();
  });
});

describe('the publish flow: checks before calling anything (spec 000 §5)', () => {
  it('checks the episode and the user id before calling anything (spec 000 §5)', async () => {
    const controller = createPublishController(ports);
    const invalid = async (episode: PublishRequest['episode']) => {
      const outcome = await controller.publish('spotify', request({ episode }));
      return outcome.kind === 'invalid' ? outcome.errors : null;
    };
    expect(await invalid({ title: '  ', description: '' })).toEqual({
      title: 'Please enter an episode title.',
      description: 'Please enter a description.',
    });
    expect(await invalid({ title: 'x'.repeat(200), description: 'd'.repeat(4000) })).toEqual({
      title: 'Title must be less than 200 characters.',
      description: 'Description must be less than 4000 characters.',
    });
    expect(await invalid({ title: 'x'.repeat(199), description: 'ok', itunesSeason: 0 })).toEqual({
      itunesSeason: 'The season must be a whole number of 1 or more.',
    });
    for (const userId of [null, undefined, '', 'abc', 7.5]) {
      expect(await controller.publish('spotify', request({ userId }))).toEqual({ kind: 'invalid', errors: {} });
      expect(notify.error).toHaveBeenLastCalledWith('Invalid user ID. Please log in again.');
    }
    expect(ports.presignedUrl).not.toHaveBeenCalled();
    expect(controller.getState()).toEqual(initialPublishState());
    expect(validUserId('42')).toBe(42);
    expect(validateEpisodeForm({ title: 'T', description: 'D', itunesSeason: 2, itunesEpisode: 4 })).toEqual({
      ok: true,
      episode: { title: 'T', description: 'D', itunesSeason: 2, itunesEpisode: 4 },
    });
  });
});

describe('the publish flow: a platform without a feed (spec 000 §4, §7)', () => {
  it('opens the RSS flow when the platform has no feed, then retries the publish after OK, Publish', async () => {
    ports.addEpisode.mockRejectedValueOnce(new ApiError(NO_FEED, 400));
    const onFeedCreated = vi.fn();
    const controller = createPublishController({ ...ports, onFeedCreated });

    expect(await controller.publish('spotify', request())).toEqual({ kind: 'needs-feed' });
    expect(controller.getState().rss).toEqual({ platform: 'spotify', step: 'form' });
    expect(controller.getState().buttons.spotify).toBe('error');
    expect(notify.error).not.toHaveBeenCalled();
    // 'OK, Publish' means nothing before the feed exists.
    expect(await controller.confirmRss()).toBeNull();

    // The form is checked first; nothing is sent while it is invalid.
    const refused = await controller.submitRss(filledRssForm({ ownerEmail: 'ada@', podcastTitle: '' }));
    expect(refused).toEqual({
      kind: 'invalid',
      errors: { podcastTitle: 'Please fill in the podcast title.', ownerEmail: 'Please enter a valid email address.' },
    });
    expect(ports.createRss).not.toHaveBeenCalled();

    expect(await controller.submitRss(filledRssForm({ podcastTitle: ' Ocean Talk ' }))).toEqual({
      kind: 'created',
      feedUrl: FEED_URL,
    });
    expect(ports.createRss).toHaveBeenCalledWith(
      expect.objectContaining({
        userId: 7,
        platform: 'spotify',
        podcastId: 3,
        podcastTitle: 'Ocean Talk',
        language: 'en-us',
        explicit: 'no',
        podcastImageUrl: null,
        category: null,
      }),
    );
    expect(controller.getState().rss).toEqual({ platform: 'spotify', step: 'url', feedUrl: FEED_URL });
    expect(onFeedCreated).toHaveBeenCalledWith('spotify', FEED_URL);

    const retried = await controller.confirmRss();
    expect(retried).toEqual({ kind: 'published', episode: EPISODE });
    expect(ports.addEpisode).toHaveBeenCalledTimes(2);
    expect(ports.addEpisode.mock.calls[1]?.slice(0, 2)).toEqual([7, 'spotify']);
    expect(controller.getState().rss).toBeNull();
    expect(controller.getState().buttons.spotify).toBe('success');
    expect(notify.success).toHaveBeenCalledWith('Successfully published to Spotify');
  });

  it('says why a feed could not be made, and a dismissed RSS modal leaves Retry', async () => {
    ports.addEpisode.mockRejectedValue(new ApiError(NO_FEED, 400));
    const controller = createPublishController(ports);
    await controller.publish('spotify', request());

    ports.createRss.mockRejectedValueOnce(new ApiError(MESSAGES.httpError(502), 502));
    expect(await controller.submitRss(filledRssForm())).toEqual({ kind: 'failed' });
    expect(notify.error).toHaveBeenLastCalledWith('Failed to create RSS feed: HTTP error! status: 502');
    ports.createRss.mockResolvedValueOnce({ feedUrl: null });
    expect(await controller.submitRss(filledRssForm())).toEqual({ kind: 'failed' });
    expect(notify.error).toHaveBeenLastCalledWith('No feed URL returned from server');
    expect(controller.getState().rss?.step).toBe('form');

    controller.closeRss();
    expect(controller.getState().rss).toBeNull();
    expect(controller.getState().buttons.spotify).toBe('error');
    expect(await controller.submitRss(filledRssForm())).toEqual({ kind: 'failed' });
    expect(ports.createRss).toHaveBeenCalledTimes(2);
  });
});

describe('the RSS form (spec 000 §5, §9)', () => {
  it('starts from the defaults and the signed-in owner', () => {
    const form = newRssForm({ name: ' Ada Lovelace ', email: 'ada@example.com' });
    expect(form).toMatchObject({
      language: 'en-us',
      explicit: 'no',
      podcastAuthor: 'Ada Lovelace',
      ownerName: 'Ada Lovelace',
      copyrightHolder: 'Ada Lovelace',
      ownerEmail: 'ada@example.com',
      podcastImageUrl: '',
    });
  });

  it('names each of the five required fields', () => {
    const result = validateRssForm({ ...newRssForm(), podcastTitle: ' ' });
    expect(result).toEqual({
      ok: false,
      errors: {
        podcastTitle: 'Please fill in the podcast title.',
        podcastDescription: 'Please fill in the podcast description.',
        podcastWebsite: 'Please fill in the podcast website.',
        podcastAuthor: 'Please fill in the podcast author.',
        ownerEmail: 'Please fill in the owner email.',
      },
    });
  });

  it('checks the e-mail, the website and the maximum lengths', () => {
    const errors = (overrides: Partial<RssFormValues>) => {
      const result = validateRssForm(filledRssForm(overrides));
      return result.ok ? {} : result.errors;
    };
    expect(validateRssForm(filledRssForm())).toEqual({ ok: true });
    expect(errors({ ownerEmail: 'ada at example.com' })).toEqual({ ownerEmail: 'Please enter a valid email address.' });
    expect(errors({ podcastWebsite: 'ocean.example' })).toEqual({
      podcastWebsite: 'Please enter a valid website URL (e.g., https://example.com).',
    });
    expect(errors({ podcastWebsite: 'ftp://ocean.example' }).podcastWebsite).toMatch(/valid website URL/);
    expect(errors({ podcastWebsite: 'http://ocean.example/show' })).toEqual({});
    expect(Object.keys(errors({ podcastTitle: 't'.repeat(201) }))).toEqual(['podcastTitle']);
    expect(errors({ podcastTitle: 't'.repeat(200) })).toEqual({});
    expect(Object.keys(errors({ podcastDescription: 'd'.repeat(4001) }))).toEqual(['podcastDescription']);
    expect(Object.keys(errors({ podcastWebsite: `https://a.example/${'p'.repeat(500)}` }))).toEqual(['podcastWebsite']);
    expect(Object.keys(errors({ podcastAuthor: 'a'.repeat(101) }))).toEqual(['podcastAuthor']);
    expect(Object.keys(errors({ ownerEmail: `${'a'.repeat(95)}@example.com` }))).toEqual(['ownerEmail']);
    expect(Object.keys(errors({ podcastImageUrl: 'cover.png' }))).toEqual(['podcastImageUrl']);
    expect(errors({ podcastImageUrl: 'https://cdn.example/cover.jpg', explicit: 'yes', language: 'EN-GB' })).toEqual(
      {},
    );
  });

  it('sends trimmed values, no image as null, and the server picks the category when none is chosen', () => {
    const input = rssInputOf(filledRssForm({ podcastTitle: ' Ocean Talk ', language: 'EN-GB' }), {
      userId: 7,
      platform: 'amazon_music',
      podcastId: null,
    });
    expect(input).toMatchObject({
      podcastTitle: 'Ocean Talk',
      language: 'en-gb',
      platform: 'amazon_music',
      podcastImageUrl: null,
      category: null,
    });
    expect(
      rssInputOf(filledRssForm({ category: 'Science > Earth Sciences' }), {
        userId: 7,
        platform: 'apple',
        podcastId: 3,
      }).category,
    ).toBe('Science > Earth Sciences');
  });
});

describe('Details', () => {
  it('warns when a feed lives where directories cannot fetch it', () => {
    expect(isPrivateFeedUrl('http://127.0.0.1:8080/feeds/a.xml')).toBe(true);
    expect(isPrivateFeedUrl('http://localhost:8080/feeds/a.xml')).toBe(true);
    expect(isPrivateFeedUrl('http://192.168.1.4/feeds/a.xml')).toBe(true);
    expect(isPrivateFeedUrl('http://[::1]:8080/feeds/a.xml')).toBe(true);
    expect(isPrivateFeedUrl(FEED_URL)).toBe(false);
    expect(isPrivateFeedUrl('not a url')).toBe(false);
  });
});
