import { isNoRssFeedError, MESSAGES } from '@podloom/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import {
  ADD_EPISODE,
  CREATE_RSS,
  createCreator,
  createPodcastWithAudio,
  episodeInput,
  graphql,
  PRESIGNED,
  publish,
  rssInput,
} from './testing/publishing-test-kit';

let t: TestApp;
let tokenA: string;
let tokenB: string;
let userA: number;
let userB: number;

useTestApp((app) => {
  t = app;
});
beforeEach(async () => {
  const a = await createCreator(t, { givenName: 'Asha' });
  const b = await createCreator(t, { givenName: 'Bilal' });
  userA = a.user.id;
  userB = b.user.id;
  tokenA = a.accessToken;
  tokenB = b.accessToken;
});

const FEEDS = '{ rssFeeds { feedId feedUrl platform podcastTitle ownerEmail explicit language category } }';
const EPISODES = 'query($p:String){ episodes(platform:$p){ episodeId guid title platform } }';
const ANALYTICS = 'query($id:Int){ episodeAnalytics(episodeId:$id, period:"All Time"){ downloads } }';

const firstError = (answer: { errors?: Array<{ message: string }> }) => answer.errors?.[0]?.message;

describe('createRss validates on the server with the messages of spec 000 §5', () => {
  it.each([
    ['podcastTitle = "  "', { podcastTitle: '  ' }, 'Please fill in the podcast title.'],
    ['podcastDescription = undefined', { podcastDescription: undefined }, 'Please fill in the podcast description.'],
    ['podcastWebsite = ""', { podcastWebsite: '' }, 'Please fill in the podcast website.'],
    ['podcastAuthor = null', { podcastAuthor: null }, 'Please fill in the podcast author.'],
    ['ownerEmail = ""', { ownerEmail: '' }, 'Please fill in the owner email.'],
    ['ownerEmail = "asha@"', { ownerEmail: 'asha@' }, 'Please enter a valid email address.'],
    [
      'podcastWebsite = "bees.example.com"',
      { podcastWebsite: 'bees.example.com' },
      'Please enter a valid website URL (e.g., https://example.com).',
    ],
    [
      'podcastWebsite = "ftp://bees.example.com"',
      { podcastWebsite: 'ftp://bees.example.com' },
      'Please enter a valid website URL (e.g., https://example.com).',
    ],
    ['podcastTitle too long', { podcastTitle: 'x'.repeat(201) }, 'The podcast title must be at most 200 characters.'],
    [
      'podcastDescription too long',
      { podcastDescription: 'x'.repeat(4001) },
      'The podcast description must be at most 4000 characters.',
    ],
    [
      'podcastWebsite too long',
      { podcastWebsite: `https://e.com/${'x'.repeat(500)}` },
      'The podcast website must be at most 500 characters.',
    ],
    [
      'podcastAuthor too long',
      { podcastAuthor: 'x'.repeat(101) },
      'The podcast author must be at most 100 characters.',
    ],
    [
      'ownerEmail too long',
      { ownerEmail: `${'x'.repeat(95)}@e.com` },
      'The owner email must be at most 100 characters.',
    ],
    ['platform = "myspace"', { platform: 'myspace' }, 'Please choose a platform from the list.'],
    ['category = "Cooking"', { category: 'Cooking' }, 'Please choose an Apple Podcasts category from the list.'],
    ['explicit = "maybe"', { explicit: 'maybe' }, 'Please choose yes or no for explicit content.'],
    [
      'podcastImageUrl = "javascript:alert(1)"',
      { podcastImageUrl: 'javascript:alert(1)' },
      'Please enter an image URL that starts with http:// or https://.',
    ],
  ])('refuses %s', async (_label, overrides, message) => {
    const answer = await graphql(t, tokenA, CREATE_RSS, { input: rssInput(overrides) });
    expect(firstError(answer)).toBe(message);
  });

  it('accepts the limits exactly and a platform by name', async () => {
    const answer = await graphql(t, tokenA, CREATE_RSS, {
      input: rssInput({ podcastTitle: 'x'.repeat(200), platform: 'Amazon Music', explicit: 'no' }),
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.createRss.platform).toBe('amazon_music');
  });

  it('refuses a userId that is not the caller, and a caller without a token', async () => {
    const other = await graphql(t, tokenA, CREATE_RSS, { input: rssInput({ userId: userB }) });
    expect(firstError(other)).toBe(MESSAGES.invalidUserId);
    const anonymous = await graphql(t, null, CREATE_RSS, { input: rssInput() });
    expect(firstError(anonymous)).toBe('Please log in to continue.');
  });

  it('keeps one feed per user and platform: a second call updates it', async () => {
    const first = await graphql(t, tokenA, CREATE_RSS, { input: rssInput() });
    const second = await graphql(t, tokenA, CREATE_RSS, { input: rssInput({ podcastTitle: 'Renamed' }) });
    expect(second.data?.createRss.feedUrl).toBe(first.data?.createRss.feedUrl);
    const other = await graphql(t, tokenA, CREATE_RSS, { input: rssInput({ platform: 'apple' }) });
    expect(other.data?.createRss.feedUrl).not.toBe(first.data?.createRss.feedUrl);
    const feeds = (await graphql(t, tokenA, FEEDS)).data?.rssFeeds;
    expect(feeds).toHaveLength(2);
    expect(feeds.find((f: { platform: string }) => f.platform === 'spotify')).toMatchObject({
      podcastTitle: 'Renamed',
      explicit: 'no',
      language: 'en-us',
      category: 'Business',
    });
  });
});

describe('addEpisode', () => {
  it('says no RSS feed was found when the platform has no feed, so the browser opens the RSS modal', async () => {
    const podcast = await createPodcastWithAudio(t, userA);
    const answer = await publish(t, tokenA, userA, podcast.id, {}, 'amazon_music');
    expect(firstError(answer)).toContain('no RSS feed found');
    expect(isNoRssFeedError(firstError(answer) ?? '')).toBe(true);
  });

  it.each([
    ['title = " "', { title: ' ' }, MESSAGES.episodeTitleRequired],
    ['title too long', { title: 'x'.repeat(200) }, MESSAGES.episodeTitleTooLong],
    ['description = ""', { description: '' }, MESSAGES.episodeDescriptionRequired],
    ['description too long', { description: 'x'.repeat(4000) }, MESSAGES.episodeDescriptionTooLong],
    ['itunesSeason = 0', { itunesSeason: 0 }, 'The season must be a whole number of 1 or more.'],
  ])('refuses %s', async (_label, overrides, message) => {
    const podcast = await createPodcastWithAudio(t, userA);
    await graphql(t, tokenA, CREATE_RSS, { input: rssInput() });
    expect(firstError(await publish(t, tokenA, userA, podcast.id, overrides))).toBe(message);
  });

  it('refuses a userId that is not the token’s user', async () => {
    const podcast = await createPodcastWithAudio(t, userA);
    await graphql(t, tokenA, CREATE_RSS, { input: rssInput() });
    const answer = await publish(t, tokenA, userB, podcast.id);
    expect(firstError(answer)).toBe('Invalid user ID. Please log in again.');
  });

  it('refuses audio that is not a podcast, or a podcast without audio', async () => {
    await graphql(t, tokenA, CREATE_RSS, { input: rssInput() });
    const outside = await graphql(t, tokenA, ADD_EPISODE, {
      userId: userA,
      platform: 'spotify',
      episode: episodeInput({ audioUrl: 'https://elsewhere.example.com/a.mp3' }),
    });
    expect(firstError(outside)).toBe('Please choose a podcast with audio to publish.');
    const podcast = await createPodcastWithAudio(t, userA);
    await t.services.storage.delete(podcast.storagePath as string);
    const silent = await graphql(t, tokenA, ADD_EPISODE, {
      userId: userA,
      platform: 'spotify',
      episode: episodeInput({ podcastId: podcast.id }),
    });
    expect(firstError(silent)).toBe(MESSAGES.noAudioYet);
  });
});

describe("someone else's feed", () => {
  it('cannot be added to, read or changed by another user', async () => {
    const podcast = await createPodcastWithAudio(t, userA);
    const feedA = (await graphql(t, tokenA, CREATE_RSS, { input: rssInput() })).data?.createRss;
    const episode = (await publish(t, tokenA, userA, podcast.id)).data?.addEpisode;

    // Bilal's publishes go to Bilal's feed only: without one, he is asked to create it.
    const intoA = await graphql(t, tokenB, ADD_EPISODE, {
      userId: userB,
      platform: 'spotify',
      episode: episodeInput({ podcastId: podcast.id }),
    });
    expect(firstError(intoA)).toContain('no RSS feed found');
    // Naming Asha is refused.
    const asA = await graphql(t, tokenB, ADD_EPISODE, {
      userId: userA,
      platform: 'spotify',
      episode: episodeInput({ podcastId: podcast.id }),
    });
    expect(firstError(asA)).toBe(MESSAGES.invalidUserId);
    // Asha's podcast cannot be published by Bilal, by id or by its URL.
    await graphql(t, tokenB, CREATE_RSS, { input: rssInput({ podcastTitle: 'Bilal’s show' }) });
    const byId = await graphql(t, tokenB, ADD_EPISODE, {
      userId: userB,
      platform: 'spotify',
      episode: episodeInput({ podcastId: podcast.id }),
    });
    expect(firstError(byId)).toBe('We could not find that podcast.');
    const signed = await graphql(t, tokenA, PRESIGNED, { podcastId: podcast.id, platform: 'spotify' });
    const byUrl = await graphql(t, tokenB, ADD_EPISODE, {
      userId: userB,
      platform: 'spotify',
      episode: episodeInput({ audioUrl: signed.data?.podcastPresignedUrlByPlatform.presignedUrl }),
    });
    expect(firstError(byUrl)).toBe('We could not find that podcast.');
    const presign = await graphql(t, tokenB, PRESIGNED, { podcastId: podcast.id, platform: 'spotify' });
    expect(firstError(presign)).toBe('We could not find that podcast.');

    // Reading: Bilal sees only his own feed and episodes, and no analytics of Asha's episode.
    const feedsB = (await graphql(t, tokenB, FEEDS)).data?.rssFeeds;
    expect(feedsB).toHaveLength(1);
    expect(feedsB[0].feedId).not.toBe(feedA.feedId);
    expect((await graphql(t, tokenB, EPISODES, { p: 'spotify' })).data?.episodes).toEqual([]);
    expect((await graphql(t, tokenB, EPISODES)).data?.episodes).toEqual([]);
    expect(firstError(await graphql(t, tokenB, ANALYTICS, { id: episode.episodeId }))).toBe(
      'We could not find that episode.',
    );

    // Changing: Bilal's createRss changed only his own feed.
    const feedsA = (await graphql(t, tokenA, FEEDS)).data?.rssFeeds;
    expect(feedsA).toHaveLength(1);
    expect(feedsA[0]).toMatchObject({ feedId: feedA.feedId, podcastTitle: 'Bees & Friends' });
    expect((await graphql(t, tokenA, EPISODES, { p: 'spotify' })).data?.episodes).toHaveLength(1);
    expect((await graphql(t, tokenA, EPISODES)).data?.episodes).toMatchObject([{ platform: 'spotify' }]);
  });

  it('answers the presigned URL helper with a URL and its expiry for the owner', async () => {
    const podcast = await createPodcastWithAudio(t, userA);
    const answer = await graphql(t, tokenA, PRESIGNED, { podcastId: podcast.id, platform: 'spotify' });
    const { presignedUrl, expiry } = answer.data?.podcastPresignedUrlByPlatform ?? {};
    expect(presignedUrl).toMatch(/^http/);
    expect(Date.parse(expiry) - Date.now()).toBeGreaterThan(50 * 60 * 1000);
    const audio = await fetch(presignedUrl);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
